/** Business constants and limits (docs/product.md §12.3). */

/** A visitor's idCustomer. */
export const GUEST_ID_CUSTOMER = 214;
export const DEFAULT_ID_STORE = 1;
export const DEFAULT_BRAND_ID = 1;

/** The most of one product a cart line or favorite holds (keeps totals in range). */
export const MAX_QUANTITY = 100_000;

/** Items-per-page choices; the first one is the initial value. */
export const PAGE_SIZES = [24, 48, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 24;
export const isPageSize = (value: number): value is PageSize => (PAGE_SIZES as readonly number[]).includes(value);

/** The longest keyword or category a product search takes; the search boxes stop there too. */
export const SEARCH_TEXT_MAX_LENGTH = 200;
/** The longest product id (SKU) a call takes: a longer one names no product. */
export const ID_STYLE_MAX_LENGTH = 100;
/** The highest page of a product list a call takes. */
export const MAX_PAGE = 10_000;

/** The header search preview appears only when the text is longer than this. */
export const SEARCH_PREVIEW_MIN_CHARS = 2;
/** Surrounding spaces do not count: '  a ' is one character of search. */
export const shouldShowSearchPreview = (text: string): boolean => text.trim().length > SEARCH_PREVIEW_MIN_CHARS;

/** A customer-service message must be longer than this. */
export const CS_MESSAGE_MIN_LENGTH = 10;
export const isCsMessageLongEnough = (message: string): boolean => message.trim().length > CS_MESSAGE_MIN_LENGTH;

/** A new password must have at least this many characters. */
export const RESET_PASSWORD_MIN_LENGTH = 8;

/** The API answers within this or the call fails. */
export const API_TIMEOUT_MS = 20_000;

/**
 * The page's meta tag naming the API key the serving API takes (its API_KEY setting): the bundles are
 * built once and carry only the default, so a server with its own key tells its pages.
 */
export const API_KEY_META_NAME = 'storefront-api-key';

/** The most orders one search of My Account lists, newest first; narrower filters find older ones. */
export const ORDER_LIST_LIMIT = 200;
