/** @jest-environment node */
import { GUEST_USER, type FirstPaintRequest, type PageFirstPaint } from '@storefront/shared-kernel';
import { renderShell } from './first-paint';

const base64Url = (text: string) => Buffer.from(text).toString('base64url');
const makeToken = (exp: number) =>
  `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify({ sub: '5', exp }))}.signature`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

const buyer = { ...GUEST_USER, idCustomer: 5, userId: 5, companyNm: 'Acme Kitchens', firstname: 'Dana' };
const page: PageFirstPaint = {
  html: '<section data-testid="drawn-page">Steel Pot</section>',
  answers: { 'products:steel': { total: 1 } },
};

const request = (pathname: string, token: string | null): FirstPaintRequest => ({
  pathname,
  search: '?keyword=steel',
  user: token ? buyer : null,
  token,
  // The shell's own calls (menu, cart) run in effects, which a server render never runs.
  callApi: () => Promise.reject(new Error('the shell makes no call while drawn')),
});

describe('the shell first paint', () => {
  it('draws the header for the buyer and the remote’s page inside its area, with the page’s answers', async () => {
    const painted = await renderShell(request('/search', makeToken(nowSeconds() + 3600)), page);
    expect(painted?.answers).toEqual(page.answers);
    const html = painted?.html ?? '';
    expect(html).toContain('Welcome, Acme Kitchens · Dana');
    expect(html).toMatch(
      /<main id="main" tabindex="-1"><div class="[^"]*" data-boundary="catalog" data-remote-status="first-paint"><section data-testid="drawn-page">Steel Pot<\/section><\/div><\/main>/,
    );
    expect(html).toContain('Logout');
    // Nothing in it takes a click or a keystroke before the browser's render replaces it.
    expect(html).toMatch(/^<fieldset disabled="" class="first-paint">.*<\/fieldset>$/s);
  });

  it('draws a visitor’s shell on a public page', async () => {
    const painted = await renderShell(request('/', null), page);
    expect(painted?.html).toContain('Sign In');
    expect(painted?.html).not.toContain('Welcome,');
  });

  it.each([
    ['no session', null],
    ['an expired session', makeToken(nowSeconds() - 60)],
  ])('draws nothing for a guarded page with %s, which the browser would not show', async (_case, token) => {
    await expect(renderShell(request('/search', token), page)).resolves.toBeNull();
  });

  it('draws nothing where no remote owns the path (the host’s not-found page)', async () => {
    await expect(renderShell(request('/no-such-page', makeToken(nowSeconds() + 3600)), page)).resolves.toBeNull();
  });
});
