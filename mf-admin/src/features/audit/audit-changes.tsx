import type { AuditRow } from '@storefront/shared-kernel';
import styles from './audit-page.module.css';

/** A value as the log shows it: text as it is, true and false as Yes and No, nothing as a dash. */
export const auditValue = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
};

/** 'passwordSet' and 'price_level' read as 'password set' and 'price level'. */
export const fieldName = (key: string): string =>
  key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();

export interface AuditChange {
  field: string;
  /** Absent for a record made (nothing before). */
  before?: string;
  /** Absent for a record removed. */
  after?: string;
}

/** The fields an audit row changed, each with what it was and what it became. */
export function auditChanges({ before, after }: Pick<AuditRow, 'before' | 'after'>): AuditChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((key) => ({
    field: fieldName(key),
    ...(before ? { before: auditValue(before[key]) } : {}),
    ...(after ? { after: auditValue(after[key]) } : {}),
  }));
}

/** An audit row's changes, one field a line: 'role: Sales rep → Admin'. */
export function AuditChanges({ row }: { row: Pick<AuditRow, 'before' | 'after'> }) {
  const changes = auditChanges(row);
  if (changes.length === 0) return <span className={styles.none}>—</span>;
  return (
    <ul className={styles.changes}>
      {changes.map((change) => (
        <li key={change.field}>
          <span className={styles.field}>{change.field}</span>:{' '}
          {change.before !== undefined && change.after !== undefined ? (
            <>
              {change.before} <span aria-label="became">→</span> {change.after}
            </>
          ) : (
            (change.after ?? `${change.before} (removed)`)
          )}
        </li>
      ))}
    </ul>
  );
}
