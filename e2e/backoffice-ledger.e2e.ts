import { describe, expect, it } from 'vitest';
import { expectHash, useBackOffice, waitForQuiet } from './backoffice-harness';
import { screenshot } from './harness';

/**
 * The ledger check from the back office (decision 0020): the staff member starts it, the page
 * follows the background run's progress and shows who started it, when, and the result; the
 * result is still there after a reload (it is a stored run, not the answer of one request).
 */

const UI = {
  runCheck: '运行账本检查',
  passed: '通过',
  startedBy: '发起人',
  allPassed: '全部不变量通过',
};

describe('back office: ledger check', () => {
  const { desktopPage, phonePage, signInStaff } = useBackOffice();

  it('starts the check, follows its progress to the result, and keeps the result after a reload', async () => {
    const page = await desktopPage();
    await signInStaff(page);
    await page.goto(page.url().replace(/#.*$/, '#/finance/ledger'));
    await expectHash(page, '#/finance/ledger');
    const start = page.getByRole('button', { name: UI.runCheck, exact: true });
    await start.waitFor({ state: 'visible' });
    await start.click();
    await page.getByText(UI.allPassed, { exact: true }).waitFor({ state: 'visible', timeout: 30_000 });
    await expect.poll(() => page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await page.getByRole('main').getByText('boss', { exact: true }).waitFor({ state: 'visible' });
    await waitForQuiet(page);
    await screenshot(page, 'backoffice-ledger-check-1280');

    await page.reload();
    await page.getByText(UI.allPassed, { exact: true }).waitFor({ state: 'visible' });
    expect(await page.getByText(UI.passed, { exact: true }).count()).toBeGreaterThan(0);

    const phone = await phonePage();
    await signInStaff(phone);
    await phone.goto(phone.url().replace(/#.*$/, '#/finance/ledger'));
    await phone.getByText(UI.allPassed, { exact: true }).waitFor({ state: 'visible' });
    await phone.getByText(UI.startedBy, { exact: true }).waitFor({ state: 'visible' });
    await waitForQuiet(phone);
    await screenshot(phone, 'backoffice-ledger-check-375');
  });
});
