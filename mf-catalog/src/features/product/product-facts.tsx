import type { ProductDetail } from '@storefront/shared-kernel';
import { orNA } from './spec-table';
import styles from './product.module.css';

/** Measures, minimum buy, pack and carton shown on the product page (docs/product.md §5.7). */
export function ProductFacts({ product }: { product: ProductDetail }) {
  const facts: [string, string][] = [
    ['Weight', orNA(product.weight)],
    ['Width', orNA(product.width)],
    ['Height', orNA(product.height)],
    ['Length', orNA(product.length)],
    ['Minimum Buy', orNA(product.minBuy)],
    ['Pack', orNA(product.qtyPerUOM)],
    ['Carton', orNA(product.qtyPerCTN)],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
