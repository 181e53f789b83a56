import { useDeferredValue, useLayoutEffect, useRef } from 'react';
import { dropLeadingHeading, sanitizeHtml } from '@storefront/shared-kernel/html-sanitiser';
import styles from './content.module.css';

export interface PagePreviewProps {
  /** The page's title as typed ('' shows the storefront's own, `defaultTitle`). */
  title: string;
  defaultTitle: string;
  html: string;
  /** Names the preview for assistive tech. */
  label: string;
}

/**
 * A page as a buyer's next load draws it (docs/product.md §13.7): its title as the page's heading, then its HTML
 * through the storefront's own sanitiser (the kernel's, which mf-account's information pages use), a heading
 * that repeats the title left out as there. The nodes are the sanitiser's, inserted as nodes (never as markup):
 * nothing in what is typed runs on the back office's page. It follows the typing a moment behind.
 */
export function PagePreview({ title, defaultTitle, html, label }: PagePreviewProps) {
  const shownHtml = useDeferredValue(html);
  const shownTitle = useDeferredValue(title);
  const content = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const container = content.current;
    if (!container) return;
    const fragment = sanitizeHtml(shownHtml);
    dropLeadingHeading(fragment, shownTitle);
    container.replaceChildren(fragment);
  }, [shownHtml, shownTitle]);
  return (
    // Scrolls inside itself: focusable, so a keyboard can scroll it too.
    <div role="region" aria-label={label} tabIndex={0} className={styles.preview}>
      <p className={styles.previewTitle}>
        <strong>{shownTitle || defaultTitle}</strong>
      </p>
      <div ref={content} className={styles.prose} />
    </div>
  );
}
