/** @jest-environment node */
import type { FirstPaintRequest } from '@storefront/shared-kernel';
import { drawLandingPage } from '@storefront/shared-kernel/testing';
import * as serverModule from './first-paint';

const { paintsPath } = serverModule;
const renderPage = (request: FirstPaintRequest) => drawLandingPage(serverModule, request);

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

  it('draws the pages a visitor lands on from a link, not the signed-in account’s', () => {
    const asked = ['/login', '/register', '/forgot-password', '/reset-password', '/contactus', '/faq', '/terms'];
    expect(asked.filter(paintsPath)).toEqual(asked);
    expect(['/myaccount', '/myaccount/orders', '/order/1', '/faq/more'].filter(paintsPath)).toEqual([]);
  });

  it('draws a content page with its text cleaned and its repeated title dropped, and sends the answer', async () => {
    const calls: string[] = [];
    const callApi: FirstPaintRequest['callApi'] = async (_method, url) => {
      calls.push(url);
      return {
        status: 200,
        body: {
          is_success: true,
          cms: {
            title: 'FAQ',
            contents: '<h2>faq</h2><p onclick="steal()">Orders ship <b>daily</b>.</p><script>steal()</script>',
          },
        },
      };
    };
    const paint = await renderPage({ pathname: '/faq', search: '', user: null, token: null, callApi });
    expect(calls).toEqual([expect.stringContaining('faq')]);
    expect(paint?.html).toContain('<h1 id="content-title"');
    expect(paint?.html).toContain('<p>Orders ship <b>daily</b>.</p>');
    expect(paint?.html).not.toMatch(/steal|<h2>/);
    expect(Object.keys(paint?.answers ?? {})).toHaveLength(1);
  });

  it('draws the contact page’s text, and for a visitor the invitation to sign in below it', async () => {
    const callApi: FirstPaintRequest['callApi'] = async () => ({
      status: 200,
      body: { is_success: true, cms: { title: 'Contact Us', contents: '<h2>Contact Us</h2><p>Call 555-0100.</p>' } },
    });
    const paint = await renderPage({ pathname: '/contactus', search: '', user: null, token: null, callApi });
    const html = paint?.html ?? '';
    expect(html).toContain('<p>Call 555-0100.</p>');
    expect(html.match(/Contact Us/g)).toHaveLength(1);
    expect(html.indexOf('Call 555-0100')).toBeLessThan(html.indexOf('To send customer service a message'));
  });

  it('fails the paint when the page’s text cannot be read, so the page goes without one', async () => {
    const api = fakeApi();
    await expect(renderPage(visitorAt(api, '/contactus'))).rejects.toThrow('Request failed with status code 404');
    expect(api.calls).toHaveLength(1);
  });
});
