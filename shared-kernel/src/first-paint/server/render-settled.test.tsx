/** @jest-environment node */
import { useQuery } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import type { FirstPaintRequest } from '../../contracts/first-paint.contract';
import { systemRoutes } from '../../contracts/system.routes';
import { useApiQuery } from '../../data/api-query';
import { getQueryClient } from '../../data/query-client';
import { fetchCart } from '../../actions/cart-actions';
import { GUEST_USER } from '../../stores/user-store';
import { renderSettled, requestAnswers, runForRequest, storedUserOf } from './server-first-paint';

/** A page whose second read depends on the first's answer, with a read it leaves off and one not of the API. */
function Page() {
  const menu = useApiQuery(systemRoutes.getMenu, {});
  const firstName = (menu.data as unknown as { menuList?: { name: string }[] } | undefined)?.menuList?.[0]?.name;
  const cms = useApiQuery(systemRoutes.getCms, firstName ? { gubun: firstName } : null);
  useApiQuery(systemRoutes.getCode, null);
  useQuery(
    { queryKey: ['arrival', 1], queryFn: () => Promise.reject(new Error('a browser-only query ran')) },
    getQueryClient(),
  );
  const text = (cms.data as unknown as { cms?: { text: string } } | undefined)?.cms?.text;
  return <p>{text ?? 'loading'}</p>;
}

function fakeRequest() {
  const calls: string[] = [];
  const callApi: FirstPaintRequest['callApi'] = async (_method, url) => {
    calls.push(url);
    if (url.startsWith('/api/system/get-menu')) return { status: 200, body: { menuList: [{ name: 'about' }] } };
    if (url.startsWith('/api/system/get-cms')) return { status: 200, body: { cms: { text: 'About us' } } };
    return { status: 404, body: null };
  };
  const request: FirstPaintRequest = { pathname: '/', search: '', user: null, token: null, callApi };
  return { calls, request };
}

describe('renderSettled', () => {
  it('renders until a render asks nothing new, and fetches each read once', async () => {
    const { calls, request } = fakeRequest();
    const { html, answers } = await runForRequest(request, async () => ({
      html: await renderSettled(() => renderToString(<Page />)),
      answers: requestAnswers(),
    }));
    expect(html).toBe('<p>About us</p>');
    // The menu, then the text it named: neither the disabled read nor the query outside the API.
    expect(calls.map((url) => url.split('?')[0])).toEqual(['/api/system/get-menu', '/api/system/get-cms']);
    expect(Object.keys(answers)).toHaveLength(2);
  });

  it('fails when a read fails, so the page goes without a paint', async () => {
    const { request } = fakeRequest();
    const failing = { ...request, callApi: async () => ({ status: 503, body: null }) };
    await expect(runForRequest(failing, () => renderSettled(() => renderToString(<Page />)))).rejects.toThrow();
  });
});

describe('requestAnswers', () => {
  it('leaves out a cart the page was drawn without, so the browser draws the same badge', async () => {
    const buyer = storedUserOf({ ...GUEST_USER, idCustomer: 5, userId: 5 });
    const cart = { is_success: true, cart: { cartList: [], totalQty: 0, subTotal: 0 } };
    const request: FirstPaintRequest = {
      ...fakeRequest().request,
      callApi: async (_method, url) =>
        url.startsWith('/api/cart/get?') ? { status: 200, body: cart } : { status: 404, body: null },
    };
    const [all, drawnWithout] = await runForRequest(request, async () => {
      await fetchCart(buyer);
      return [requestAnswers(), requestAnswers({ drawnWithoutCartOf: buyer })];
    });
    expect(Object.values(all)).toEqual([cart]);
    expect(drawnWithout).toEqual({});
  });
});
