import type { QueryClient } from '@tanstack/react-query';
import { customerRoutes } from '../contracts/customer.routes';
import { favoritesRoutes } from '../contracts/favorites.routes';
import type { ApiRoute } from '../contracts/route';
import { utilRoutes } from '../contracts/util.routes';
import { eventBus } from '../events/event-bus';
import type { EventType } from '../events/event-map';
import { isRefusal } from './refusal';

/**
 * What each past-tense event of the bus makes stale. An event says what changed; the reads
 * that depend on it are asked again where they show. A read never refreshes on the event its own answer
 * publishes (the cart store publishes `cart/changed` when the cart's answer lands), or it would loop:
 * so `cart/changed` leaves the cart itself alone.
 */
export const STALE_AFTER: Partial<Record<EventType, readonly ApiRoute[]>> = {
  // The order's cost is figured from the cart's lines.
  'cart/changed': [utilRoutes.getOrderCost],
  'favorites/changed': [favoritesRoutes.getFavorites],
  'user/updated': [customerRoutes.getProfile],
};

/** Events after which no answer may be shown again: every answer was the previous caller's. */
const CALLER_CHANGED: readonly EventType[] = [
  'session/logged-in',
  'session/logged-out',
  'session/expired',
  'user/changed-elsewhere',
];

/**
 * Wires the page's client to the bus: stale reads on change events, every answer dropped when the
 * caller changes, and the reads that failed for want of an answer asked again when the API is back
 * (`api/recovered`), unless the server had refused them (the same call gets the same refusal).
 * Returns the unsubscribe (tests).
 */
export function connectToBus(client: QueryClient): () => void {
  const subscriptions = [
    ...Object.entries(STALE_AFTER).map(([type, routes]) =>
      eventBus.on(type as EventType).subscribe(() => {
        const stale = new Set(routes.map((route) => route.path));
        void client.invalidateQueries({ predicate: (query) => stale.has(String(query.queryKey[0])) });
      }),
    ),
    ...CALLER_CHANGED.map((type) =>
      eventBus.on(type).subscribe(() => {
        client.removeQueries({ type: 'inactive' });
        void client.resetQueries({ type: 'active' });
      }),
    ),
    eventBus.on('api/recovered').subscribe(() => {
      void client.refetchQueries({
        type: 'active',
        predicate: (query) => query.state.status === 'error' && !isRefusal(query.state.error),
      });
    }),
  ];
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}
