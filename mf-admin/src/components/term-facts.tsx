import type { ReactNode } from 'react';
import styles from './term-facts.module.css';

/**
 * A card's term and value pairs (an order's, a case's): a description list, each term beside its value;
 * an empty value reads as a dash.
 */
export function TermFacts({ facts }: { facts: ReadonlyArray<[string, ReactNode]> }) {
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value === '' || value === null || value === undefined ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A record's cards side by side as wide as they fit: two at 1280 px, one under another at 768 px. */
export function FactCards({ children }: { children: ReactNode }) {
  return <div className={styles.cards}>{children}</div>;
}
