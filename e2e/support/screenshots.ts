import path from 'node:path';
import type { Page } from '@playwright/test';

/** The widths the layout is checked at: desktop, the 768 px tablet break and a 375 px phone. */
export const SCREEN_WIDTHS = [1280, 768, 375] as const;

export const SCREENSHOT_DIR = path.resolve(__dirname, '../../node_modules/.cache/e2e-screenshots');

/**
 * Takes a full-page screenshot of the current page at each width (for a person to look at; the
 * files land in node_modules/.cache/e2e-screenshots). Returns their paths.
 */
export async function screenshotAtWidths(page: Page, name: string): Promise<string[]> {
  const files: string[] = [];
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const file = path.join(SCREENSHOT_DIR, `${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    files.push(file);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  return files;
}
