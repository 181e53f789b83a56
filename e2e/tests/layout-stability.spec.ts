import { expect, test, type Page, type Request } from '@playwright/test';
import { BuyerApi, leaveCartEmpty } from '../support/checkout-api';
import { signIn } from '../support/session';

/**
 * Every landing page holds still while it loads (docs/product.md §3.7): the layout shifts a page makes
 * with the CPU four times slower (a mid-range phone), summed as the browser's Cumulative Layout Shift,
 * stay at most 0.02, at a phone's width and at a desktop's. Shifts right after input do not count. And
 * nothing is drawn twice: the browser's render takes the page the server drew over, node for node.
 */
const MAX_CLS = 0.02;
const WIDTHS = [412, 1280];
const VISITOR_PAGES = ['/', '/login', '/register', '/brands', '/ecatalog', '/contactus'];

interface Shift {
  value: number;
  at: number;
  sources: string[];
}

/**
 * Records every layout shift of each page the tab loads, from its first byte, with the elements that
 * moved, and slows the CPU four times.
 */
async function watchShifts(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? 'gone');
      const classes = [...node.classList].slice(0, 2).join('.');
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes ? `.${classes}` : ''}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      })[]) {
        if (!entry.hadRecentInput)
          shifts.push({
            value: entry.value,
            at: Math.round(entry.startTime),
            sources: entry.sources.map((s) => describe(s.node)),
          });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // The drawn page as parsed, before any script: its main area and the first element of its page.
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __drawn: Element[] }).__drawn = [
        document.querySelector('main'),
        document.querySelector('[data-boundary] > *'),
      ].filter((element) => element !== null);
    });
  });
}

/** Whether the live page still shows the drawn page's own elements (two of them: it was drawn). */
const keepsDrawnPage = (page: Page) =>
  page.evaluate(() => {
    const drawn = (window as unknown as { __drawn?: Element[] }).__drawn ?? [];
    return drawn.length === 2 && drawn.every((element) => element.isConnected);
  });

/** How long no request may be in flight before a page counts as loaded. */
const QUIET_MS = 500;

/**
 * The page's requests in flight, and when the last one ended: counted here rather than by the browser's
 * own "network idle" event, which a page drawn by the server and streamed in two parts at times never
 * raised (a run waited out its 60 s with every request answered).
 */
function followRequests(page: Page) {
  const inFlight = new Set<Request>();
  let lastEnded = Date.now();
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastEnded = Date.now();
  };
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return { isQuiet: () => inFlight.size === 0 && Date.now() - lastEnded >= QUIET_MS };
}

/** Loads `path` at `width` and returns its shifts once it has settled. */
async function shiftsOf(page: Page, path: string, width: number): Promise<Shift[]> {
  await page.setViewportSize({ width, height: width < 800 ? 915 : 900 });
  const requests = followRequests(page);
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  page.on('pageerror', onError);
  await page.goto(path);
  // Settled: the page's remote has taken it over, nothing is loading, and two frames have been drawn since.
  await page.locator('[data-remote-status="ready"]').first().waitFor();
  await expect.poll(requests.isQuiet, { timeout: 30_000 }).toBe(true);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  page.off('pageerror', onError);
  // Taken over, not drawn again: a part that did not match would be drawn anew and reported as an error.
  expect(errors).toEqual([]);
  expect(await keepsDrawnPage(page)).toBe(true);
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

const expectStill = (shifts: Shift[]) => {
  const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
  // The shifts themselves in the message: what moved, and when.
  expect(cls, JSON.stringify(shifts)).toBeLessThanOrEqual(MAX_CLS);
};

test.describe('landing pages hold still while they load', () => {
  for (const width of WIDTHS)
    for (const path of VISITOR_PAGES)
      test(`a visitor's ${path} at ${width} px`, async ({ page }) => {
        await watchShifts(page);
        expectStill(await shiftsOf(page, path, width));
      });

  for (const width of WIDTHS)
    test(`a buyer's home, search, product and cart pages at ${width} px`, async ({ page }) => {
      await signIn(page);
      await watchShifts(page);
      const api = await BuyerApi.forDemoBuyer(page);
      const [product] = await api.products(1);
      // A cart with a line, as a buyer's usually has: the empty cart is a different page.
      await api.emptyCart();
      await api.addToCart(product!, 1);
      try {
        const paths = ['/', '/search?keyword=rice', `/product?id=${encodeURIComponent(product!.idStyle)}`, '/cart'];
        for (const path of paths)
          await test.step(path, async () => {
            expectStill(await shiftsOf(page, path, width));
          });
      } finally {
        await leaveCartEmpty(page);
      }
    });
});
