import { Subject, filter, map } from 'rxjs';
import type { Observable } from 'rxjs';
import type { BusEvent, EventMap, EventType } from './event-map';

/**
 * One Subject for the whole page. Module Federation shares the kernel as a singleton, so the host
 * and every remote publish into and listen on this same instance.
 */
const subject = new Subject<BusEvent>();

const all$: Observable<BusEvent> = subject.asObservable();

function on<T extends EventType>(type: T): Observable<EventMap[T]> {
  return all$.pipe(
    filter((event): event is BusEvent<T> => event.type === type),
    map((event) => event.payload),
  );
}

export const eventBus = {
  publish<T extends EventType>(type: T, payload: EventMap[T]): void {
    subject.next({ type, payload } as BusEvent);
  },
  on,
  /** Subscribes a handler to one event type; call the returned function to stop listening. */
  subscribe<T extends EventType>(type: T, handler: (payload: EventMap[T]) => void): () => void {
    const subscription = on(type).subscribe(handler);
    return () => subscription.unsubscribe();
  },
  /** Every event, for logging and tests. */
  all$,
};
