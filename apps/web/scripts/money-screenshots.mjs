#!/usr/bin/env node
// Screenshots of the money screens (/deposit, /withdraw, /assets) at 375x667 with every /api call
// answered in the browser (page.route), so no server is needed.
//
//   cd apps/web && npx vite build && npx vite preview --port 4173 &
//   node apps/web/scripts/money-screenshots.mjs [baseUrl] [--out dir] [--wide] [--log]
//
// baseUrl defaults to http://127.0.0.1:4173/ (`npx vite` serves 5173); --log prints every /api
// request the pages send (method, path, body); --out and --wide as in screenshot-kit.mjs.
//
// Images under /static/ (payment logos, bank images) are served from apps/server/static.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as kit from './screenshot-kit.mjs';

const { outDir, baseUrl, wide, has } = kit.readScreenshotArgs('http://127.0.0.1:4173/');
const staticRoot = path.join(kit.repoRoot, 'apps/server/static');

const member = {
  id: 1,
  username: 'demo888',
  realname: '张三',
  mobile: '138****5678',
  email: '',
  birthday: '',
  avatar: '',
  vip: 1,
  vipname: '',
  current_vip: 'VIP1',
  next_vip: 'VIP2',
  next_vip_id: 2,
  paysum: '5000.00',
  balance: '1288.50',
  transferstatus: 0,
  isagent: 0,
  has_pay_password: 1,
  last_login_time: '',
  last_login_ip: '',
  created_at: '2026-01-01 12:00:00',
  turnover_outstanding: '350.00',
};

const platforms = [
  { name: '星河自营', platname: 'house', balance: '520.00', maintenance: 0 },
  { name: 'AG真人', platname: 'ag', balance: '100.00', maintenance: 0 },
  { name: '开元棋牌', platname: 'ky', balance: '0.00', maintenance: 0 },
  { name: 'PG电子', platname: 'pg', balance: '35.80', maintenance: 0 },
  { name: '沙巴体育', platname: 'sb', balance: '--', maintenance: 0 },
  { name: '双赢彩票', platname: 'cp', balance: '0.00', maintenance: 1 },
  { name: 'FG电子', platname: 'fg', balance: '12.00', maintenance: 0 },
  { name: 'IM电竞', platname: 'im', balance: '0.00', maintenance: 0 },
];

const rechargeTypes = [
  {
    id: 1,
    name: '在线支付',
    logo: '/static/pay/online.svg',
    min_price: '10.00',
    max_price: '50000.00',
    gift_info: '秒到账',
    rate: '1.00',
    download_url: '',
    recharge_desc: '支持快捷支付与固定金额通道，支付成功后实时到账。',
  },
  {
    id: 2,
    name: '银行卡转账',
    logo: '/static/pay/bank.svg',
    min_price: '100.00',
    max_price: '500000.00',
    gift_info: '大额推荐',
    rate: '1.00',
    download_url: '',
    recharge_desc: '请按订单金额向公司账户转账，转账后在订单页面提交转账凭证号。',
  },
  {
    id: 3,
    name: 'USDT-TRC20',
    logo: '/static/pay/usdt-trc20.svg',
    min_price: '100.00',
    max_price: '1000000.00',
    gift_info: '手续费低',
    rate: '7.20',
    download_url: 'https://example.com/wallet-app',
    recharge_desc: '请使用 TRC20 网络转入 USDT，数量以订单页面为准；其他网络转入将无法到账。',
  },
  {
    id: 4,
    name: 'USDT-ERC20',
    logo: '/static/pay/usdt-erc20.svg',
    min_price: '100.00',
    max_price: '1000000.00',
    gift_info: '',
    rate: '7.20',
    download_url: '',
    recharge_desc: '请使用 ERC20 网络转入 USDT。',
  },
  {
    id: 5,
    name: '支付宝',
    logo: '',
    min_price: '50.00',
    max_price: '5000.00',
    gift_info: '',
    rate: '1.00',
    download_url: '',
    recharge_desc: '',
  },
];

function channel(id, name, overrides = {}) {
  return {
    id,
    name,
    allow_custom_amount: 1,
    need_fixed_amount: 0,
    fixed_amounts: [],
    min_price: '10.00',
    max_price: '50000.00',
    rate: '1.00',
    ...overrides,
  };
}

