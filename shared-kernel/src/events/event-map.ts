/**
 * Every event the kernel's bus carries. Events are past-tense facts named `domain/fact`; they never
 * carry commands. A remote that needs a new event adds it here so every publisher and listener is
 * typed against the same payload.
 */
export interface EventMap {
  'session/logged-in': { userId: number; idCustomer: number };
  'session/logged-out': Record<string, never>;
  'session/expired': { reason: 'unauthorized' | 'forbidden' | 'token-expired' };
  'cart/changed': { count: number; total: number };
  'favorites/changed': { count: number };
  'user/updated': { userId: number };
  /**
   * Another tab signed out, or in as another account: the stored user every tab shares changed under
   * this one. Not published for this tab's own sign-in, sign-out or session expiry.
   */
  'user/changed-elsewhere': { userId: number; previousUserId: number };
  /**
   * A call found the API unreachable (a network failure) or unavailable (502, 503, 504). `status` is
   * null for a network failure; `retryAfterSeconds` is the server's Retry-After, when it sent one.
   */
  'api/unavailable': { status: number | null; retryAfterSeconds: number | null };
  /** A call succeeded again after the API was found unavailable. */
  'api/recovered': Record<string, never>;
  /** A staff member signed in to the back office (its session is apart from a buyer's). */
  'staff/signed-in': { staffId: number };
  /** The back office's session ended: signed out, or its token no longer taken (disabled, role changed, expired). */
  'staff/signed-out': { reason: 'signed-out' | 'expired' };
}

export type EventType = keyof EventMap;

export interface BusEvent<T extends EventType = EventType> {
  type: T;
  payload: EventMap[T];
}
