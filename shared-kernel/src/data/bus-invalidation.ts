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

type AnswerFilter = (query: { queryKey: readonly unknown[] }) => boolean;

/** A back-office answer (docs/product.md §13): asked with the staff token, never the buyer's. */
const isStaffAnswer: AnswerFilter = (query) => String(query.queryKey[0]).startsWith('/admin/');
const isBuyerAnswer: AnswerFilter = (query) => !isStaffAnswer(query);

/**
 * Events after which no answer of one session may be shown again, and which answers they concern: the
 * buyer's session and the back office's are apart (a buyer and a staff member may be signed in in one
 * browser), so each change drops only its own session's answers. A list of staff seen by an admin must
 * not show again to a rep signing in on the same browser.
 */
const SESSION_CHANGES: readonly (readonly [EventType, AnswerFilter])[] = [
  ['session/logged-in', isBuyerAnswer],
  ['session/logged-out', isBuyerAnswer],
  ['session/expired', isBuyerAnswer],
  ['user/changed-elsewhere', isBuyerAnswer],
  ['staff/signed-in', isStaffAnswer],
  ['staff/signed-out', isStaffAnswer],
];

/**
 * Wires the page's client to the bus: stale reads on change events, a session's answers dropped when
 * its caller changes, and the reads that failed for want of an answer asked again when the API is back
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
    ...SESSION_CHANGES.map(([type, predicate]) =>
      eventBus.on(type).subscribe(() => {
        client.removeQueries({ type: 'inactive', predicate });
        void client.resetQueries({ type: 'active', predicate });
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
