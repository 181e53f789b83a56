import { createContext } from 'react';
import type { RemoteName } from '@storefront/shared-kernel';
import { FIRST_PAINT_GATE_ATTRIBUTE } from '@storefront/shared-kernel/contracts';
import type { LoadedRemote } from './remote-loader';

/**
 * A page the server drew (api/src/site/first-paint.ts) is taken over by the browser's first render,
 * which hydrates it: React keeps the drawn markup and attaches to it (docs/performance.md §9). Until the
 * landing page's own part has hydrated, #root carries the gate attribute and the server's guard holds its
 * controls (api/src/site/drawn-page-guard.ts): its forms cannot be sent or typed into before their handlers
 * are there; its links are plain links. #root says so too (aria-disabled).
 *
 * On the server every render is a drawn page's; in the browser, only the boot's first render over one.
 */
let isPending = typeof document === 'undefined';

/** The boot is about to render over a drawn page. */
export function startTakeover(): void {
  isPending = true;
}

/** Whether the page being rendered is the drawn one, not yet taken over. */
export const isTakeoverPending = (): boolean => isPending;

/**
 * The landing page is live (or stands in with its fallback): the gate opens. Called once its area's
 * content has hydrated; again after that, nothing happens.
 */
export function endTakeover(): void {
  if (!isPending || typeof document === 'undefined') return;
  isPending = false;
  // Attributes no style reads: lifting them costs nothing, where enabling a disabled fieldset around the
  // page cost a task of 140-170 ms (Lighthouse's browser, /register).
  const root = document.querySelector(`[${FIRST_PAINT_GATE_ATTRIBUTE}]`);
  root?.removeAttribute(FIRST_PAINT_GATE_ATTRIBUTE);
  root?.removeAttribute('aria-disabled');
}

/**
 * The remote the server drew the page with, handed to its area by the server's render: the area renders
 * it at once, as the browser's area does a remote it has loaded (host/src/server/first-paint.tsx).
 */
export const DrawnRemotes = createContext<Partial<Record<RemoteName, LoadedRemote>>>({});
