import { SelectField, TextField } from '@storefront/shared-kernel';
import { ListFilters } from '../../components/list-filters';
import type { ListParams } from '../../components/use-list-params';
import { PRICE_LEVEL_OPTIONS, STATUS_OPTIONS } from '../../lib/customer-words';

export type CustomerFilter = 'q' | 'status' | 'priceLevel';
export const CUSTOMER_FILTERS: Readonly<Record<CustomerFilter, string>> = { q: '', status: '', priceLevel: '' };

/**
 * The customers list's search and filters (docs/product.md §13.2): a company, name, email or phone, a status
 * and a price level. Applied together, into the address; Clear takes them all away.
 */
export function CustomerFilters({ list }: { list: ListParams<CustomerFilter> }) {
  return (
    <ListFilters label="Find customers" list={list}>
      {(field) => (
        <>
          <TextField
            label="Search"
            type="search"
            {...field('q')}
            maxLength={100}
            hint="Company, name, email or phone."
          />
          <SelectField label="Status" {...field('status')} options={STATUS_OPTIONS} placeholder="Any status" />
          <SelectField
            label="Price level"
            {...field('priceLevel')}
            options={PRICE_LEVEL_OPTIONS}
            placeholder="Any level"
          />
        </>
      )}
    </ListFilters>
  );
}
