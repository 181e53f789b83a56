// The search page's test bench, shared by its test files: the API it calls and the router around it.
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { productRoutes, systemRoutes, type Product } from '@storefront/shared-kernel';
import { installFakeApi, type FakeApi, type Refusal } from '@storefront/shared-kernel/testing';
import { makeProduct } from '../../test/fixtures';
import SearchPage from './search-page';

export const products = (n: number): Product[] =>
  Array.from({ length: n }, (_, i) => makeProduct({ idStyle: `P-${i + 1}`, webTitle: `Product ${i + 1}` }));

export const FILTER_MENU = {
  is_success: true as const,
  filterList: [{ idWebCate: 1, cateNm: 'Kitchen', filterGroup: '1,4' }],
};

export const CODES = {
  is_success: true as const,
  codeList: [
    { idCode: 1, codeNm: 'Color', item1: '101,102', item2: 'Black,White' },
    { idCode: 4, codeNm: 'Country of Origin', item1: '401,402', item2: 'Japan,Korea' },
  ],
};

export const MENU = {
  is_success: true as const,
  menuList: [
    { idWebCate: 1, cateNm: 'Kitchen', pCode: 0, level: 1, filepath1: '', slug: 'kitchen' },
    { idWebCate: 2, cateNm: 'Rice Cookers', pCode: 1, level: 2, filepath1: '', slug: 'rice-cookers' },
  ],
};

let fake: FakeApi | undefined;
afterEach(() => {
  fake?.uninstall();
  fake = undefined;
});

/**
 * The search page's calls answered by contract (`failure()` may refuse the product list instead); the
 * returned fake can answer any of them otherwise. It is checked and removed after each test.
 */
export function searchApi(
  total = 30,
  list: Product[] = products(3),
  failure: () => Refusal | undefined = () => undefined,
) {
  fake = installFakeApi()
    .on(
      productRoutes.getProducts,
      (input) =>
        failure() ?? { is_success: true, total, currPage: input.currPage, perPage: input.perPage, productList: list },
    )
    .on(systemRoutes.getFilterMenu, FILTER_MENU)
    .on(systemRoutes.getCode, CODES)
    .on(systemRoutes.getMenu, MENU);
  return fake;
}

/** The product list's calls so far, as the server read them. */
export const productCalls = (api: FakeApi) => api.calls(productRoutes.getProducts);

/** Shows the URL and how it was reached; its Back button is the browser's. */
function Probe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location" data-navigation={useNavigationType()}>
        {location.pathname}
        {location.search}
      </output>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

/** The search page at `path`, with a product page to go to and come back from. */
export const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/search" element={<SearchPage />} />
        <Route path="/product" element={<h1>Product page</h1>} />
      </Routes>
      <Probe />
    </MemoryRouter>,
  );

export const location = () => screen.getByTestId('location');
export const sidebar = () => screen.getByRole('complementary', { name: 'Filters' });
