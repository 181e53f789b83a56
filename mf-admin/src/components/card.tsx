import type { ReactNode } from 'react';
import pageStyles from './admin.module.css';

/**
 * A titled part of a back-office page: a section named by its heading (`id` is the heading's, so a form inside
 * can be named by it too: `aria-labelledby={id}`).
 */
export function Card({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={pageStyles.card}>
      <h2 id={id} className={pageStyles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
