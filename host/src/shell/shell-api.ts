import type { getMenuCall, getSearchPreviewCall, ResponseOf } from '@storefront/shared-kernel';

/** What the shell's own reads answer (the menu bar's and the header search's; docs/product.md §3). */
export type MenuNode = ResponseOf<typeof getMenuCall>['menuList'][number];
export type SearchPreviewItem = ResponseOf<typeof getSearchPreviewCall>['searchList'][number];
