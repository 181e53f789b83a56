import { useEffect, useRef } from 'react';
import { eventBus } from './event-bus';
import type { EventMap, EventType } from './event-map';

/**
 * Listens to one bus event while the component is mounted. The latest handler is called, so an
 * inline arrow does not resubscribe on every render.
 */
export function useEvent<T extends EventType>(type: T, handler: (payload: EventMap[T]) => void): void {
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => eventBus.subscribe(type, (payload) => handlerRef.current(payload)), [type]);
}
