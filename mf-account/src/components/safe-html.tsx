import { createContext, useContext, useLayoutEffect, useRef } from 'react';
import { dropLeadingHeading as removeLeadingHeading, sanitizeHtml } from '@storefront/shared-kernel/html-sanitiser';

export interface SafeHtmlProps {
  html: string;
  className?: string;
  /** Drops a leading heading with this text: the page already shows it as its h1. */
  dropLeadingHeading?: string;
}

/** How a server cleans CMS markup to draw it (`html` cleaned, without a first heading saying `heading`). */
export type ServerHtmlCleaner = (html: string, heading: string) => string;

/**
 * Given only by the remote's server module (server/first-paint.tsx), which has no DOM to build nodes in:
 * the page is then drawn from the server's cleaning of the same allow-list, and the browser's first render
 * (which hydrates it) replaces those nodes with its own in the same frame (docs/product.md §3.7).
 */
export const ServerHtmlCleanerContext = createContext<ServerHtmlCleaner | null>(null);

/** CMS markup, sanitised and inserted as nodes (never through innerHTML). */
export function SafeHtml({ html, className, dropLeadingHeading }: SafeHtmlProps) {
  const cleanOnServer = useContext(ServerHtmlCleanerContext);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const container = ref.current;
    if (!container) return;
    const fragment = sanitizeHtml(html);
    if (dropLeadingHeading) removeLeadingHeading(fragment, dropLeadingHeading);
    container.replaceChildren(fragment);
  }, [html, dropLeadingHeading]);
  if (cleanOnServer) {
    return (
      <div className={className} dangerouslySetInnerHTML={{ __html: cleanOnServer(html, dropLeadingHeading ?? '') }} />
    );
  }
  // The nodes are the layout effect's: React leaves a div with inner HTML unread, so it keeps the drawn ones
  // until then rather than taking them for a mismatch (and "" never changes, so it never writes it again).
  return <div ref={ref} className={className} dangerouslySetInnerHTML={NODES_OF_THEIR_OWN} suppressHydrationWarning />;
}

const NODES_OF_THEIR_OWN = { __html: '' };
