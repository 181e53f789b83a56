import type { ReactNode } from 'react';
import { usePageTitle } from '@storefront/shared-kernel';
import styles from './admin.module.css';

export interface PageHeadingProps {
  /** The page's name: its heading and, with 'Back office', the browser tab's title. */
  title: string;
  /** The heading's id, for the section it labels. */
  id?: string;
  /** A line under the heading. */
  description?: ReactNode;
  /** Controls beside the heading (a page's main action). */
  actions?: ReactNode;
}

/** A back-office page's one heading (level 1), its tab title, a line under it and its actions. */
export function PageHeading({ title, id, description, actions }: PageHeadingProps) {
  usePageTitle(`${title} | Back office`);
  return (
    <div className={styles.heading}>
      <div>
        <h1 id={id} className={styles.title}>
          {title}
        </h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.headingActions}>{actions}</div> : null}
    </div>
  );
}