const fixedAmounts = ['100.00', '200.00', '500.00', '1000.00', '2000.00', '5000.00'];
const rechargeChannels = {
  1: [
    channel(11, '快捷支付'),
    channel(12, '固定金额通道', {
      allow_custom_amount: 0,
      need_fixed_amount: 1,
      fixed_amounts: fixedAmounts,
      min_price: '100.00',
      max_price: '5000.00',
    }),
    channel(13, '网银支付'),
    channel(14, '云闪付', { need_fixed_amount: 1, fixed_amounts: fixedAmounts }),
    channel(15, '微信扫码', { min_price: '50.00', max_price: '3000.00' }),
    channel(16, '备用通道'),
  ],
  2: [channel(21, '公司入款', { min_price: '100.00', max_price: '500000.00' })],
  3: [channel(31, 'USDT-TRC20 转账', { min_price: '100.00', max_price: '1000000.00', rate: '7.20' })],
  4: [channel(41, 'USDT-ERC20 转账', { min_price: '100.00', max_price: '1000000.00', rate: '7.20' })],
  5: [],
};

const withdrawTypes = [
  {
    type: 1,
    min_price: '100.00',
    max_price: '50000.00',
    info: [
      {
        id: 7,
        bank_name: '中国工商银行',
        branch: '深圳分行营业部',
        card_number: '************1234',
        bank_img: '/static/banks/icbc.svg',
      },
      {
        id: 8,
        bank_name: '招商银行',
        branch: '广州天河支行',
        card_number: '************8866',
        bank_img: '/static/banks/cmb.svg',
      },
    ],
  },
  {
    type: 2,
    id: 2,
    bank_id: 2,
    name: 'USDT-TRC20',
    logo: '/static/withdraw/usdt-trc20.svg',
    min_price: '100.00',
    max_price: '200000.00',
    gift_info: '推荐',
    is_bind: 1,
    address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    rate: '7.00',
    withdraw_desc: '波场 TRC20 网络，到账快，手续费 1 USDT。到账数量 = 提现金额 ÷ 汇率 − 手续费。',
    fee: '1.00',
  },
  {
    type: 2,
    id: 3,
    bank_id: 3,
    name: 'USDT-ERC20',
    logo: '/static/withdraw/usdt-erc20.svg',
    min_price: '100.00',
    max_price: '200000.00',
    gift_info: '',
    is_bind: 0,
    address: '',
    rate: '7.00',
    withdraw_desc: '以太坊 ERC20 网络，手续费 5 USDT。请确认收款地址支持 ERC20，转错网络无法找回。',
    fee: '5.00',
  },
];

function page(rows, current = 1, lastPage = 1) {
  return { current_page: current, data: rows, last_page: lastPage, per_page: 15, total: rows.length };
}

const transRecords = {
  1: [
    {
      amount: '500.00',
      created_at: '2026-03-01 12:30:05',
      pay_way: '在线支付-快捷支付',
      out_trade_no: 'D20260301123005482913',
      state: 1,
    },
    {
      amount: '1000.00',
      created_at: '2026-03-01 10:02:44',
      pay_way: 'USDT-TRC20',
      out_trade_no: 'D20260301100244110298',
      state: 0,
    },
    {
      amount: '200.00',
      created_at: '2026-02-28 21:15:00',
      pay_way: '银行卡转账',
      out_trade_no: 'D20260228211500993721',
      state: 2,
    },
    {
      amount: '300.00',
      created_at: '2026-02-27 09:41:19',
      pay_way: '在线支付-固定金额通道',
      out_trade_no: 'D20260227094119300112',
      state: 3,
    },
  ],
  2: [
    {
      amount: '800.00',
      created_at: '2026-03-01 13:00:00',
      pay_way: '中国工商银行',
      out_trade_no: 'W20260301130000381',
      state: 1,
    },
    {
      amount: '1500.00',
      created_at: '2026-02-26 18:20:31',
      pay_way: 'USDT-TRC20',
      out_trade_no: 'W20260226182031774',
      state: 2,
    },
    {
      amount: '300.00',
      created_at: '2026-02-20 08:05:12',
      pay_way: '招商银行',
      out_trade_no: 'W20260220080512009',
      state: 3,
    },
  ],
  3: [
    {
      amount: '100.00',
      created_at: '2026-03-01 14:00:00',
      pay_way: 'AG真人',
      out_trade_no: 'T2026030114000001',
      state: 1,
    },
    {
      amount: '50.00',
      created_at: '2026-03-01 13:40:00',
      pay_way: 'PG电子',
      out_trade_no: 'T2026030113400002',
      state: 2,
    },
    {
      amount: '20.00',
      created_at: '2026-02-28 22:10:00',
      pay_way: '沙巴体育',
      out_trade_no: 'T2026022822100003',
      state: 0,
    },
  ],
  4: [],
};

