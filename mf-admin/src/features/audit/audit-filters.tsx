import { useState, type FormEvent } from 'react';
import { Button, SelectField, TextField, type StaffRow } from '@storefront/shared-kernel';
import pageStyles from '../../components/admin.module.css';

export type AuditFilter = 'staffId' | 'kind' | 'from' | 'to';
export const AUDIT_FILTERS: Readonly<Record<AuditFilter, string>> = { staffId: '', kind: '', from: '', to: '' };

/** The log's member filter: any, one member, or the decisions made with `npm run admin` (staff id 0). */
export const CLI_MEMBER = '0';

/**
 * The audit log's filters (docs/product.md §13.1): member, kind (an action such as `order.status`, or its
 * area such as `order`), and days. Applied together, into the address; Clear takes them all away.
 */
export function AuditFilters({
  applied,
  staff,
  onApply,
  onClear,
}: {
  applied: Readonly<Record<AuditFilter, string>>;
  staff: readonly StaffRow[];
  onApply: (filters: Record<AuditFilter, string>) => void;
  onClear: () => void;
}) {
  // The form's values start from the address, and follow it when it changes (Back, Clear).
  const [draft, setDraft] = useState(applied);
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    setDraft(applied);
  }
  const set = (name: AuditFilter) => (value: string) => setDraft((current) => ({ ...current, [name]: value }));
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ ...draft, kind: draft.kind.trim() });
  };
  const members = [
    ...staff.map((member) => ({ value: String(member.id), label: member.name || member.email })),
    { value: CLI_MEMBER, label: 'Command line' },
  ];
  return (
    <form onSubmit={apply} aria-label="Filter the audit log" className={pageStyles.card}>
      <div className={pageStyles.fields}>
        <SelectField
          label="Member"
          name="staffId"
          value={draft.staffId}
          onChange={set('staffId')}
          options={members}
          placeholder="All members"
        />
        <TextField
          label="Kind"
          name="kind"
          value={draft.kind}
          onChange={set('kind')}
          hint="An action (order.status) or its area (order)."
        />
        <TextField label="From" name="from" type="date" value={draft.from} onChange={set('from')} />
        <TextField label="To" name="to" type="date" value={draft.to} onChange={set('to')} />
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
