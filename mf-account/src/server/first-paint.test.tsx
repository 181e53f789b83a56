/** @jest-environment node */
import type { FirstPaintRequest } from '@storefront/shared-kernel';
import { paintsPath, renderPage } from './first-paint';

/** An API that records what a page asked. */
function fakeApi() {
  const calls: string[] = [];
  const callApi: FirstPaintRequest['callApi'] = async (_method, url) => {
    calls.push(url);
    return { status: 404, body: { is_success: false } };
  };
  return { calls, callApi };
}

const visitorAt = (api: ReturnType<typeof fakeApi>, pathname: string, search = ''): FirstPaintRequest => ({
  pathname,
  search,
  user: null,
  token: null,
  callApi: api.callApi,
});

describe('the account first paint', () => {
  it('draws the sign-in page for a visitor, asking nothing', async () => {
    const api = fakeApi();
    const paint = await renderPage(visitorAt(api, '/login'));
    expect(paint?.html).toContain('id="sign-in-page-title"');
    expect(paint?.answers).toEqual({});
    expect(api.calls).toHaveLength(0);
  });

  it('draws only the forms a visitor lands on, not the pages of the distributor’s text', async () => {
    const asked = ['/login', '/register', '/forgot-password', '/reset-password', '/contactus', '/faq', '/myaccount'];
    expect(asked.filter(paintsPath)).toEqual(['/login', '/register', '/forgot-password', '/reset-password']);
    const api = fakeApi();
    expect(await renderPage(visitorAt(api, '/contactus'))).toBeNull();
    expect(api.calls).toHaveLength(0);
  });
});
