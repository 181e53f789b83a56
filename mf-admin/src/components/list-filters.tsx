import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, TextField } from '@storefront/shared-kernel';
import type { ListParams } from './use-list-params';
import pageStyles from './admin.module.css';

/** What a filter's field takes from the form: its name in the address, the value typed so far, and its change. */
export interface FilterFieldProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A list's filters as a form (docs/product.md §13: filters in the address): the fields `children` draws, then
 * Apply filters and Clear filters. The fields start from the address and follow it when it changes (Back,
 * Clear); Apply writes them all at once, trimmed, and Clear takes them all away.
 *
 *   <ListFilters label="Find customers" list={list}>
 *     {(field) => <TextField label="Search" {...field('q')} />}
 *   </ListFilters>
 */
export function ListFilters<Filter extends string>({
  label,
  list,
  children,
}: {
  /** Names the form for assistive tech. */
  label: string;
  list: Pick<ListParams<Filter>, 'filters' | 'setFilters' | 'clearFilters'>;
  children: (field: (name: Filter) => FilterFieldProps) => ReactNode;
}) {
  const applied = list.filters;
  const [draft, setDraft] = useState(applied);
  const [shown, setShown] = useState(applied);
  // By value: the address changing for another reason (its page set right once the list answered) is no
  // new filter, and must not take away what is being typed.
  if (JSON.stringify(shown) !== JSON.stringify(applied)) {
    setShown(applied);
    setDraft(applied);
  }
  const field = (name: Filter): FilterFieldProps => ({
    name,
    value: draft[name],
    onChange: (value) => setDraft((current) => ({ ...current, [name]: value })),
  });
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entries = Object.entries<string>(draft).map(([name, value]) => [name, value.trim()]);
    list.setFilters(Object.fromEntries(entries) as Record<Filter, string>);
  };
  return (
    <form onSubmit={apply} aria-label={label} className={pageStyles.card}>
      <div className={pageStyles.fields}>{children(field)}</div>
      <div className={pageStyles.actions}>
        <Button type="submit">Apply filters</Button>
        <Button variant="secondary" onClick={list.clearFilters}>
          Clear filters
        </Button>
      </div>
    </form>
  );
}

/** A list's days filter: From and To, each a date (either may be left empty). */
export function DayRangeFields({ from, to }: { from: FilterFieldProps; to: FilterFieldProps }) {
  return (
    <>
      <TextField label="From" type="date" {...from} />
      <TextField label="To" type="date" {...to} />
    </>
  );
}