const betRecords = [
  {
    bet_amount: '100.00',
    valid_amount: '100.00',
    bet_time: '2026-03-01 14:05:10',
    Code: 'baccarat',
    game_name: '百家乐',
    platname: 'house',
    win_loss: '95.00',
    bet_id: 'B2026030114051',
    state: 1,
  },
  {
    bet_amount: '20.00',
    valid_amount: '20.00',
    bet_time: '2026-03-01 13:55:02',
    Code: 'slots-fortune',
    game_name: '财神老虎机',
    platname: 'pg',
    win_loss: '-20.00',
    bet_id: 'B2026030113550',
    state: 1,
  },
  {
    bet_amount: '50.00',
    valid_amount: '0.00',
    bet_time: '2026-03-01 13:30:40',
    Code: 'fast3',
    game_name: '快三',
    platname: 'house',
    win_loss: '0.00',
    bet_id: 'B2026030113304',
    state: 2,
  },
  {
    bet_amount: '10.00',
    valid_amount: '0.00',
    bet_time: '2026-02-28 20:12:00',
    Code: 'sicbo',
    game_name: '骰宝',
    platname: 'house',
    win_loss: '0.00',
    bet_id: 'B2026022820120',
    state: 0,
  },
];

/** Plausible answers of the server, per path (spec-2 §7). `request` gives the body and query. */
function mockAnswer(pathname, request, overrides) {
  if (overrides[pathname]) return overrides[pathname](request);
  const body = request.postDataJSON?.() ?? {};
  switch (pathname) {
    case '/api/app':
      return kit.envelope(kit.appInfo);
    case '/api/balance':
      return kit.envelope({ balance: member.balance });
    case '/api/user':
    case '/api/refreshusermoney':
      return kit.envelope(member);
    case '/api/balancelist':
      return kit.envelope(platforms);
    case '/api/transfer':
      return kit.envelope({ order_no: 'T1', state: 1, amount: '100.00' }, 200, '转账成功');
    case '/api/transall':
      return kit.envelope({ results: [] }, 200, '回收成功');
    case '/api/uptransferstatus':
      // The next refreshusermoney answers the new mode, as the server's would.
      member.transferstatus = Number(body.transferstatus) === 1 ? 1 : 0;
      return kit.envelope(null, 200, '操作成功！');
    case '/api/gettransrecord':
      return kit.envelope(page(transRecords[Number(body.type)] ?? []));
    case '/api/betrecord':
      return kit.envelope(page(betRecords));
    case '/api/gerRechargeType':
      return kit.envelope(rechargeTypes);
    case '/api/gerRechargeAisle': {
      const typeId = new URL(request.url()).searchParams.get('recharge_type_id');
      return kit.envelope(rechargeChannels[Number(typeId)] ?? [], 0);
    }
    case '/api/recharge':
      return kit.envelope({ pay_url: '/sandbox-pay/D1', order_no: 'D1' }, 0);
    case '/api/gerWithdrawType':
      return kit.envelope(withdrawTypes);
    case '/api/withdraw':
      return kit.envelope(
        { order_no: 'W1', amount: '100.00', receive_amount: '100.00', state: 1 },
        200,
        '提交成功，等待后台审核',
      );
    default:
      return kit.envelope(null);
  }
}

const logRequests = has('--log');

async function routeApi(page, overrides = {}) {
  if (logRequests) {
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith('/api/')) return;
      console.log('  ', request.method(), url.pathname + url.search, request.postData() ?? '');
    });
  }
  await kit.routeApi(page, (request, pathname) => mockAnswer(pathname, request, overrides));
  await page.route(
    (url) => url.pathname.startsWith('/static/'),
    async (route) => {
      const { pathname } = new URL(route.request().url());
      try {
        const file = readFileSync(path.join(staticRoot, pathname.replace(/^\/static\//, '')));
        await route.fulfill({ status: 200, contentType: 'image/svg+xml', body: file });
      } catch {
        await route.fulfill({ status: 404, body: '' });
      }
    },
  );
}

async function settle(page) {
  await kit.settle(page, 500);
}

async function shoot(page, name, suffix, fullPage = true) {
  const file = path.join(outDir, `${name}${suffix}.png`);
  if (fullPage) {
    // The whole page in one tall viewport: the sticky header and the fixed tab bar stay where a
    // member sees them instead of floating over the middle of the page.
    const viewport = page.viewportSize();
    await page.evaluate(() => window.scrollTo(0, 0));
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) });
    await page.waitForTimeout(200);
    await page.screenshot({ path: file });
    await page.setViewportSize(viewport);
  } else {
    await page.screenshot({ path: file });
  }
  console.log('saved', file);
}

