// The catalog's calls, typed from the kernel's contracts. Every read sends the signed-in buyer's own
// ids: the API refuses (403) an idCustomer that is not the caller's, and that would end the session.
import {
  callApi,
  favoritesRoutes,
  type Product,
  productRoutes,
  type SortValue,
  systemRoutes,
  type UserInfo,
  userStore,
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
      ? await callApi(productRoutes.getBestSellers, input, { signal })
      : rail === 'newarrival'
        ? await callApi(productRoutes.getNewArrivals, input, { signal })
        : await callApi(productRoutes.getFeaturedProducts, input, { signal });
  return answer.productList;
}

export const fetchStore = (signal: Signal) => callApi(systemRoutes.getStore, {}, { signal }).then((a) => a.storeInfo);

export const fetchBanners = (brandCode: string, signal: Signal) =>
  callApi(systemRoutes.getBanner, { brandCode }, { signal }).then((a) => a.bannerList);

export const fetchCategoryTiles = (brandCode: string, signal: Signal) =>
  callApi(systemRoutes.getCategory, { brandCode }, { signal }).then((a) => a.categoryList);

export const fetchCmsBanners = (brandCode: string, signal: Signal) =>
  callApi(systemRoutes.getCmsBanner, { brandCode }, { signal }).then((a) => a.cmsBannerList);

export const fetchFirstDepth = (signal: Signal) =>
  callApi(systemRoutes.getWebFirstDepth, {}, { signal }).then((a) => a.categoryList);

export const fetchBrands = (signal: Signal) => callApi(systemRoutes.getBrands, {}, { signal }).then((a) => a.brandList);

export const fetchECatalogs = (signal: Signal) =>
  callApi(systemRoutes.getECatalogFiles, {}, { signal }).then((a) => a.eCatalogList);

export const fetchMenu = (signal: Signal) => callApi(systemRoutes.getMenu, {}, { signal }).then((a) => a.menuList);

/** The filter group ids of a category (code list div 88). */
export const fetchFilterMenu = (category: string, signal: Signal) =>
  callApi(systemRoutes.getFilterMenu, { category }, { signal }).then((a) => a.filterList);

export const fetchCodes = (div: string, signal: Signal) =>
  callApi(systemRoutes.getCode, { div }, { signal }).then((a) => a.codeList);

export interface ProductQuery {
  category: string;
  keyword: string;
  filterList: string;
  sort: SortValue;
  currPage: number;
  perPage: number;
}

export const fetchProducts = (query: ProductQuery, caller: Caller, signal: Signal) =>
  callApi(
    productRoutes.getProducts,
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
  callApi(productRoutes.getProductDetail, styleInput(idStyle, caller), { signal }).then((a) => a.product);

export const fetchProductImages = (idStyle: string, signal: Signal) =>
  callApi(productRoutes.getProductImages, { idStyle }, { signal }).then((a) => a.images);

export const fetchSpecifications = (idStyle: string, caller: Caller, signal: Signal) =>
  callApi(productRoutes.getSpecifications, styleInput(idStyle, caller), {
    signal,
  }).then((a) => a.specifications);

export const fetchRelated = (idStyle: string, caller: Caller, signal: Signal) =>
  callApi(productRoutes.getRelatedProducts, styleInput(idStyle, caller), { signal }).then((a) => a.productList);

export const fetchCross = (idStyle: string, caller: Caller, signal: Signal) =>
  callApi(productRoutes.getCrossProducts, styleInput(idStyle, caller), { signal }).then((a) => a.productList);

/** Adds `quantity` of the product to the signed-in buyer's favorites (the product page and the cards). */
export const addFavorite = (product: Pick<Product, 'idStyle' | 'color'>, quantity: number) => {
  const user = userStore.get();
  return callApi(favoritesRoutes.addFavorite, {
    idCustomer: user.idCustomer,
    idStyle: product.idStyle,
    color: product.color,
    quantity,
    idStore: user.idStore,
  });
};
