export type { BusEvent, EventMap, EventType } from './event-map';
export { eventBus } from './event-bus';
export { useEvent } from './use-event';
