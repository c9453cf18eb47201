import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  api,
  type BackOffice,
  type Envelope,
  expectHash,
  okData,
  useBackOffice,
  waitForQuiet,
} from './backoffice-harness';
import { E2E_SMS_CODE, screenshot } from './harness';
import { registerByApi, seedSession } from './member-site';

/**
 * Payouts end to end (decision 0031): a fresh member with three pending withdrawals; a staff member
 * selects them in the withdrawals queue and approves them in bulk (the confirmation sums them),
 * sends one to the payout sandbox, a person marks it paid on the sandbox page, the signed callback
 * settles it, and the member's withdraw records show 已到账 for it and 处理中 for the others.
 */

const SHOTS = '/work/shots/payouts';
const AMOUNTS = ['120.00', '130.00', '150.00'] as const;
const TOTAL = '400.00';
const PAY_PASSWORD = '246810';

interface Prepared {
  username: string;
  token: string;
  orders: string[];
}

async function prepare(backOffice: BackOffice): Promise<Prepared> {
  const { baseUrl } = backOffice;
  const member = await registerByApi(baseUrl, 'po');
  // A verified mobile (the fixed e2e SMS code), a bank card, money from a back-office credit.
  const mobile = `139${String(Date.now()).slice(-8)}`;
  okData(await api(baseUrl, 'GET', `/api/registerNote?mobile=${mobile}`), 'sms');
  okData(
    await api(baseUrl, 'POST', '/api/checkMobileCode', member.token, { mobile, auth_code: E2E_SMS_CODE }),
    'bind mobile',
  );
  okData(
    await api(baseUrl, 'POST', '/api/bindcard', member.token, {
      bank: '中国工商银行',
      bank_owner: '张三',
      bank_address: '上海浦东支行',
      bank_no: `62220212${String(Date.now()).slice(-11)}`,
      pay_pass: PAY_PASSWORD,
    }),
    'bind card',
  );
  const staff = await backOffice.staffToken();
  const found = okData(
    await api<{ data: { id: number; username: string }[] }>(
      baseUrl,
      'GET',
      `/api/admin/members?username=${member.username}`,
      staff,
    ),
    'member search',
  );
  const memberId = found.data[0]?.id;
  expect(memberId).toBeDefined();
  okData(
    await api(baseUrl, 'POST', `/api/admin/members/${memberId}/adjustments`, staff, {
      direction: 'credit',
      amount: '1000.00',
      reason: 'e2e：出款测试资金',
      turnover_multiple: 0,
    }),
    'credit',
  );
  const types = okData(
    await api<{ type: number; info?: { id: number }[] }[]>(baseUrl, 'POST', '/api/gerWithdrawType', member.token, {}),
    'withdraw types',
  );
  const cardId = types.find((entry) => entry.type === 1)?.info?.[0]?.id;
  const orders: string[] = [];
  for (const amount of AMOUNTS) {
    const created = okData(
      await api<{ order_no: string }>(baseUrl, 'POST', '/api/withdraw', member.token, {
        type: 1,
        bank: cardId,
        amount,
        password: PAY_PASSWORD,
      }),
      `withdraw ${amount}`,
    );
    orders.push(created.order_no);
  }
  return { username: member.username, token: member.token, orders };
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

describe.skipIf(!inject('chromiumAvailable'))('payouts: bulk approval and a sandbox payout', () => {
  const backOffice = useBackOffice();
  let prepared: Prepared;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    prepared = await prepare(backOffice);
  });

  it('bulk-approves three withdrawals, pays one through the sandbox, and the member sees 已到账', async () => {
    const { baseUrl } = backOffice;
    const page = await backOffice.desktopPage();
    await backOffice.signInStaff(page);
    await page.goto(`${baseUrl}/admin/#/finance/withdrawals?state=1&username=${prepared.username}`);
    const rows = prepared.orders.map((orderNo) => page.getByRole('row', { name: new RegExp(orderNo) }));
    for (const row of rows) await row.waitFor({ state: 'visible' });

    // Select the three and approve them in bulk: the confirmation sums what will move.
    for (const row of rows) await row.getByRole('checkbox').check();
    await page.getByText(`已选 3 笔，共 ${TOTAL} 元`, { exact: true }).waitFor({ state: 'visible' });
    await waitForQuiet(page);
    await shot(page, 'withdrawals-selected-1280');
    await page.getByRole('button', { name: '批量通过', exact: true }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '批量通过 3 笔提现' });
    await dialog.getByText(`共 3 笔，合计 ${TOTAL} 元。`, { exact: true }).waitFor({ state: 'visible' });
    await shot(page, 'withdrawals-bulk-confirm-1280');
    const bulkAnswer = page.waitForResponse((response) => response.url().endsWith('/withdrawals/bulk-approve'));
    await dialog.getByRole('button', { name: '批量通过' }).click();
    const bulk = (await (await bulkAnswer).json()) as Envelope<{ done: number; done_amount: string }>;
    expect(bulk.data).toMatchObject({ done: 3, done_amount: TOTAL });
    await page.getByText(bulk.message, { exact: true }).waitFor({ state: 'visible' });
    for (const row of rows) await row.waitFor({ state: 'detached' });

    // The approved ones await payout: send the first to the sandbox channel.
    await page.goto(`${baseUrl}/admin/#/finance/withdrawals?state=2&username=${prepared.username}`);
    await expectHash(page, /state=2/);
    const first = page.getByRole('row', { name: new RegExp(prepared.orders[0]!) });
    await first.getByText('待出款', { exact: true }).first().waitFor({ state: 'visible' });
    await waitForQuiet(page);
    await shot(page, 'withdrawals-awaiting-payout-1280');
    await first.getByRole('button', { name: '代付', exact: true }).click();
    const send = page.getByRole('dialog').filter({ hasText: '提交代付' });
    await send.getByText('演示代付沙箱（演示沙箱）').waitFor({ state: 'visible' });
    await shot(page, 'send-payout-dialog-1280');
    const sendAnswer = page.waitForResponse((response) => response.url().endsWith('/send-payout'));
    await send.getByRole('button', { name: '代付', exact: true }).click();
    const sent = (await (await sendAnswer).json()) as Envelope<{ payout_state: number }>;
    expect(sent.data.payout_state).toBe(1);
    await first.getByText('代付处理中', { exact: true }).first().waitFor({ state: 'visible' });

    // A person marks it paid on the sandbox page; the sandbox sends the signed callback.
    const sandbox = await backOffice.desktopPage();
    await sandbox.goto(`${baseUrl}/sandbox-payout`);
    const sandboxRow = sandbox.getByRole('row').filter({ hasText: AMOUNTS[0] });
    await sandboxRow.first().waitFor({ state: 'visible' });
    await shot(sandbox, 'payout-sandbox-1280');
    await sandboxRow.first().getByRole('button', { name: '到账', exact: true }).click();
    await sandbox.getByText('已处理，回调已送达网站', { exact: true }).waitFor({ state: 'visible' });

    await page.reload();
    const paidRow = page.getByRole('row', { name: new RegExp(prepared.orders[0]!) });
    await paidRow.getByText('已出款', { exact: true }).first().waitFor({ state: 'visible' });
    await waitForQuiet(page, { loaded: true });
    await shot(page, 'withdrawals-paid-1280');
    await screenshot(page, 'payouts-withdrawals-1280');

    // The member's withdraw records: 已到账 for the paid one, 处理中 for the two awaiting payout.
    const member = await backOffice.phonePage();
    const info = okData(await api(baseUrl, 'POST', '/api/refreshusermoney', prepared.token, {}), 'user info');
    await seedSession(member, prepared.token, info);
    await member.goto(`${baseUrl}/#/assets?type=1`);
    const records = member.locator('li.record-row');
    await records
      .filter({ hasText: prepared.orders[0]! })
      .getByText('已到账', { exact: true })
      .waitFor({ state: 'visible' });
    await records
      .filter({ hasText: prepared.orders[1]! })
      .getByText('处理中', { exact: true })
      .waitFor({ state: 'visible' });
    await records.filter({ hasText: prepared.orders[0]! }).scrollIntoViewIfNeeded();
    await shot(member, 'member-withdraw-records-375');

    // The payout channels page (finance): the seeded sandbox and manual channels.
    await page.goto(`${baseUrl}/admin/#/finance/payout-channels`);
    await page.getByText('演示代付沙箱', { exact: true }).waitFor({ state: 'visible' });
    await waitForQuiet(page, { loaded: true });
    await shot(page, 'payout-channels-1280');
  });
});
