import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, type Envelope, expectHash, okData, useBackOffice, waitForQuiet } from './backoffice-harness';
import { screenshot, SCREENSHOT_DIR } from './harness';
import { bindPhoneByApi, expectToast, registerByApi, seedSession } from './member-site';

/**
 * Agent application end-to-end (spec-2 §2 /applyagent, §5; spec-1 §2 account settings; decision
 * 0028): a fresh member opens /applyagent without a bound phone (the dialog sends them to bind it),
 * binds it, applies (the spec's messages first), sees the pending state; staff approve in the back
 * office's 代理申请 queue with a plan and a rate; the member's page and account settings then show
 * agent login. A second fresh member is refused and sees the reason.
 */

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/work/shots/agents-apply';

async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  try {
    mkdirSync(SHOTS_DIR, { recursive: true });
    copyFileSync(path.join(SCREENSHOT_DIR, `${name}.png`), path.join(SHOTS_DIR, `${name}.png`));
  } catch {
    // a copy for a person to look at
  }
}

const freshPhone = (prefix: string) => `${prefix}${String(Date.now()).slice(-8)}`;

describe.skipIf(!inject('chromiumAvailable'))('agent application', () => {
  const backOffice = useBackOffice();

  async function freshMemberPage(): Promise<{ page: Page; token: string; username: string }> {
    const { baseUrl } = backOffice;
    const member = await registerByApi(baseUrl, 'ag');
    const user = okData(await api(baseUrl, 'POST', '/api/user', member.token), 'user');
    const page = await backOffice.phonePage();
    await seedSession(page, member.token, user);
    return { page, token: member.token, username: member.username };
  }

  async function bindPhone(token: string, phone: string): Promise<void> {
    const { baseUrl } = backOffice;
    await bindPhoneByApi(baseUrl, token, phone);
    const status = okData(
      await api<{ mobile_bound: boolean }>(baseUrl, 'GET', '/api/agent-application', token),
      'status',
    );
    expect(status.mobile_bound).toBe(true);
  }

  it('a fresh member applies, staff approve, the account settings show agent login', async () => {
    const { baseUrl } = backOffice;
    const { page, token, username } = await freshMemberPage();

    // No bound phone: the dialog of the spec, whose button goes to the bind-phone page.
    await page.goto(`${baseUrl}/#/applyagent`);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('请先绑定手机号，绑定手机号后才能设置资金密码').waitFor({ state: 'visible' });
    await shot(page, 'agents-apply-bind-dialog-375');
    await dialog.getByRole('button', { name: '去设置' }).click();
    await expectHash(page, '#/modifyPhone');

    await bindPhone(token, freshPhone('137'));
    await page.goto(`${baseUrl}/#/applyagent`);
    await page.getByText('您还没有提交过代理申请').waitFor({ state: 'visible' });
    // The name field is read-only and shows the real name given at registration.
    const name = page.getByRole('textbox', { name: '姓名', exact: true });
    expect(await name.inputValue()).toBe('张三');
    expect(await name.getAttribute('readonly')).not.toBeNull();
    await shot(page, 'agents-apply-form-375');

    const submit = page.getByRole('button', { name: '确认申请' });
    await page.getByRole('textbox', { name: '联系电话', exact: true }).fill('12345');
    await submit.click();
    await expectToast(page, '请输入正确手机号');
    await page.getByRole('textbox', { name: '联系电话', exact: true }).fill('13912345678');
    await submit.click();
    await expectToast(page, '请输入申请理由');
    await page
      .getByRole('textbox', { name: '申请理由', exact: true })
      .fill('我在本地有三百多位玩家朋友，可以带来稳定的团队');
    const answer = page
      .waitForResponse((response) => new URL(response.url()).pathname === '/api/applyagentdo')
      .then(async (response) => (await response.json()) as Envelope);
    await submit.click();
    const applied = await answer;
    expect(applied.code, applied.message).toBe(200);
    await expectToast(page, '申请已提交，请耐心等待审核');
    await page.getByText('申请审核中').waitFor({ state: 'visible' });
    await page.getByText('139****5678').waitFor({ state: 'visible' });
    await shot(page, 'agents-apply-pending-375');

    // Staff approve in the queue with the default plan and a rate.
    const desk = await backOffice.desktopPage();
    await backOffice.signInStaff(desk);
    await desk.goto(`${baseUrl}/admin/#/agents/applications`);
    const row = desk.getByRole('row').filter({ hasText: username });
    await row.waitFor({ state: 'visible' });
    await waitForQuiet(desk, { loaded: true });
    await shot(desk, 'agents-applications-1280');
    await row.getByRole('button', { name: `通过 ${username}` }).click();
    const approveDialog = desk.getByRole('dialog');
    await approveDialog.getByText(`通过 ${username} 的代理申请`).waitFor({ state: 'visible' });
    await approveDialog.getByRole('combobox').click();
    await desk.locator('.ant-select-item-option').filter({ hasText: '周结·流水返佣' }).click();
    await approveDialog.getByLabel('返佣比例 %').fill('1.00');
    await approveDialog.getByText('不超过方案上限 1.50%').waitFor({ state: 'visible' });
    await shot(desk, 'agents-approve-dialog-1280');
    await approveDialog.getByRole('button', { name: /通\s?过/ }).click();
    await desk.getByText('已通过，会员已成为代理').waitFor({ state: 'visible' });

    // The agents list shows the new top agent.
    await desk.goto(`${baseUrl}/admin/#/agents`);
    await desk.getByRole('row').filter({ hasText: username }).waitFor({ state: 'visible' });
    await waitForQuiet(desk, { loaded: true });
    await shot(desk, 'agents-list-1280');

    // The member's page and account settings show agent login.
    // The member still has /applyagent open (the same address: goto alone would not reload it).
    await page.reload();
    await page.getByText('您已是代理').waitFor({ state: 'visible' });
    await shot(page, 'agents-apply-approved-375');
    await page.goto(`${baseUrl}/#/accountCenter`);
    await page.getByText('代理登录', { exact: true }).waitFor({ state: 'visible' });
    expect(await page.getByText('申请代理', { exact: true }).count()).toBe(0);
    await shot(page, 'agents-account-center-agent-375');
  });

  it('a refused member sees the reason and may apply again; plans page', async () => {
    const { baseUrl } = backOffice;
    const { page, token, username } = await freshMemberPage();
    // The state call failing: the error state with a retry, which then shows the page.
    await page.route('**/api/agent-application', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 503, message: '服务暂不可用，请稍后再试', msg: '', data: null }),
      }),
    );
    await page.goto(`${baseUrl}/#/applyagent`);
    await page.getByText('申请状态加载失败').waitFor({ state: 'visible' });
    await shot(page, 'agents-apply-error-375');
    await page.unroute('**/api/agent-application');
    await bindPhone(token, freshPhone('136'));
    await page.getByRole('button', { name: /重试|重新加载|retry/i }).click();
    await page.getByText('您还没有提交过代理申请').waitFor({ state: 'visible' });
    okData(
      await api(baseUrl, 'POST', '/api/applyagentdo', token, { mobile: '13612345678', apply_info: '想试试' }),
      'apply',
    );
    const staff = await backOffice.staffToken();
    const status = okData(
      await api<{ application: { id: string } }>(baseUrl, 'GET', '/api/agent-application', token),
      'status',
    );
    okData(
      await api(baseUrl, 'POST', `/api/admin/agents/applications/${status.application.id}/refuse`, staff, {
        reason: '暂无推广渠道说明',
      }),
      'refuse',
    );
    await page.reload();
    await page.getByText('申请未通过').waitFor({ state: 'visible' });
    await page.getByText('原因：暂无推广渠道说明').waitFor({ state: 'visible' });
    await page.getByRole('button', { name: '确认申请' }).waitFor({ state: 'visible' });
    await shot(page, 'agents-apply-refused-375');
    expect(username).toBeTruthy();

    const desk = await backOffice.desktopPage();
    await backOffice.signInStaff(desk);

    // Staff make two fresh members agents: one at the top (through the 添加代理 dialog), one under it.
    const top = await registerByApi(baseUrl, 'tp');
    const sub = await registerByApi(baseUrl, 'sb');
    await desk.goto(`${baseUrl}/admin/#/agents`);
    await desk.getByRole('button', { name: '添加代理' }).click();
    const createDialog = desk.getByRole('dialog');
    await createDialog.getByLabel('会员账号').fill(top.username);
    await createDialog.getByRole('combobox').click();
    await desk.locator('.ant-select-item-option').filter({ hasText: '周结·流水返佣' }).click();
    await createDialog.getByLabel('返佣比例 %').fill('1.20');
    await createDialog.getByRole('button', { name: /保\s?存/ }).click();
    await desk.getByText('已保存').first().waitFor({ state: 'visible' });
    const topRow = desk.getByRole('row').filter({ hasText: top.username });
    await topRow.waitFor({ state: 'visible' });
    const topId = (await topRow.getByText(/^#\d+$/).innerText()).slice(1);
    okData(
      await api(baseUrl, 'POST', '/api/admin/agents', staff, {
        username: sub.username,
        rate: '0.60',
        parent_member_id: topId,
      }),
      'sub-agent',
    );
    // A sub-agent's rate must stay below its parent's.
    const tooHigh = await api(baseUrl, 'POST', '/api/admin/agents', staff, {
      username: username,
      rate: '1.20',
      parent_member_id: topId,
    });
    expect(tooHigh.message).toBe('返佣比例必须低于上级代理的 1.20%');
    await desk.reload();
    await topRow.getByRole('button', { name: /展开行|Expand row/ }).click();
    await desk.getByText(`${top.username} 的下级代理`).waitFor({ state: 'visible' });
    await desk.locator('tr.ant-table-row').filter({ hasText: sub.username }).waitFor({ state: 'visible' });
    await waitForQuiet(desk, { loaded: true });
    await shot(desk, 'agents-tree-1280');

    await desk.goto(`${baseUrl}/admin/#/agents/plans`);
    await desk.getByText('月结·净输赢分成').waitFor({ state: 'visible' });
    await waitForQuiet(desk, { loaded: true });
    await shot(desk, 'agents-plans-1280');
    await desk.getByRole('button', { name: '编辑 月结·净输赢分成' }).click();
    await desk.getByRole('dialog').getByLabel('最高返佣比例 %').waitFor({ state: 'visible' });
    await shot(desk, 'agents-plan-editor-1280');
  });
});
