import type { Page } from 'playwright-core';

/**
 * Types `query` into the open search dialog and waits until its results are in: the box holds the
 * query and the status line gives a count (not "Searching…").
 */
export async function search(page: Page, query: string): Promise<void> {
  await page.locator('dialog.dg-search [role="combobox"]').fill(query);
  await page.waitForFunction(
    (q) => {
      const box = document.querySelector<HTMLInputElement>('dialog.dg-search [role="combobox"]');
      const status = document.querySelector('dialog.dg-search [role="status"]')?.textContent ?? '';
      return box?.value === q && status !== '' && !/…$/.test(status);
    },
    query,
    { timeout: 15_000 },
  );
}
