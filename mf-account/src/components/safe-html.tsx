import { useLayoutEffect, useRef } from 'react';
import { dropLeadingHeading as removeLeadingHeading, sanitizeHtml } from '@storefront/shared-kernel/html-sanitiser';

export interface SafeHtmlProps {
  html: string;
  className?: string;
  /** Drops a leading heading with this text: the page already shows it as its h1. */
  dropLeadingHeading?: string;
}

/** CMS markup, sanitised and inserted as nodes (never through innerHTML). */
export function SafeHtml({ html, className, dropLeadingHeading }: SafeHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const container = ref.current;
    if (!container) return;
    const fragment = sanitizeHtml(html);
    if (dropLeadingHeading) removeLeadingHeading(fragment, dropLeadingHeading);
    container.replaceChildren(fragment);
  }, [html, dropLeadingHeading]);
  return <div ref={ref} className={className} />;
}