/** How many requests a page makes to one API path while it stays open for `ms`. */
async function countRequests(page, pathname, ms) {
  let count = 0;
  const listener = (request) => {
    if (new URL(request.url()).pathname === pathname) count += 1;
  };
  page.on('request', listener);
  await page.waitForTimeout(ms);
  page.off('request', listener);
  return count;
}

async function run(browser, viewport, suffix) {
  async function newContext(userInfo = member) {
    const context = await kit.newPhoneContext(browser, viewport, { hasTouch: true });
    await context.addInitScript({ content: kit.memberSessionScript(userInfo) });
    return context;
  }

  async function open(context, hashPath, overrides) {
    const page = await context.newPage();
    await routeApi(page, overrides);
    await page.goto(`${baseUrl}#${hashPath}`);
    await settle(page);
    return page;
  }

  const context = await newContext();

  // /deposit: first type and first channel selected, an amount below the channel minimum.
  let page = await open(context, '/deposit');
  await page.getByText('选择存款方式').waitFor();
  await page.getByPlaceholder('请输入存款金额').fill('5');
  await settle(page);
  await shoot(page, 'deposit', suffix);
  // Expanded channels, fixed-amount channel, one amount chosen.
  await page.getByText('展开更多通道').click();
  await page.getByRole('radio', { name: /固定金额通道/ }).click();
  await page.getByRole('radio', { name: '¥500', exact: true }).click();
  await settle(page);
  await shoot(page, 'deposit-fixed-expanded', suffix);
  // A USDT type: rate and quantity.
  await page
    .getByRole('radio', { name: /USDT-TRC20/ })
    .first()
    .click();
  await settle(page);
  await page.getByPlaceholder('请输入存款金额').fill('1000');
  await settle(page);
  await shoot(page, 'deposit-usdt', suffix);
  // 下一步 with no amount: the spec's message.
  await page.getByPlaceholder('请输入存款金额').fill('');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.waitForTimeout(300);
  await shoot(page, 'deposit-validation', suffix, false);
  // A valid order: POST /api/recharge, then the window goes to data.pay_url.
  await page.getByPlaceholder('请输入存款金额').fill('500');
  await Promise.all([
    page.waitForURL(/\/sandbox-pay\/D1/, { timeout: 5000 }),
    page.getByRole('button', { name: '下一步' }).click(),
  ]);
  console.log('after 下一步:', new URL(page.url()).pathname);
  await page.close();

  // Deposit types that cannot load: the error state.
  page = await open(context, '/deposit', {
    '/api/gerRechargeType': () => kit.envelope(null, 500, '服务器繁忙，请稍后再试'),
  });
  await page.waitForTimeout(300);
  await shoot(page, 'deposit-error', suffix, false);
  await page.close();

  // /withdraw, bank tab: a card chosen, an amount and a password typed.
  page = await open(context, '/withdraw');
  await page.getByText('选择银行卡').waitFor();
  await page.getByRole('radio', { name: /中国工商银行/ }).click();
  await page.getByPlaceholder('请输入取款金额').fill('500');
  await page.getByPlaceholder('请输入支付密码').fill('123456');
  await settle(page);
  await shoot(page, 'withdraw-bank', suffix);
  // Wallet tab: the first channel with its bound address and the estimated receipt.
  await page.getByRole('tab', { name: '钱包取款' }).click();
  await page.getByPlaceholder('请输入取款金额').fill('1000');
  await settle(page);
  await shoot(page, 'withdraw-wallet', suffix);
  // A channel without an address: the tile to /bankCard?type=2.
  await page.getByRole('radio', { name: /USDT-ERC20/ }).click();
  await settle(page);
  await shoot(page, 'withdraw-wallet-unbound', suffix);
  await page.close();

  // A withdrawal to a card: the server's message, then /assets?type=1 after 1.5 s.
  page = await open(context, '/withdraw');
  await page.getByRole('button', { name: '确认取款' }).click();
  await page.waitForTimeout(300);
  await shoot(page, 'withdraw-validation', suffix, false);
  await page.getByRole('radio', { name: /招商银行/ }).click();
  await page.getByPlaceholder('请输入取款金额').fill('500');
  await page.getByPlaceholder('请输入支付密码').fill('123456');
  await page.getByRole('button', { name: '确认取款' }).click();
  await page.waitForTimeout(300);
  await shoot(page, 'withdraw-success', suffix, false);
  await page.waitForTimeout(1500);
  console.log('after the withdrawal:', new URL(page.url()).hash);
  await page.close();
  await context.close();

  // No verified mobile: 系统提示 then /accountCenter.
  const noMobile = { ...member, mobile: '' };
  const noMobileContext = await newContext(noMobile);
  page = await open(noMobileContext, '/withdraw', { '/api/refreshusermoney': () => kit.envelope(noMobile) });
  await page.getByText('请先验证手机号码，再进行提现操作！').waitFor();
  await page.waitForTimeout(400);
  await shoot(page, 'withdraw-no-mobile', suffix, false);
  await page.getByRole('button', { name: '确定' }).click();
  await page.waitForTimeout(500);
  console.log('after the alert:', new URL(page.url()).hash);
  await page.close();
  await noMobileContext.close();

  // /assets: deposit records (type 0).
  const assetsContext = await newContext();
  page = await open(assetsContext, '/assets?type=0');
  await page.getByText('没有更多记录了').waitFor();
  console.log('balancelist polls in 7 s (expect 2-3):', await countRequests(page, '/api/balancelist', 7000));
  await shoot(page, 'assets', suffix);
  // The transfer popup of AG真人 with an amount.
  await page.getByRole('button', { name: '转账' }).nth(1).click();
  await page.waitForTimeout(500);
  await page.getByPlaceholder('请输入转账金额').fill('100');
  await page.waitForTimeout(200);
  await shoot(page, 'assets-transfer-popup', suffix, false);
  await page.getByRole('option', { name: '转出' }).click();
  await page.getByPlaceholder('请输入转账金额').fill('200');
  await page.getByRole('button', { name: '确认转账' }).click();
  await page.waitForTimeout(300);
  await shoot(page, 'assets-transfer-validation', suffix, false);
  await page.getByPlaceholder('请输入转账金额').fill('50');
  await page.getByRole('button', { name: '确认转账' }).click();
  await page.waitForTimeout(400);
  await shoot(page, 'assets-transfer-success', suffix, false);
  await page.close();

  for (const [type, name] of [
    [1, 'assets-withdraw-records'],
    [2, 'assets-transfer-in-records'],
    [3, 'assets-transfer-out-empty'],
    [4, 'assets-bet-records'],
  ]) {
    page = await open(assetsContext, `/assets?type=${type}`);
    await page.waitForTimeout(300);
    await shoot(page, name, suffix);
    await page.close();
  }

  // 一键回收 and the transfer-mode switch: the server's messages.
  page = await open(assetsContext, '/assets');
  await page.getByRole('button', { name: '一键回收' }).click();
  await page.getByText('回收成功').waitFor();
  await page.waitForTimeout(2200);
  await page.getByRole('switch').click();
  await page.getByText('操作成功！').waitFor();
  await page.waitForTimeout(300);
  await shoot(page, 'assets-transfer-mode', suffix, false);
  member.transferstatus = 0;
  await page.close();

  // Infinite scroll: 15 rows a page, page 2 asked for when the end comes into view.
  const pagedRow = (pageNo, index) => ({
    amount: '100.00',
    created_at: '2026-03-01 12:00:00',
    pay_way: `在线支付 第${pageNo}页 #${index + 1}`,
    out_trade_no: `D${pageNo}${String(index).padStart(3, '0')}`,
    state: 1,
  });
  page = await open(assetsContext, '/assets?type=0', {
    '/api/gettransrecord': (request) => {
      const pageNo = Number(request.postDataJSON().page);
      const rows = Array.from({ length: pageNo === 1 ? 15 : 4 }, (_, index) => pagedRow(pageNo, index));
      return kit.envelope({ current_page: pageNo, data: rows, last_page: 2, per_page: 15, total: 19 });
    },
  });
  await page.mouse.wheel(0, 6000);
  await page.getByText('第2页 #4').waitFor();
  await page.getByText('没有更多记录了').scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await shoot(page, 'assets-records-end', suffix, false);
  await page.close();

  // Filters open on the bet tab.
  page = await open(assetsContext, '/assets?type=4');
  await page.getByText('全部平台').first().click();
  await page.waitForTimeout(400);
  await shoot(page, 'assets-platform-filter', suffix, false);
  await page.close();

  // The balance poll refused: its message once, an error state, polling stopped.
  page = await open(assetsContext, '/assets', {
    '/api/balancelist': () => kit.envelope(null, 503, '游戏平台维护中，请稍后再试'),
  });
  await page.waitForTimeout(200);
  await shoot(page, 'assets-balances-error', suffix, false);
  console.log(
    'balancelist polls in 7 s after a refusal (expect 0):',
    await countRequests(page, '/api/balancelist', 7000),
  );
  await page.close();
  await assetsContext.close();
}

await kit.withChromium((browser) => kit.atPhoneSizes(wide, (viewport, suffix) => run(browser, viewport, suffix)));
