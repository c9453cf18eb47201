import type { AboutPageBody, AppPageStoredBody, FaqPageBody, PageSlug, SponsorPageBody } from '@app/shared/contracts';

/**
 * The built-in content of the info pages (seeded once; staff edit it in the back office). Spec-2
 * §1's marketing claims (2000万 withdrawals, interest-free loans, dividend shares, 返水秒到账, 真人荷官,
 * invented yearly figures) were replaced by what the site does (issue #15); the first texts are in
 * legacy-texts.ts for the seed step that replaces them where staff left them unchanged.
 */

const ABOUT: AboutPageBody = {
  headline: '安全 · 公平 · 透明',
  intro:
    '我们为会员提供百家乐、龙虎斗、骰宝、一分快三与五龙老虎机等自营游戏，全部由系统发牌、开奖，每一局都可以用公开的种子自行验证。支持银行卡与 USDT 存取款，提款经审核后出款；7×24小时在线客服随时为您服务。',
  // Every figure is what the site does as seeded (content-pages.integration.test.ts checks them
  // against the withdraw settings, the VIP ladder and Fast-3): staff who change those change these.
  figures: [
    { key: 'daily_withdraw', label: '单日提款', value: '5万', unit: '元', note: '默认每日可提款5次，合计最高5万元' },
    {
      key: 'max_rebate',
      label: '最高返水',
      value: '1.20',
      unit: '%',
      note: '按VIP等级与游戏类别计算，VIP8最高1.20%（彩票0.70%）',
    },
    {
      key: 'upgrade_bonus',
      label: '晋级礼金',
      value: '28,204',
      unit: '元',
      note: 'VIP1至VIP8晋级礼金合计，每升一级在「VIP特权」领取一次',
    },
    { key: 'vip_levels', label: 'VIP等级', value: '9', unit: '级', note: 'VIP0至VIP8，等级只升不降' },
    { key: 'fast3_period', label: '快三开奖', value: '60', unit: '秒', note: '一分快三每60秒开奖一次' },
  ],
  features: [
    {
      title: '返水一键领取',
      text: '每笔有效投注结算后按您的VIP等级返水比例累计（对冲投注不计有效投注），在「我的资产 - 返水」中一键领取，领取后需完成1倍打码量。',
    },
    { title: '多币种加密货币', text: '支持 USDT（TRC20 / ERC20）存款与提款，按页面显示的汇率结算。' },
    {
      title: '可验证公平',
      text: '自营游戏每局结果由服务器种子与您的客户端种子共同决定，更换种子后可在验证页面复核此前的每一局。',
    },
  ],
  // No dividend club and no yearly report: the site has neither, so the page shows neither.
  dividend_club: { title: '', pay_days: [], text: '' },
  yearly_report: { title: '', year: '', items: [] },
  games: [
    { name: '棋牌', text: '百家乐、龙虎斗、骰宝，系统发牌开奖，每局可验证公平', img: '' },
    { name: '电子游艺', text: '五龙老虎机，5轴20线，公开返奖率，可验证公平', img: '' },
    { name: '彩票', text: '一分快三每60秒开奖，全体会员同步开奖', img: '' },
    { name: '真人视讯', text: '即将上线，敬请期待', img: '' },
    { name: '体育赛事', text: '即将上线，敬请期待', img: '' },
  ],
  brand_history: [
    { year: '2018', title: '品牌创立', text: '平台正式上线。', img: '' },
    { year: '2020', title: '数字货币通道', text: '开通 USDT 存取款，支持 TRC20 与 ERC20 网络。', img: '' },
    { year: '2022', title: 'VIP体系升级', text: '推出VIP0至VIP8九级VIP体系与按等级比例的投注返水。', img: '' },
    { year: '2024', title: '可验证公平', text: '自营游戏全面采用可验证公平机制，每局结果可自行验证。', img: '' },
  ],
};

