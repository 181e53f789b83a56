import { useRef, useState, type FormEvent } from 'react';
import {
  Button,
  LoadFailure,
  LoadRegion,
  ORDER_LIST_LIMIT,
  Spinner,
  useFocusFirstInvalid,
  VisuallyHidden,
} from '@storefront/shared-kernel';
import { TextField } from '../../components/text-field';
import page from '../../components/page.module.css';
import { OrdersTable } from './orders-table';
import { NO_FILTERS, useOrders, type OrderFilters } from './use-orders';
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

export const DATES_REVERSED = 'To Date must not be before From Date';

/** Dates as the date fields give them (YYYY-MM-DD) compare as text. */
const areDatesReversed = (filters: OrderFilters): boolean =>
  filters.from !== '' && filters.to !== '' && filters.to < filters.from;

/** Search Web Orders: the five filters, SEARCH, and the matching orders. */
export function OrdersTab() {
  const [filters, setFilters] = useState<OrderFilters>(NO_FILTERS);
  // An object per check: a second refused search is a new one, and moves focus again.
  const [errors, setErrors] = useState<{ to?: string }>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);
  const { state, search, retry } = useOrders();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Reversed dates match nothing: saying why beats an empty No orders.
    if (areDatesReversed(filters)) {
      setErrors({ to: DATES_REVERSED });
      return;
    }
    setErrors({});
    search(filters);
  };

  return (
    <>
      <form ref={formRef} className={styles.filters} onSubmit={onSubmit} aria-label="Search web orders" noValidate>
        {FILTER_FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            type={field.type}
            maxLength={field.maxLength}
            error={field.name === 'to' ? errors.to : undefined}
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
        <span role="status">{state.status === 'ready' ? ordersFound(state.orders.length) : ''}</span>
      </VisuallyHidden>
      {/* Retry gives way to the spinner: focus stays on this region rather than falling to the page. */}
      <LoadRegion aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && <Spinner label="Loading orders" />}
        {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} className={page.failure} />}
        {state.status === 'ready' &&
          (state.orders.length === 0 ? (
            <p className={page.notice} role="status">
              No orders
            </p>
          ) : (
            <>
              {state.hasMore && (
                <p className={page.notice}>
                  Showing the newest {ORDER_LIST_LIMIT} orders. Narrow the dates or search by PO # to find older ones.
                </p>
              )}
              <OrdersTable orders={state.orders} />
            </>
          ))}
      </LoadRegion>
    </>
  );
}
