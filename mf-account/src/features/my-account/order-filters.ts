/** The five filters of Search Web Orders (docs/product.md §8.2), as the buyer typed them. */
export interface OrderFilters {
  from: string;
  to: string;
  orderNo: string;
  sku: string;
  address: string;
}

export const NO_FILTERS: OrderFilters = { from: '', to: '', orderNo: '', sku: '', address: '' };

export const DATES_REVERSED = 'To Date must not be before From Date';

/** Dates as the date fields give them (YYYY-MM-DD) compare as text. */
export const areDatesReversed = (filters: OrderFilters): boolean =>
  filters.from !== '' && filters.to !== '' && filters.to < filters.from;

/** Only the filled filters are sent, trimmed. */
export const filledFilters = (filters: OrderFilters): Partial<OrderFilters> =>
  Object.fromEntries(
    Object.entries(filters)
      .map(([key, value]) => [key, value.trim()])
      .filter(([, value]) => value !== ''),
  ) as Partial<OrderFilters>;

/** Two searches that send the same filters (each filter keeps its place, so their text compares). */
export const isSameSearch = (a: OrderFilters, b: OrderFilters): boolean =>
  JSON.stringify(filledFilters(a)) === JSON.stringify(filledFilters(b));

/** The browser's time zone: From and To name its days, as the list shows its dates in it. */
export const browserTimeZone = (): string | undefined => Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
