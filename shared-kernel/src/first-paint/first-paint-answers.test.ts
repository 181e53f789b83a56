import { QueryClient } from '@tanstack/react-query';
import { systemRoutes } from '../contracts/system.routes';
import { apiKey, apiKeyText } from '../data/api-key';
import { FIRST_PAINT_ANSWERS_ID, answersOf, takePageAnswers } from './first-paint-answers';

const brandsKey = apiKey(systemRoutes.getBrands, {});
const menuKey = apiKey(systemRoutes.getMenu, {});

function pageWith(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_PAINT_ANSWERS_ID;
  element.textContent = text;
  document.body.append(element);
}

afterEach(() => document.getElementById(FIRST_PAINT_ANSWERS_ID)?.remove());

describe('first paint answers', () => {
  it('go from the server’s cache into the page as text keys and back into the browser’s cache', () => {
    const server = new QueryClient();
    server.setQueryData(brandsKey, { brandList: ['a'] });
    server.setQueryData(menuKey, { menuList: [] });
    const written = answersOf(server);
    expect(Object.keys(written).sort()).toEqual([apiKeyText(brandsKey), apiKeyText(menuKey)].sort());

    pageWith(JSON.stringify(written));
    const browser = new QueryClient();
    takePageAnswers(browser);
    expect(browser.getQueryData(brandsKey)).toEqual({ brandList: ['a'] });
    expect(browser.getQueryData(menuKey)).toEqual({ menuList: [] });
  });

  it('leave out a read that failed on the server: the browser asks for it itself', async () => {
    const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await server.prefetchQuery({ queryKey: brandsKey, queryFn: () => Promise.reject(new Error('down')) });
    expect(answersOf(server)).toEqual({});
  });

  it('are skipped when the element is broken or a key is not one', () => {
    pageWith('{"not a key": 1, ' + JSON.stringify(apiKeyText(menuKey)) + ': {"menuList": []}}');
    const browser = new QueryClient();
    takePageAnswers(browser);
    expect(
      browser
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([menuKey]);
    document.getElementById(FIRST_PAINT_ANSWERS_ID)?.remove();
    pageWith('{broken');
    expect(() => takePageAnswers(new QueryClient())).not.toThrow();
  });
});
