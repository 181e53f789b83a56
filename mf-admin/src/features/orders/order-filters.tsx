import { useState, type FormEvent } from 'react';
import { Button, SelectField, TextField } from '@storefront/shared-kernel';
import pageStyles from '../../components/admin.module.css';
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
export function OrderFilters({
  applied,
  onApply,
  onClear,
}: {
  applied: Readonly<Record<OrderFilter, string>>;
  onApply: (filters: Record<OrderFilter, string>) => void;
  onClear: () => void;
}) {
  // The form's values start from the address, and follow it when it changes (Back, Clear).
  const [draft, setDraft] = useState(applied);
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    setDraft(applied);
  }
  const set = (name: OrderFilter) => (value: string) => setDraft((current) => ({ ...current, [name]: value }));
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(Object.entries(draft).map(([name, value]) => [name, value.trim()])) as Record<
      OrderFilter,
      string
    >;
    onApply(trimmed);
  };
  return (
    <form onSubmit={apply} aria-label="Filter the orders" className={pageStyles.card}>
      <div className={pageStyles.fields}>
        <SelectField
          label="Status"
          name="status"
          value={draft.status}
          onChange={set('status')}
          options={STATUS_OPTIONS}
          placeholder="All statuses"
        />
        <SelectField
          label="Payment status"
          name="paymentStatus"
          value={draft.paymentStatus}
          onChange={set('paymentStatus')}
          options={PAYMENT_STATUS_CHOICES}
          placeholder="All payment statuses"
        />
        <TextField label="From" name="from" type="date" value={draft.from} onChange={set('from')} />
        <TextField label="To" name="to" type="date" value={draft.to} onChange={set('to')} />
        <TextField
          label="Customer"
          name="customer"
          value={draft.customer}
          onChange={set('customer')}
          hint="Company, email or customer id."
        />
        <TextField label="PO number" name="po" value={draft.po} onChange={set('po')} />
        <TextField
          label="Order number"
          name="orderNo"
          inputMode="numeric"
          value={draft.orderNo}
          onChange={set('orderNo')}
        />
        <TextField label="SKU" name="sku" value={draft.sku} onChange={set('sku')} />
      </div>
      <div className={pageStyles.actions}>
        <Button type="submit">Apply filters</Button>
        <Button variant="secondary" onClick={onClear}>
          Clear filters
        </Button>
      </div>
    </form>
  );
}
