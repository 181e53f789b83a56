import type { Specification } from '@storefront/shared-kernel';
import styles from './product.module.css';

/** Missing values show N/A (docs/product.md §5.7). */
export const orNA = (value: string | number | null | undefined): string =>
  value === null || value === undefined || String(value).trim() === '' ? 'N/A' : String(value);

const COLUMNS: { label: string; value: (spec: Specification) => string | number }[] = [
  { label: 'Width', value: (s) => s.width },
  { label: 'Height', value: (s) => s.height },
  { label: 'Length', value: (s) => s.length },
  { label: 'Weight', value: (s) => s.weight },
  { label: 'Color', value: (s) => s.Color },
  { label: 'Material', value: (s) => s.material },
  { label: 'Country of Origin', value: (s) => s.countryOfOrigin },
  { label: 'Min. Buy', value: (s) => s.minBuy },
];

/** The UNIT, PACK and CTN specifications side by side. */
export function SpecTable({ specifications }: { specifications: readonly Specification[] }) {
  return (
    <section className={styles.specs} aria-labelledby="product-specs-title">
      <h2 id="product-specs-title" className={styles.sectionTitle}>
        Specifications
      </h2>
      {specifications.length === 0 ? (
        <p className={styles.muted}>N/A</p>
      ) : (
        // It scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
        <div className={styles.tableScroll} tabIndex={0} role="region" aria-label="Specifications table">
          <table className={styles.specTable}>
            <thead>
              <tr>
                <th scope="col">Unit</th>
                {COLUMNS.map((column) => (
                  <th scope="col" key={column.label}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {specifications.map((spec) => (
                <tr key={spec.code}>
                  <th scope="row">{spec.code}</th>
                  {COLUMNS.map((column) => (
                    <td key={column.label}>{orNA(column.value(spec))}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
