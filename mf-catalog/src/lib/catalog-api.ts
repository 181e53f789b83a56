// The catalog's calls, typed from the kernel's contracts. Every read sends the signed-in buyer's own
// ids: the API refuses (403) an idCustomer that is not the caller's, and that would end the session.
import {
  callApi,
  userStore,
  type addFavoriteCall,
  type getBannerCall,
  type getBestSellersCall,
  type getBrandsCall,
  type getCategoryCall,
  type getCmsBannerCall,
  type getCodeCall,
  type getCrossProductsCall,
  type getECatalogFilesCall,
  type getFeaturedProductsCall,
  type getFilterMenuCall,
  type getMenuCall,
  type getNewArrivalsCall,
  type getProductDetailCall,
  type getProductImagesCall,
  type getProductsCall,
  type getRelatedProductsCall,
  type getSpecificationsCall,
  type getStoreCall,
  type getWebFirstDepthCall,
  type Product,
  type SortValue,
  type UserInfo,
} from '@storefront/shared-kernel';

type Signal = AbortSignal | undefined;

/** Who is asking: the buyer's ids, or the guest defaults for a visitor. */
export interface Caller {
  idCustomer: number;
  brandId: number;
  idStore: number;
}

export const callerOf = (user: Pick<UserInfo, 'idCustomer' | 'brandId' | 'idStore'>): Caller => ({
  idCustomer: user.idCustomer,
  brandId: user.brandId,
  idStore: user.idStore,
});

/** Product lists hide items with neither image nor filepath1 (spec section 5). */
export const withImage = (products: readonly Product[]): Product[] =>
  products.filter((product) => Boolean(product.image || product.filepath1));

export type RailName = 'bestSeller' | 'newarrival' | 'featured';

export async function fetchRail(rail: RailName, caller: Caller, signal: Signal): Promise<Product[]> {
  const input = { idCustomer: caller.idCustomer, brandId: caller.brandId };
  const answer =
    rail === 'bestSeller'
      ? await callApi<typeof getBestSellersCall>('GET', '/product/get-best-seller', input, { signal })
      : rail === 'newarrival'
        ? await callApi<typeof getNewArrivalsCall>('GET', '/product/get-new-arrival', input, { signal })
        : await callApi<typeof getFeaturedProductsCall>('GET', '/product/get-featured', input, { signal });
  return answer.productList;
}

export const fetchStore = (signal: Signal) =>
  callApi<typeof getStoreCall>('GET', '/system/get-store', {}, { signal }).then((a) => a.storeInfo);

export const fetchBanners = (brandCode: string, signal: Signal) =>
  callApi<typeof getBannerCall>('GET', '/system/get-banner', { brandCode }, { signal }).then((a) => a.bannerList);

export const fetchCategoryTiles = (brandCode: string, signal: Signal) =>
  callApi<typeof getCategoryCall>('GET', '/system/get-category', { brandCode }, { signal }).then((a) => a.categoryList);

export const fetchCmsBanners = (brandCode: string, signal: Signal) =>
  callApi<typeof getCmsBannerCall>('GET', '/system/get-cms-banner', { brandCode }, { signal }).then(
    (a) => a.cmsBannerList,
  );

export const fetchFirstDepth = (signal: Signal) =>
  callApi<typeof getWebFirstDepthCall>('GET', '/system/get-web-first-depth', {}, { signal }).then(
    (a) => a.categoryList,
  );

export const fetchBrands = (signal: Signal) =>
  callApi<typeof getBrandsCall>('GET', '/system/get-brands', {}, { signal }).then((a) => a.brandList);

export const fetchECatalogs = (signal: Signal) =>
  callApi<typeof getECatalogFilesCall>('GET', '/system/get-e-catalog-files', {}, { signal }).then(
    (a) => a.eCatalogList,
  );

export const fetchMenu = (signal: Signal) =>
  callApi<typeof getMenuCall>('GET', '/system/get-menu', {}, { signal }).then((a) => a.menuList);

/** The filter group ids of a category (code list div 88). */
export const fetchFilterMenu = (category: string, signal: Signal) =>
  callApi<typeof getFilterMenuCall>('GET', '/system/get-filter-menu', { category }, { signal }).then(
    (a) => a.filterList,
  );

export const fetchCodes = (div: string, signal: Signal) =>
  callApi<typeof getCodeCall>('GET', '/system/get-code', { div }, { signal }).then((a) => a.codeList);

export interface ProductQuery {
  category: string;
  keyword: string;
  filterList: string;
  sort: SortValue;
  currPage: number;
  perPage: number;
}

export const fetchProducts = (query: ProductQuery, caller: Caller, signal: Signal) =>
  callApi<typeof getProductsCall>(
    'GET',
    '/product/get',
    {
      idCustomer: caller.idCustomer,
      brandId: caller.brandId,
      storeId: caller.idStore,
      ...(query.category && { category: query.category }),
      ...(query.keyword && { keyword: query.keyword }),
      ...(query.filterList && { filterList: query.filterList }),
      sort: query.sort,
      currPage: query.currPage,
      perPage: query.perPage,
    },
    { signal },
  );

const styleInput = (idStyle: string, caller: Caller) => ({
  idStyle,
  idCustomer: caller.idCustomer,
  idStore: caller.idStore,
});

export const fetchProductDetail = (idStyle: string, caller: Caller, signal: Signal) =>
  callApi<typeof getProductDetailCall>('GET', '/product/get-detail', styleInput(idStyle, caller), { signal }).then(
    (a) => a.product,
  );

export const fetchProductImages = (idStyle: string, signal: Signal) =>
  callApi<typeof getProductImagesCall>('GET', '/product/get-images', { idStyle }, { signal }).then((a) => a.images);

export const fetchSpecifications = (idStyle: string, caller: Caller, signal: Signal) =>
  callApi<typeof getSpecificationsCall>('GET', '/product/get-specifications', styleInput(idStyle, caller), {
    signal,
  }).then((a) => a.specifications);

export const fetchRelated = (idStyle: string, caller: Caller, signal: Signal) =>
  callApi<typeof getRelatedProductsCall>('GET', '/product/get-related', styleInput(idStyle, caller), { signal }).then(
    (a) => a.productList,
  );

export const fetchCross = (idStyle: string, caller: Caller, signal: Signal) =>
  callApi<typeof getCrossProductsCall>('GET', '/product/get-cross', styleInput(idStyle, caller), { signal }).then(
    (a) => a.productList,
  );

/** Adds `quantity` of the product to the signed-in buyer's favorites (the product page and the cards). */
export const addFavorite = (product: Pick<Product, 'idStyle' | 'color'>, quantity: number) => {
  const user = userStore.get();
  return callApi<typeof addFavoriteCall>('POST', '/favorites/add', {
    idCustomer: user.idCustomer,
    idStyle: product.idStyle,
    color: product.color,
    quantity,
    idStore: user.idStore,
  });
};
