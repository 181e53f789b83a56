import { useState } from 'react';
import {
  Button,
  failureMessage,
  LoadFailure,
  LoadRegion,
  ORDER_LIST_LIMIT,
  orderRoutes,
  selectIdCustomer,
  Spinner,
  TextField,
  useApiQuery,
  userStore,
  useStore,
  useSubmit,
  VisuallyHidden,
} from '@storefront/shared-kernel';
import page from '../../components/page.module.css';
import {
  areDatesReversed,
  browserTimeZone,
  DATES_REVERSED,
  filledFilters,
  isSameSearch,
  NO_FILTERS,
  type OrderFilters,
} from './order-filters';
import { OrdersTable } from './orders-table';
import styles from './orders-tab.module.css';

/** The filters, each as long as the order list call takes it (shared-kernel's order contract). */
const FILTER_FIELDS: { name: keyof OrderFilters; label: string; type: 'date' | 'text'; maxLength?: number }[] = [
  { name: 'from', label: 'From Date', type: 'date' },
  { name: 'to', label: 'To Date', type: 'date' },
  { name: 'orderNo', label: 'Purchase Order Number', type: 'text', maxLength: 100 },
  { name: 'sku', label: 'SKU', type: 'text', maxLength: 100 },
  { name: 'address', label: 'Shipping Address1', type: 'text', maxLength: 200 },
];

/** None found is said by the visible No orders, itself a status. */
const ordersFound = (count: number): string =>
  count === 0 ? '' : `${count} ${count === 1 ? 'order' : 'orders'} listed`;

/** Search Web Orders: the five filters, SEARCH, and the matching orders. */
export function OrdersTab() {
  const idCustomer = useStore(userStore, selectIdCustomer);
  const [filters, setFilters] = useState<OrderFilters>(NO_FILTERS);
  /** The filters of the last SEARCH: what the list shows. */
  const [searched, setSearched] = useState<OrderFilters>(NO_FILTERS);
  // An order placed a moment ago (checkout) must be listed: the answer is never taken as fresh. The
  // list kept in the page still shows at once while it is asked again.
  const orders = useApiQuery(
    orderRoutes.getOrders,
    { idCustomer, ...filledFilters(searched), timeZone: browserTimeZone() },
    { staleTime: 0 },
  );
  const form = useSubmit<'to'>(
    () => {
      // The same search again asks the server again (an order may have come, the session may have ended).
      if (isSameSearch(filters, searched)) void orders.refetch();
      else setSearched(filters);
    },
    // Reversed dates match nothing: saying why beats an empty No orders.
    { validate: () => (areDatesReversed(filters) ? { to: DATES_REVERSED } : undefined) },
  );

  // A list shown stays while it is asked again; a failure gives way to the spinner while Retry runs.
  const hasFailed = orders.isError && !orders.isFetching;
  const list = orders.isError ? undefined : orders.data;
  const isLoading = !hasFailed && !list;

  return (
    <>
      <form {...form.formProps} className={styles.filters} aria-label="Search web orders">
        {FILTER_FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            type={field.type}
            maxLength={field.maxLength}
            field={field.name === 'to' ? form.field('to') : undefined}
            value={filters[field.name]}
            onChange={(value) => setFilters((prev) => ({ ...prev, [field.name]: value }))}
          />
        ))}
        <div className={styles.submit}>
          <Button type="submit">SEARCH</Button>
        </div>
      </form>
      {/* What a search found, said in a few words: a live region around the table read all of it out. */}
      <VisuallyHidden>
        <span role="status">{list ? ordersFound(list.orderList.length) : ''}</span>
      </VisuallyHidden>
      {/* Retry gives way to the spinner: focus stays on this region rather than falling to the page. */}
      <LoadRegion aria-busy={isLoading}>
        {isLoading && <Spinner label="Loading orders" />}
        {hasFailed && (
          <LoadFailure
            message={failureMessage(orders.error, 'Failed to load orders')}
            onRetry={() => void orders.refetch()}
            className={page.failure}
          />
        )}
        {list &&
          (list.orderList.length === 0 ? (
            <p className={page.notice} role="status">
              No orders
            </p>
          ) : (
            <>
              {list.hasMore && (
                <p className={page.notice}>
                  Showing the newest {ORDER_LIST_LIMIT} orders. Narrow the dates or search by PO # to find older ones.
                </p>
              )}
              <OrdersTable orders={list.orderList} />
            </>
          ))}
      </LoadRegion>
    </>
  );
}
