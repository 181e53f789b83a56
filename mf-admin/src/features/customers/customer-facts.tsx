import type { ReactNode } from 'react';
import styles from './customers.module.css';

export interface Fact {
  term: string;
  value: ReactNode;
}

/** Label and value pairs (a description list), as wide as they fit; an empty value reads as a dash. */
export function Facts({ facts, label }: { facts: readonly Fact[]; label?: string }) {
  return (
    <dl className={styles.facts} aria-label={label}>
      {facts.map((fact) => (
        <div key={fact.term}>
          <dt>{fact.term}</dt>
          <dd>{fact.value === '' || fact.value === null || fact.value === undefined ? '—' : fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