const FAQ: FaqPageBody = {
  groups: [
    {
      title: '账户问题',
      items: [
        {
          question: '如何注册？',
          answer:
            '<p>点击首页的「注册」按钮，可选择<b>账号注册</b>或<b>手机注册</b>：</p>' +
            '<ol><li>账号至少6位，须同时包含英文字母和数字；手机注册需先获取短信验证码。</li>' +
            '<li>登录密码至少8位，须同时包含字母和数字，并再次输入确认。</li>' +
            '<li>填写真实姓名（提款银行卡的持卡人须与此姓名一致）。</li>' +
            '<li>设置6位数字的资金密码，提款和绑定银行卡、钱包时使用，请牢记。</li>' +
            '<li>确认您已年满18周岁后提交，注册成功即自动登录。</li></ol>',
        },
        {
          question: '忘记密码怎么办？',
          answer:
            '<p>已绑定手机号的会员，可在登录页切换到「手机登录」，凭短信验证码直接登录。</p>' +
            '<p>需要重置登录密码或资金密码时，请点击登录页的「忘记密码」联系在线客服，客服核实您的身份（注册姓名、绑定手机号、最近一次存款记录等）后为您办理。为了账户安全，客服不会向您索要密码或短信验证码。</p>' +
            '<p>资金密码连续输错5次会锁定1小时，到时间后自动解锁。</p>',
        },
        {
          question: '如何存入加密货币？',
          answer:
            '<ol><li>进入「存款」，选择 USDT 支付方式，并选择网络（TRC20 或 ERC20）。</li>' +
            '<li>输入存款金额，页面会按当前汇率显示应转 USDT 数量，点击「下一步」。</li>' +
            '<li>在支付页面复制收款地址或扫描二维码，从您的钱包或交易所转出<b>相同网络</b>的 USDT。</li>' +
            '<li>转账完成后，在支付页面提交交易哈希（转账凭证），财务核实后金额自动到账。</li></ol>' +
            '<p>注意：请务必使用与收款地址相同的网络，转错网络的资产无法找回；到账金额以提交订单时的人民币金额为准。</p>',
        },
      ],
    },
    {
      title: '游戏问题',
      items: [
        {
          question: '如何提取加密货币？',
          answer:
            '<ol><li>先在「我的 - 账户设置 - 银行卡管理 - 钱包」中绑定您的 USDT 收款地址（TRC20 地址以 T 开头，ERC20 地址以 0x 开头），绑定需要资金密码，每个钱包只能绑定一次。</li>' +
            '<li>进入「取款 - 钱包取款」，选择已绑定的钱包，输入提款金额和资金密码后提交。</li>' +
            '<li>预计到账数量 = 提款金额 ÷ 汇率 − 手续费，手续费和汇率以页面显示为准。</li></ol>' +
            '<p>提款前请先绑定手机号并完成打码量要求；提交后等待审核，审核通过后一般10-30分钟到账。</p>',
        },
        {
          question: '提出的加密货币如何兑换成现金？',
          answer:
            '<p>USDT 到账后存放在您自己的钱包中，可以在您所在地区<b>合法合规</b>的数字资产交易平台，通过其法币交易功能卖出 USDT，换成法定货币后提现到您本人的银行账户。</p>' +
            '<ul><li>请选择信誉良好的平台，优先与实名认证的交易方交易，核对对方身份后再确认放币。</li>' +
            '<li>不要在私下渠道交易，谨防诈骗和来源不明的资金。</li>' +
            '<li>请遵守您所在地区关于数字资产的法律法规。</li></ul>',
        },
      ],
    },
  ],
};

const SPONSOR: SponsorPageBody = {
  tabs: [
    {
      key: 'sponsor',
      title: '赞助',
      content:
        '<h3>与顶级赛事同行</h3>' +
        '<p>我们长期赞助国际足球、篮球及电子竞技赛事，与多支职业球队建立战略合作，为会员带来更多独家赛事福利与观赛活动。</p>' +
        '<h3>会员专享</h3>' +
        '<ul><li>每日抢红包、VIP晋级礼金与投注返水，均在「我的」中自行领取。</li>' +
        '<li>默认每日可提款 <b>5</b> 次、合计 <b>5万</b> 元，提款经审核后出款。</li></ul>' +
        '<p>以上为品牌宣传内容，具体活动规则以活动页面及客服说明为准。</p>',
    },
    {
      key: 'history',
      title: '品牌历程',
      content:
        '<h3>2018 · 品牌创立</h3><p>平台正式上线，坚持安全、公平、极速的服务理念。</p>' +
        '<h3>2020 · 数字货币</h3><p>开通 USDT 存取款通道，支持 TRC20 与 ERC20 网络。</p>' +
        '<h3>2022 · 赛事赞助</h3><p>签约多项国际赛事赞助，推出 VIP0 至 VIP8 九级 VIP 体系与按等级比例的投注返水。</p>' +
        '<h3>2024 · 可验证公平</h3><p>自营游戏全面采用可验证公平机制，会员可自行验证每一局结果。</p>',
    },
  ],
};

const APP: AppPageStoredBody = {
  intro: '随时随地，畅玩全部游戏。App 与网页版账户通用，资金实时同步。',
  steps: [
    '苹果用户点击「iOS 下载」，按提示安装；也可在 Safari 中点击分享按钮，选择「添加到主屏幕」。',
    '安卓用户点击「安卓下载」，安装时如提示未知来源，请在系统设置中允许安装。',
    '安装完成后使用您的账号登录即可。',
  ],
};

export const DEFAULT_PAGES: {
  about: { title: string; body: AboutPageBody };
  faq: { title: string; body: FaqPageBody };
  sponsor: { title: string; body: SponsorPageBody };
  app: { title: string; body: AppPageStoredBody };
} & Record<PageSlug, { title: string; body: unknown }> = {
  about: { title: '关于我们', body: ABOUT },
  faq: { title: '常见问题', body: FAQ },
  sponsor: { title: '赞助', body: SPONSOR },
  app: { title: 'App下载', body: APP },
};
