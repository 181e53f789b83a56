import { apiClient, type CartLine } from '@storefront/shared-kernel';

/** The few calls the shell itself makes (spec section 7); the remotes make the rest. */

export interface MenuNode {
  idWebCate: number;
  cateNm: string;
  pCode: number | null;
  level: number;
  filepath1?: string | null;
}

export interface SearchPreviewItem {
  idStyle: string;
  Tfilepath1?: string | null;
  webTitle: string;
  price?: number | null;
}

export const fetchMenu = async (): Promise<MenuNode[]> =>
  (await apiClient.get<{ menuList?: MenuNode[] }>('/system/get-menu')).data.menuList ?? [];

export const fetchSearchPreview = async (
  keyword: string,
  who: { idCustomer: number; brandId: number },
  signal?: AbortSignal,
): Promise<SearchPreviewItem[]> =>
  (
    await apiClient.get<{ searchList?: SearchPreviewItem[] }>('/product/get-search-preview', {
      params: { keyword, ...who },
      signal,
    })
  ).data.searchList ?? [];

export const fetchCart = async (who: { idCustomer: number; zipcode: string; idStore: number }): Promise<CartLine[]> =>
  (await apiClient.get<{ cartList?: CartLine[] }>('/cart/get', { params: who })).data.cartList ?? [];
