import type { AboutPageBody, SponsorPageBody } from '@app/shared/contracts';

/**
 * The seeded texts of the first version, kept word for word so the `content-honest-texts-v2` seed
 * step can tell whether staff changed them: a page or setting still equal to its first version is
 * replaced by the honest one (default-pages.ts, site-settings.ts); anything staff edited is left
 * alone. They promised what the site does not do (返水秒到账, 真人荷官, a dividend club, interest-free
 * loans, invented yearly figures): do not show them anywhere.
 */

export const LEGACY_WEBCONTENT_V1 =
  '<p>欢迎来到星河娱乐！新会员注册即可参与每日红包、VIP 晋级礼金与无限返水。</p><p>请理性娱乐，未满18岁禁止参与。</p>';

export const LEGACY_ABOUT_V1: AboutPageBody = {
  headline: '安全 · 公平 · 极速',
  intro:
    '我们专注为会员提供真人视讯、体育赛事、电子游艺、彩票与棋牌等娱乐服务。资金全程加密托管，存取款极速到账，7×24小时专属客服全天候在线，让每一位会员都能安心娱乐。',
  figures: [
    { key: 'daily_withdraw', label: '单日提款', value: '2000万', unit: '元', note: '单日提款最高可达2000万' },
    { key: 'single_bet', label: '单笔投注', value: '200万', unit: '元', note: '单笔投注最高200万' },
    { key: 'interest_free_loan', label: '免息借呗', value: '140万', unit: '元', note: '最高可借140万，免息周转' },
    { key: 'dividend_shares', label: '分红股份', value: '20万', unit: '股', note: '最高可享20万股分红' },
    { key: 'upgrade_bonus', label: '晋级礼金', value: '6,015,500', unit: '元', note: 'VIP晋级礼金累计最高6,015,500元' },
  ],
  features: [
    { title: '返水秒到账', text: '每笔有效投注即时计算返水，无需等待，随时一键领取。' },
    { title: '多币种加密货币', text: '支持 USDT（TRC20 / ERC20）等多种数字货币存取，汇率透明，到账迅速。' },
    { title: '专属客户经理', text: 'VIP会员享一对一专属客户经理服务，专人专线，问题优先处理。' },
  ],
  dividend_club: {
    title: '分红俱乐部',
    pay_days: [8, 18, 28],
    text: '俱乐部成员每月8日、18日、28日三次派发分红，按持有股份比例发放，自动计入账户。',
  },
  yearly_report: {
    title: '年度报告',
    year: '2024',
    items: [
      { label: '注册会员', value: '1,280万+' },
      { label: '年度派彩', value: '86.5亿元' },
      { label: '平均存款到账', value: '35秒' },
      { label: '平均提款到账', value: '3分钟' },
    ],
  },
  games: [
    { name: '真人视讯', text: '百家乐、龙虎、骰宝，真人荷官实时开牌', img: '' },
    { name: '体育赛事', text: '足球、篮球、网球等全球热门赛事，赔率实时更新', img: '' },
    { name: '电子游艺', text: '数百款热门老虎机，公开返奖率，可验证公平', img: '' },
    { name: '彩票', text: '快三每分钟开奖，全体会员同步开奖', img: '' },
    { name: '棋牌', text: '经典棋牌玩法，公平对局', img: '' },
  ],
  brand_history: [
    { year: '2018', title: '品牌创立', text: '平台正式上线，首批会员突破10万。', img: '' },
    { year: '2020', title: '数字货币通道', text: '开通 USDT 存取款，支持 TRC20 与 ERC20 网络。', img: '' },
    { year: '2022', title: 'VIP体系升级', text: '推出九级VIP体系与分红俱乐部。', img: '' },
    { year: '2024', title: '可验证公平', text: '自营游戏全面采用可验证公平机制，每局结果可自行验证。', img: '' },
  ],
};

export const LEGACY_SPONSOR_V1: SponsorPageBody = {
  tabs: [
    {
      key: 'sponsor',
      title: '赞助',
      content:
        '<h3>与顶级赛事同行</h3>' +
        '<p>我们长期赞助国际足球、篮球及电子竞技赛事，与多支职业球队建立战略合作，为会员带来更多独家赛事福利与观赛活动。</p>' +
        '<h3>会员专享</h3>' +
        '<ul><li>隔夜利息年化高达 <b>18%</b>。</li>' +
        '<li>单日提款额度高达 <b>800万</b>，大额资金极速到账。</li>' +
        '<li>赛事期间专属投注优惠与红包活动。</li></ul>' +
        '<p>以上为品牌宣传内容，具体活动规则以活动页面及客服说明为准。</p>',
    },
    {
      key: 'history',
      title: '品牌历程',
      content:
        '<h3>2018 · 品牌创立</h3><p>平台正式上线，坚持安全、公平、极速的服务理念。</p>' +
        '<h3>2020 · 数字货币</h3><p>开通 USDT 存取款通道，支持 TRC20 与 ERC20 网络。</p>' +
        '<h3>2022 · 赛事赞助</h3><p>签约多项国际赛事赞助，推出九级 VIP 体系与分红俱乐部。</p>' +
        '<h3>2024 · 可验证公平</h3><p>自营游戏全面采用可验证公平机制，会员可自行验证每一局结果。</p>',
    },
  ],
};
