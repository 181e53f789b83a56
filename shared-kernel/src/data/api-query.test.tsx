import { act, render, screen, waitFor } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { networkFailure, type ApiRequest, type ApiResponse } from '../api-client/http-client';
import { FIRST_PAINT_ANSWERS_ID } from '../contracts/first-paint.contract';
import { favoritesRoutes } from '../contracts/favorites.routes';
import { systemRoutes } from '../contracts/system.routes';
import { eventBus } from '../events/event-bus';
import { answerOf, sendCallsTo } from '../testing/transport';
import { apiKey, apiKeyText } from './api-key';
import { pick, prefetchApi, useApiQuery, useSection } from './api-query';
import { getQueryClient, resetQueryClient } from './query-client';

const brands = (name: string) => ({ is_success: true, brandList: [{ brandId: 1, name, logo: '', link: '' }] });

/** The API, as this layer sees it: each call answered by `answer(path)` in a later task. */
let calls: string[] = [];
let answer: (path: string) => { status: number; data: unknown } | 'no answer' = () => ({
  status: 200,
  data: brands('A'),
});
let restore: () => void;

const respond = async (request: ApiRequest): Promise<ApiResponse> => {
  calls.push(request.path);
  await Promise.resolve();
  const reply = answer(request.path);
  if (reply === 'no answer') throw networkFailure(request);
  return answerOf(reply.data, reply.status);
};

function Brands({ label = 'brands' }: { label?: string }) {
  const { data, isError } = useApiQuery(systemRoutes.getBrands, {}, { select: (a) => a.brandList });
  if (isError) return <p>{label} failed</p>;
  return <p>{data ? `${label}: ${data.map((b) => b.name).join()}` : `${label} loading`}</p>;
}

beforeEach(() => {
  calls = [];
  answer = () => ({ status: 200, data: brands('A') });
  restore = sendCallsTo(respond).restore;
  resetQueryClient();
  document.getElementById(FIRST_PAINT_ANSWERS_ID)?.remove();
});
afterEach(() => {
  restore();
  focusManager.setFocused(undefined);
  jest.useRealTimers();
});

describe('useApiQuery', () => {
  it('sends one request for identical reads anywhere on the page', async () => {
    render(
      <>
        <Brands label="header" />
        <Brands label="page" />
      </>,
    );
    expect(await screen.findByText('header: A')).toBeInTheDocument();
    expect(screen.getByText('page: A')).toBeInTheDocument();
    expect(calls).toEqual(['/system/get-brands']);
  });

  it('draws the answers the server drew the page from, without asking for them', () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = FIRST_PAINT_ANSWERS_ID;
    element.textContent = JSON.stringify({ [apiKeyText(apiKey(systemRoutes.getBrands, {}))]: brands('Drawn') });
    document.body.append(element);
    render(<Brands />);
    // Drawn in the first render, not after an effect: nothing to wait for.
    expect(screen.getByText('brands: Drawn')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('takes the answer a lazy page prefetched instead of asking again', async () => {
    await prefetchApi(systemRoutes.getBrands, {});
    render(<Brands />);
    expect(screen.getByText('brands: A')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('asks again when the window comes back into focus once the answer is stale', async () => {
    jest.useFakeTimers({ now: Date.now(), advanceTimers: true });
    render(<Brands />);
    expect(await screen.findByText('brands: A')).toBeInTheDocument();
    act(() => focusManager.setFocused(true));
    expect(calls).toHaveLength(1); // still fresh: nothing asked
    answer = () => ({ status: 200, data: brands('B') });
    jest.advanceTimersByTime(11_000);
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByText('brands: B')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('asks again for a read that got no answer once the API is back, not for one the server refused', async () => {
    answer = (path) => (path === '/system/get-brands' ? 'no answer' : { status: 404, data: { message: 'gone' } });
    function Favorites() {
      const { isError } = useApiQuery(favoritesRoutes.getFavorites, { idCustomer: 7 });
      return <p>{isError ? 'favorites failed' : 'favorites loading'}</p>;
    }
    render(
      <>
        <Brands />
        <Favorites />
      </>,
    );
    expect(await screen.findByText('brands failed')).toBeInTheDocument();
    expect(await screen.findByText('favorites failed')).toBeInTheDocument();
    expect(calls.sort()).toEqual(['/favorites/get', '/system/get-brands']);
    answer = (path) => (path === '/system/get-brands' ? { status: 200, data: brands('Back') } : 'no answer');
    act(() => eventBus.publish('api/recovered', {}));
    expect(await screen.findByText('brands: Back')).toBeInTheDocument();
    expect(calls.filter((path) => path === '/favorites/get')).toHaveLength(1);
  });

  it('asks again for what an event made stale, and drops every answer when the caller changes', async () => {
    let favorites = 0;
    answer = (path) =>
      path === '/favorites/get'
        ? {
            status: 200,
            data: { is_success: true, favorites: Array.from({ length: ++favorites }, () => favoriteLine) },
          }
        : { status: 200, data: brands('A') };
    function Favorites() {
      const { data } = useApiQuery(favoritesRoutes.getFavorites, { idCustomer: 7 });
      return <p>{data ? `${data.favorites.length} favorites` : 'favorites loading'}</p>;
    }
    render(<Favorites />);
    expect(await screen.findByText('1 favorites')).toBeInTheDocument();
    act(() => eventBus.publish('favorites/changed', { count: 2 }));
    expect(await screen.findByText('2 favorites')).toBeInTheDocument();
    // The cart changing is no reason to ask for favorites again.
    act(() => eventBus.publish('cart/changed', { count: 1, total: 1 }));
    act(() => eventBus.publish('session/logged-out', {}));
    await waitFor(() =>
      expect(getQueryClient().getQueryData(apiKey(favoritesRoutes.getFavorites, { idCustomer: 7 }))).toMatchObject({
        favorites: { length: 3 },
      }),
    );
    expect(calls.filter((path) => path === '/favorites/get')).toHaveLength(3);
  });
});

const favoriteLine = {};

describe('pick', () => {
  it('selects the named part of an answer, with one selector a key', async () => {
    expect(pick('brandList')).toBe(pick('brandList'));
    function BrandNames() {
      const { data } = useApiQuery(systemRoutes.getBrands, {}, { select: pick('brandList') });
      return <p>{data ? data.map((brand) => brand.name).join() : 'loading'}</p>;
    }
    render(<BrandNames />);
    expect(await screen.findByText('A')).toBeInTheDocument();
  });
});

describe('useSection', () => {
  it('gives the named list, settled once answered, and an empty one that is logged when the read fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    function BrandRail() {
      const brands = useSection(systemRoutes.getBrands, {}, 'brandList', 'the brands');
      return <p>{`${brands.list.length} brands${brands.settled ? ', settled' : ''}`}</p>;
    }
    const { unmount } = render(<BrandRail />);
    expect(screen.getByText('0 brands')).toBeInTheDocument();
    expect(await screen.findByText('1 brands, settled')).toBeInTheDocument();
    unmount();
    resetQueryClient();
    answer = () => ({ status: 500, data: { message: 'down' } });
    render(<BrandRail />);
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('the brands failed to load')));
    expect(screen.getByText('0 brands, settled')).toBeInTheDocument();
    warn.mockRestore();
  });
});
