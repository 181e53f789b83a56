import { SelectField, TextField } from '@storefront/shared-kernel';
import { DayRangeFields, ListFilters } from '../../components/list-filters';
import type { ListParams } from '../../components/use-list-params';
import { ORDER_STATUS_CHOICES, PAYMENT_STATUS_CHOICES } from './order-words';

export type OrderFilter = 'status' | 'paymentStatus' | 'from' | 'to' | 'customer' | 'po' | 'orderNo' | 'sku';

export const ORDER_FILTERS: Readonly<Record<OrderFilter, string>> = {
  status: '',
  paymentStatus: '',
  from: '',
  to: '',
  customer: '',
  po: '',
  orderNo: '',
  sku: '',
};

const STATUS_OPTIONS = ORDER_STATUS_CHOICES.map((status) => ({ value: status, label: status }));

/**
 * The order list's filters (docs/product.md §13.3): status, payment status, days, customer, PO number, order
 * number and SKU. Applied together, into the address; Clear takes them all away.
 */
export function OrderFilters({ list }: { list: ListParams<OrderFilter> }) {
  return (
    <ListFilters label="Filter the orders" list={list}>
      {(field) => (
        <>
          <SelectField label="Status" {...field('status')} options={STATUS_OPTIONS} placeholder="All statuses" />
          <SelectField
            label="Payment status"
            {...field('paymentStatus')}
            options={PAYMENT_STATUS_CHOICES}
            placeholder="All payment statuses"
          />
          <DayRangeFields from={field('from')} to={field('to')} />
          <TextField label="Customer" {...field('customer')} hint="Company, email or customer id." />
          <TextField label="PO number" {...field('po')} />
          <TextField label="Order number" inputMode="numeric" {...field('orderNo')} />
          <TextField label="SKU" {...field('sku')} />
        </>
      )}
    </ListFilters>
  );
}
