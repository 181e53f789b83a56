import { useState, type FormEvent } from 'react';
import { Button, SelectField, TextField } from '@storefront/shared-kernel';
import pageStyles from '../../components/admin.module.css';
import { PRICE_LEVEL_OPTIONS, STATUS_OPTIONS } from './customer-words';

export type CustomerFilter = 'q' | 'status' | 'priceLevel';
export const CUSTOMER_FILTERS: Readonly<Record<CustomerFilter, string>> = { q: '', status: '', priceLevel: '' };

/**
 * The customers list's search and filters (docs/product.md §13.2): a company, name, email or phone, a status
 * and a price level. Applied together, into the address; Clear takes them all away.
 */
export function CustomerFilters({
  applied,
  onApply,
  onClear,
}: {
  applied: Readonly<Record<CustomerFilter, string>>;
  onApply: (filters: Record<CustomerFilter, string>) => void;
  onClear: () => void;
}) {
  // The form's values start from the address, and follow it when it changes (Back, Clear).
  const [draft, setDraft] = useState(applied);
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    setDraft(applied);
  }
  const set = (name: CustomerFilter) => (value: string) => setDraft((current) => ({ ...current, [name]: value }));
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ ...draft, q: draft.q.trim() });
  };
  return (
    <form onSubmit={apply} aria-label="Find customers" className={pageStyles.card}>
      <div className={pageStyles.fields}>
        <TextField
          label="Search"
          name="q"
          type="search"
          value={draft.q}
          onChange={set('q')}
          maxLength={100}
          hint="Company, name, email or phone."
        />
        <SelectField
          label="Status"
          name="status"
          value={draft.status}
          onChange={set('status')}
          options={STATUS_OPTIONS}
          placeholder="Any status"
        />
        <SelectField
          label="Price level"
          name="priceLevel"
          value={draft.priceLevel}
          onChange={set('priceLevel')}
          options={PRICE_LEVEL_OPTIONS}
          placeholder="Any level"
        />
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
