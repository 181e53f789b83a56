import { useId, useState, type ReactNode } from 'react';
import { LoadRegion } from '@storefront/shared-kernel';
import styles from './checkout-page.module.css';

export interface CollapsibleSectionProps {
  title: string;
  /** Beside the title, always visible (an Add button). */
  action?: ReactNode;
  children: ReactNode;
}

/** A section of step 1 that the buyer can fold away; every one starts open (docs/product.md §7.2). */
export function CollapsibleSection({ title, action, children }: CollapsibleSectionProps) {
  const [isOpen, setIsOpen] = useState(true);
  const headingId = useId();
  const panelId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h3 className={styles.sectionTitle} id={headingId}>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={isOpen}
            aria-controls={panelId}
            onClick={() => setIsOpen((open) => !open)}
          >
            <span className={styles.chevron} aria-hidden="true">
              {isOpen ? '▾' : '▸'}
            </span>
            {title}
          </button>
        </h3>
        {action}
      </div>
      {/* Its list loads here: a Retry in it leaves focus on the body (the kernel's LoadRegion). */}
      <LoadRegion id={panelId} hidden={!isOpen} className={styles.sectionBody}>
        {children}
      </LoadRegion>
    </section>
  );
}
