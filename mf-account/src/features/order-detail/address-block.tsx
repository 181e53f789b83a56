import type { getBillAddressCall, ResponseOf } from '@storefront/shared-kernel';
import page from '../../components/page.module.css';
import styles from './order-detail-page.module.css';

export type OrderAddress = ResponseOf<typeof getBillAddressCall>[number];

/** A billing or shipping address; blank when its lookup failed. */
export function AddressBlock({ id, title, address }: { id: string; title: string; address: OrderAddress | null }) {
  const lines = address
    ? [
        [address.firstNm, address.lastNm].filter(Boolean).join(' '),
        address.companyNm,
        address.addr,
        address.addr2,
        [address.city, [address.states, address.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
        address.country,
        address.tel,
      ].filter((line) => line.trim() !== '')
    : [];
  return (
    <section className={page.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={page.cardTitle}>
        {title}
      </h2>
      <address className={styles.address}>
        {lines.map((line, index) => (
          <span key={index}>{line}</span>
        ))}
      </address>
    </section>
  );
}
