import {
  callApi,
  type getMenuCall,
  type getSearchPreviewCall,
  productRoutes,
  type ResponseOf,
  systemRoutes,
} from '@storefront/shared-kernel';

/** The few calls the shell itself makes (spec section 7); the remotes make the rest. */

export type MenuNode = ResponseOf<typeof getMenuCall>['menuList'][number];
export type SearchPreviewItem = ResponseOf<typeof getSearchPreviewCall>['searchList'][number];

export const fetchMenu = async (): Promise<MenuNode[]> => (await callApi(systemRoutes.getMenu, {})).menuList;

export const fetchSearchPreview = async (
  keyword: string,
  who: { idCustomer: number; brandId: number },
  signal?: AbortSignal,
): Promise<SearchPreviewItem[]> =>
  (await callApi(productRoutes.getSearchPreview, { keyword, ...who }, { signal })).searchList;
