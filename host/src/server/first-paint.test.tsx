/** @jest-environment node */
import { useId } from 'react';
import {
  GUEST_USER,
  apiKey,
  apiKeyText,
  cartRoutes,
  systemRoutes,
  useStore,
  userStore,
  type DrawingRemote,
  type FirstPaintRequest,
  type RemoteModule,
  type UserInfo,
} from '@storefront/shared-kernel';
import { renderPage, shared, shellAnswers } from './first-paint';

const base64Url = (text: string) => Buffer.from(text).toString('base64url');
const makeToken = (exp: number) =>
  `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify({ sub: '5', exp }))}.signature`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

const buyer = { ...GUEST_USER, idCustomer: 5, userId: 5, companyNm: 'Acme Kitchens', firstname: 'Dana' };

/** The remote's page: who it is drawn for, and an id of its own (drawn as one tree with the shell). */
function SearchPage() {
  const firstname = useStore(userStore, (user: UserInfo) => user.firstname);
  const id = useId();
  return (
    <section data-testid="drawn-page" aria-labelledby={id}>
      <h1 id={id}>{`Steel Pot for ${firstname || 'a visitor'}`}</h1>
    </section>
  );
}

const prepared: { pathname: string; buyer: string | null }[] = [];
/** The catalog's server module as the server hands it to the host: its routes, the paths it draws, its reads. */
const catalog: DrawingRemote = {
  name: 'catalog',
  version: '1.0.0-a',
  module: {
    remote: {
      name: 'catalog',
      packageName: '@storefront/mf-catalog',
      version: '1.0.0',
      kernelRange: '^0.4.0',
      routes: [
        { path: '/', Component: () => <p>Home</p> },
        { path: '/search', Component: SearchPage },
      ],
    } as RemoteModule,
    paintsPath: (pathname) => pathname === '/' || pathname === '/search',
    // Its reads take a moment, as a page's do: the shell's calls answer meanwhile.
    prepare: async ({ pathname }, buyer) => {
      prepared.push({ pathname, buyer: buyer?.firstname ?? null });
      await new Promise((resolve) => setTimeout(resolve, 5));
    },
  },
};

const line = (idCartDtl: number) => ({
  idCartDtl,
  idStyle: `STE-${idCartDtl}`,
  idStyleDtl: 1,
  webTitle: 'Steel Pot',
  price: 10,
  retailPrice: 20,
  totQty: 2,
  subTotal: 20,
  filepath1: '',
  color: '',
  avaQty: 5,
  qtyPerUOM: 1,
  minBuy: 1,
  problem: null,
});
const cartAnswer = { is_success: true, cart: { cartList: [line(1), line(2), line(3)], totalQty: 6, subTotal: 60 } };
const menuAnswer = {
  is_success: true,
  menuList: [{ idWebCate: 7, cateNm: 'Kitchen & Dining', pCode: 0, level: 1, filepath1: '', slug: 'kitchen-dining' }],
};
const promoAnswer = { is_success: true, promoStrip: { visitor: 'Wholesale only: sign in.', buyer: 'Wholesale only.' } };
/** The shell's own answers, as the page carries them (keyed as its components ask). */
const shellKeys = {
  [apiKeyText(apiKey(systemRoutes.getMenu, {}))]: menuAnswer,
  [apiKeyText(apiKey(systemRoutes.getPromoStrip, {}))]: promoAnswer,
};
const calls: { url: string; authorization?: string }[] = [];
type Answer = Awaited<ReturnType<FirstPaintRequest['callApi']>>;

const request = (
  pathname: string,
  token: string | null,
  cart: () => Promise<Answer> = async () => ({ status: 200, body: cartAnswer }),
): FirstPaintRequest => ({
  pathname,
  search: '?keyword=steel',
  user: token ? buyer : null,
  token,
  // The shell asks for the buyer's cart, the menu and the promotional strip.
  callApi: async (_method, url, headers) => {
    if (url.startsWith('/api/system/get-menu')) return { status: 200, body: menuAnswer };
    if (url.startsWith('/api/system/get-promo-strip')) return { status: 200, body: promoAnswer };
    calls.push({ url, authorization: headers.authorization });
    return url.startsWith('/api/cart/get?') ? cart() : { status: 404, body: null };
  },
});

beforeEach(() => {
  calls.length = 0;
  prepared.length = 0;
});

