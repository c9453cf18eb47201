import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** An image the member sees, really loaded (not a broken icon or a placeholder). */
export async function expectImageLoaded(image: Locator): Promise<void> {
  await image.waitFor({ state: 'visible' });
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth), { timeout: 5_000 })
    .toBeGreaterThan(0);
}

/**
 * Waits until a tab is selected and its underline has slid under it (the member sees which tab is
 * on; a screenshot taken mid-slide would show the line between the tabs).
 */
export async function expectTabLineUnder(page: Page, tab: Locator, lineSelector = '.adm-tabs-tab-line'): Promise<void> {
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
  const line = page.locator(lineSelector);
  await expect
    .poll(
      async () => {
        const [tabBox, lineBox] = await Promise.all([tab.boundingBox(), line.boundingBox()]);
        if (!tabBox || !lineBox) return Number.POSITIVE_INFINITY;
        return Math.abs(tabBox.x + tabBox.width / 2 - (lineBox.x + lineBox.width / 2));
      },
      { timeout: 3_000 },
    )
    .toBeLessThan(2);
}
