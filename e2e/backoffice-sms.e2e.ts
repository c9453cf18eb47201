import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { type Envelope, expectHash, useBackOffice, waitForQuiet } from './backoffice-harness';
import { screenshot } from './harness';

/**
 * SMS providers in the back office (issue #21, decision 0033): the outbox is the current provider
 * at first; staff add an Alibaba Cloud provider (the secret shown only as its last 4), make it
 * current and go back to the outbox, and open the test dialog and the delivery records. No
 * message is sent here: the real provider is never called from a test.
 */

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/h6-sms';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

const PROVIDER = {
  name: 'E2E 阿里云',
  keyId: 'LTAI5tE2eKeyId',
  secret: 'e2e-aliyun-secret-7Q2k',
  sign: 'E2E站',
  templates: ['SMS_700001', 'SMS_700002', 'SMS_700003'],
};

describe.skipIf(!inject('chromiumAvailable'))('back office: SMS providers', () => {
  const backOffice = useBackOffice();

  it('adds an Alibaba Cloud provider, makes it current, goes back to the outbox', async () => {
    const page = await backOffice.desktopPage();
    await backOffice.signInStaff(page);
    await page.goto(`${backOffice.baseUrl}/admin/#/content/sms-providers`);
    await expectHash(page, '#/content/sms-providers');
    await page.getByText('站内发件箱（演示）', { exact: true }).waitFor({ state: 'visible' });
    await waitForQuiet(page, { loaded: true });
    await shot(page, 'sms-providers-empty-1280');

    await page.getByRole('button', { name: '新增通道' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '新增通道' });
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('请填写密钥', { exact: true }).first().waitFor({ state: 'visible' });
    await dialog.getByLabel('名称', { exact: true }).fill(PROVIDER.name);
    await dialog.getByLabel('AccessKey ID / SecretId', { exact: true }).fill(PROVIDER.keyId);
    await dialog.getByLabel('密钥（AccessKey Secret / SecretKey）', { exact: true }).fill(PROVIDER.secret);
    await dialog.getByLabel('短信签名', { exact: true }).fill(PROVIDER.sign);
    await dialog.getByLabel('注册模板 ID', { exact: true }).fill(PROVIDER.templates[0]!);
    await dialog.getByLabel('短信登录模板 ID', { exact: true }).fill(PROVIDER.templates[1]!);
    await dialog.getByLabel('绑定手机模板 ID', { exact: true }).fill(PROVIDER.templates[2]!);
    await shot(page, 'sms-provider-form-1280');
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/admin/sms-providers') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: '保存' }).click();
    const body = await (await created).text();
    expect((JSON.parse(body) as Envelope).code).toBe(200);
    expect(body).not.toContain(PROVIDER.secret);
    const row = page.getByRole('row').filter({ hasText: PROVIDER.name });
    await row.getByText('已设置 ····7Q2k', { exact: true }).waitFor({ state: 'visible' });
    await row.getByText('未启用', { exact: true }).waitFor({ state: 'visible' });

    await row.getByRole('button', { name: '设为当前通道' }).click();
    await page
      .getByRole('tooltip')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await row.getByText('使用中', { exact: true }).waitFor({ state: 'visible' });
    await page.getByText(PROVIDER.name, { exact: true }).first().waitFor({ state: 'visible' });
    await waitForQuiet(page, { loaded: true });
    await shot(page, 'sms-providers-active-1280');
    await screenshot(page, 'sms-providers-1280');

    // The test dialog (not sent: no test reaches a real provider).
    await row.getByRole('button', { name: '测试短信' }).click();
    const test = page.getByRole('dialog').filter({ hasText: '发送测试短信' });
    await test.getByLabel('手机号', { exact: true }).fill('1380000');
    await test.getByRole('button', { name: '发送' }).click();
    await test.getByText('请输入正确的11位手机号', { exact: true }).waitFor({ state: 'visible' });
    await shot(page, 'sms-provider-test-dialog-1280');
    await test.getByRole('button', { name: /取\s*消|Cancel/ }).click();

    await page.getByRole('button', { name: '改用站内发件箱' }).click();
    await page
      .getByRole('tooltip')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await row.getByText('未启用', { exact: true }).waitFor({ state: 'visible' });

    await page.goto(`${backOffice.baseUrl}/admin/#/content/sms-deliveries`);
    await page.getByRole('heading', { name: '短信发送记录' }).waitFor({ state: 'visible' });
    await waitForQuiet(page, { loaded: true });
    await shot(page, 'sms-deliveries-empty-1280');
  });
});