describe('the first paint of a page', () => {
  it('draws the header for the buyer, with their cart’s count, and the remote’s page inside its area', async () => {
    const token = makeToken(nowSeconds() + 3600);
    const painted = await renderPage(request('/search', token), catalog);
    // The shell's answers, and the cart the browser's boot takes so its header shows the same count.
    const cartKey = apiKeyText(apiKey(cartRoutes.getCart, { idCustomer: 5, zipcode: '', idStore: 1 }));
    expect(painted?.answers).toEqual({ ...shellKeys, [cartKey]: cartAnswer });
    // The remote's reads went first, for the buyer as the browser's store holds them.
    expect(prepared).toEqual([{ pathname: '/search', buyer: 'Dana' }]);
    expect(calls).toEqual([
      { url: expect.stringMatching(/^\/api\/cart\/get\?idCustomer=5/), authorization: `Bearer ${token}` },
    ]);
    const html = painted?.html ?? '';
    expect(html).toContain('Welcome, Acme Kitchens · Dana');
    expect(html).toMatch(/data-testid="cart-count">3</);
    // The area as the browser's first render draws it over a drawn page, the page in its Suspense boundary.
    expect(html).toMatch(
      /<main id="main" tabindex="-1"><div data-boundary="catalog" data-remote-status="first-paint" data-remote-version="1.0.0-a" tabindex="-1" class="[^"]*"><!--\$--><section data-testid="drawn-page" aria-labelledby="(_R_\w+_)"><h1 id="\1">Steel Pot for Dana<\/h1><\/section><!--\/\$--><\/div><\/main>/,
    );
    expect(html).toContain('Logout');
    // The menu and the strip as the browser's first render draws them from those answers.
    expect(html).toContain('Kitchen &amp; Dining');
    expect(html).toContain('Wholesale only.');
  });

  it('draws nothing where the remote does not draw the path, or another remote owns it', async () => {
    const token = makeToken(nowSeconds() + 3600);
    await expect(renderPage({ ...request('/brands', token), search: '' }, catalog)).resolves.toBeNull();
    await expect(renderPage(request('/login', token), catalog)).resolves.toBeNull();
    expect(prepared).toEqual([]);
  });

  it('does not wait for a cart that answers after the page: the header keeps its badge without a count', async () => {
    const token = makeToken(nowSeconds() + 3600);
    let answerCart: (answer: Answer) => void = () => {};
    const late = () => new Promise<Answer>((resolve) => (answerCart = resolve));
    const painted = await renderPage(request('/search', token, late), catalog);
    // The browser's header loads the cart as it starts; no count is drawn that could be wrong.
    expect(painted?.answers).toEqual(shellKeys);
    const html = painted?.html ?? '';
    expect(html).toMatch(
      /aria-label="Cart" href="\/cart"[^>]*>Cart<!-- --> <span class="[^"]*" data-testid="cart-count"><\/span>/,
    );
    expect(html).toContain('Steel Pot for Dana');
    answerCart({ status: 200, body: cartAnswer });
  });

  it('draws the page with no count when the cart call fails', async () => {
    const token = makeToken(nowSeconds() + 3600);
    const failing = async (): Promise<Answer> => ({ status: 500, body: { is_success: false, message: 'down' } });
    const painted = await renderPage(request('/search', token, failing), catalog);
    expect(painted?.answers).toEqual(shellKeys);
    expect(painted?.html).toMatch(/data-testid="cart-count"><\/span>/);
  });

  it('draws a visitor’s shell on a public page', async () => {
    const painted = await renderPage({ ...request('/', null), search: '' }, catalog);
    expect(painted?.html).toContain('Sign In');
    expect(painted?.html).not.toContain('Welcome,');
    expect(painted?.html).toContain('Wholesale only: sign in.');
    expect(painted?.html).toContain('<p>Home</p>');
    expect(painted?.answers).toEqual(shellKeys);
    expect(prepared).toEqual([{ pathname: '/', buyer: null }]);
    expect(calls).toEqual([]);
  });

  it("gives the shell's answers alone for a page it does not draw, and leaves out one that fails", async () => {
    await expect(shellAnswers(request('/login', null))).resolves.toEqual(shellKeys);
    const menuDown: FirstPaintRequest = {
      ...request('/login', null),
      callApi: async (_method, url) =>
        url.startsWith('/api/system/get-promo-strip')
          ? { status: 200, body: promoAnswer }
          : { status: 503, body: null },
    };
    await expect(shellAnswers(menuDown)).resolves.toEqual({
      [apiKeyText(apiKey(systemRoutes.getPromoStrip, {}))]: promoAnswer,
    });
  });

  it.each([
    ['no session', null],
    ['an expired session', makeToken(nowSeconds() - 60)],
  ])('draws nothing for a guarded page with %s, which the browser would not show', async (_case, token) => {
    await expect(renderPage(request('/search', token), catalog)).resolves.toBeNull();
    expect(prepared).toEqual([]);
  });

  it('draws nothing where no remote owns the path (the host’s not-found page)', async () => {
    await expect(renderPage(request('/no-such-page', makeToken(nowSeconds() + 3600)), catalog)).resolves.toBeNull();
  });
});

describe("the host's shared libraries", () => {
  it('are every library the bundles share, for the remotes built without them (bar the browser-only client)', () => {
    // The build's list (scripts/webpack/bundle-definitions.cjs): a remote's server module requires each by name.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { SINGLETONS } = require('../../../scripts/webpack/bundle-definitions.cjs') as { SINGLETONS: object };
    const needed = Object.keys(SINGLETONS).filter((name) => name !== 'react-dom/client');
    expect(Object.keys(shared).sort()).toEqual(needed.sort());
  });
});
