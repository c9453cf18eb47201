import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, expectHash, okData, useBackOffice, waitForQuiet } from './backoffice-harness';
import { screenshot } from './harness';
import { bindPhoneByApi, depositAndPlaySicBo, expectToast, registerByApi, seedSession } from './member-site';

/**
 * The agent programme from end to end (issue #17): a fresh member applies on /applyagent, staff
 * approve in the back office (weekly valid-bet plan, 1.00 %), a member registers with the new
 * agent's pid, deposits 100.00 and plays two sic-bo rounds of 10.00; the agent opens the portal from
 * /gamePage?dailiD=1 and sees that deposit and bet. Then the server starts again on the same data a
 * week later (TEST_CLOCK_AT): the week is over, staff settle it in 佣金单, and the agent's main
 * balance holds the commission, 20.00 × 1.00 % = 0.20, shown in the portal as paid.
 */

const DAY_MS = 86_400_000;

describe.skipIf(!inject('chromiumAvailable'))('agent programme end to end', () => {
  const backOffice = useBackOffice();

  async function memberPage(token: string): Promise<Page> {
    const user = okData(await api(backOffice.baseUrl, 'POST', '/api/user', token), 'user');
    const page = await backOffice.phonePage();
    await seedSession(page, token, user);
    return page;
  }

  it('apply, approve, the team plays, the portal shows it, the week settles and the commission is paid', async () => {
    const agent = await registerByApi(backOffice.baseUrl, 'fa');
    await bindPhoneByApi(backOffice.baseUrl, agent.token, `135${String(Date.now()).slice(-8)}`);
    const agentId = String(
      okData(await api<{ id: number }>(backOffice.baseUrl, 'POST', '/api/user', agent.token), 'user').id,
    );

    // The member applies on /applyagent.
    let page = await memberPage(agent.token);
    await page.goto(`${backOffice.baseUrl}/#/applyagent`);
    await page.getByText('您还没有提交过代理申请').waitFor({ state: 'visible' });
    await page.getByRole('textbox', { name: '联系电话', exact: true }).fill('13912345678');
    await page.getByRole('textbox', { name: '申请理由', exact: true }).fill('身边有不少喜欢娱乐的朋友，想带团队');
    await page.getByRole('button', { name: '确认申请' }).click();
    await expectToast(page, '申请已提交，请耐心等待审核');
    await page.getByText('申请审核中').waitFor({ state: 'visible' });

    // Staff approve with the weekly valid-bet plan at 1.00 %.
    const desk = await backOffice.desktopPage();
    await backOffice.signInStaff(desk);
    await desk.goto(`${backOffice.baseUrl}/admin/#/agents/applications`);
    const row = desk.getByRole('row').filter({ hasText: agent.username });
    await row.waitFor({ state: 'visible' });
    await waitForQuiet(desk, { loaded: true });
    await row.getByRole('button', { name: `通过 ${agent.username}` }).click();
    const approve = desk.getByRole('dialog');
    await approve.getByRole('combobox').click();
    await desk.locator('.ant-select-item-option').filter({ hasText: '周结·流水返佣' }).click();
    await approve.getByLabel('返佣比例 %').fill('1.00');
    await approve.getByRole('button', { name: /通\s?过/ }).click();
    await desk.getByText('已通过，会员已成为代理').waitFor({ state: 'visible' });

    // A member registers with the agent's pid, deposits and plays.
    const player = await registerByApi(backOffice.baseUrl, 'fp', { pid: agentId });
    await depositAndPlaySicBo(backOffice.baseUrl, player.token, 2);

    // The agent opens the portal from /gamePage?dailiD=1 and finds the deposit and the valid bet.
    await page.reload();
    await page.getByText('您已是代理').waitFor({ state: 'visible' });
    await page.goto(`${backOffice.baseUrl}/#/gamePage?dailiD=1`);
    const frame = page.frameLocator('iframe');
    const figure = (label: string) => frame.locator('.money-cell').filter({ hasText: label });
    await expect.poll(() => figure('团队存款').innerText(), { timeout: 20_000 }).toContain('100.00');
    await expect.poll(() => figure('有效投注').innerText()).toContain('20.00');
    await screenshot(page, 'agents-flow-portal-375');

    // A week later the cycle is over: staff settle it in 佣金单. (The pages of the stopped server close first.)
    await Promise.all([page.context().close(), desk.context().close()]);
    await backOffice.restart({ TEST_CLOCK_AT: new Date(Date.now() + 7 * DAY_MS).toISOString() });
    const { baseUrl } = backOffice;
    const staff = await backOffice.desktopPage();
    await backOffice.signInStaff(staff);
    await staff.getByRole('menuitem', { name: '佣金单', exact: true }).click();
    await expectHash(staff, '#/agents/commission');
    await staff.getByRole('combobox', { name: '方案' }).click();
    await staff.getByTitle(/周结·流水返佣/).click();
    await staff.getByRole('button', { name: /结\s?算/ }).click();
    await staff.getByText(/结算完成：生成 \d+ 张佣金单/).waitFor({ state: 'visible' });
    const statement = staff.getByRole('row').filter({ hasText: agent.username });
    await statement.waitFor({ state: 'visible' });
    expect(await statement.innerText()).toContain('0.20');
    expect(await statement.innerText()).toContain('已发放');
    await waitForQuiet(staff, { loaded: true });
    await screenshot(staff, 'agents-flow-statement-1280');

    // The commission is in the agent's main balance, and the portal lists it.
    const balance = await api<{ balance: string }>(baseUrl, 'POST', '/api/balance', agent.token);
    expect(okData(balance, 'balance').balance).toBe('0.20');
    page = await memberPage(agent.token);
    await page.goto(`${baseUrl}/#/gamePage?dailiD=1`);
    const portal = page.frameLocator('iframe');
    await portal.getByText('返佣比例 1.00%').waitFor({ state: 'visible', timeout: 20_000 });
    await portal.getByRole('link', { name: '佣金', exact: true }).click();
    await portal.getByText('0.20').first().waitFor({ state: 'visible', timeout: 20_000 });
    await screenshot(page, 'agents-flow-portal-commission-375');
  });
});
