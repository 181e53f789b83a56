import { firstValueFrom, take, toArray } from 'rxjs';
import { eventBus } from './event-bus';
import type { BusEvent } from './event-map';

describe('eventBus', () => {
  it('delivers a payload to subscribers of its type only', () => {
    const onCart = jest.fn();
    const onFavorites = jest.fn();
    const stopCart = eventBus.subscribe('cart/changed', onCart);
    const stopFavorites = eventBus.subscribe('favorites/changed', onFavorites);

    eventBus.publish('cart/changed', { count: 2, total: 19.98 });

    expect(onCart).toHaveBeenCalledTimes(1);
    expect(onCart).toHaveBeenCalledWith({ count: 2, total: 19.98 });
    expect(onFavorites).not.toHaveBeenCalled();
    stopCart();
    stopFavorites();
  });

  it('stops delivering after unsubscribe', () => {
    const handler = jest.fn();
    const stop = eventBus.subscribe('user/updated', handler);
    eventBus.publish('user/updated', { userId: 1 });
    stop();
    eventBus.publish('user/updated', { userId: 2 });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('exposes one type as an observable and every event on all$', async () => {
    const expired = firstValueFrom(eventBus.on('session/expired'));
    const everything = firstValueFrom(eventBus.all$.pipe(take(2), toArray()));

    eventBus.publish('session/logged-out', {});
    eventBus.publish('session/expired', { reason: 'forbidden' });

    await expect(expired).resolves.toEqual({ reason: 'forbidden' });
    await expect(everything).resolves.toEqual<BusEvent[]>([
      { type: 'session/logged-out', payload: {} },
      { type: 'session/expired', payload: { reason: 'forbidden' } },
    ]);
  });

  it('does not replay past events to late subscribers', () => {
    eventBus.publish('favorites/changed', { count: 3 });
    const handler = jest.fn();
    const stop = eventBus.subscribe('favorites/changed', handler);
    expect(handler).not.toHaveBeenCalled();
    stop();
  });

  it('types payloads by event name', () => {
    // @ts-expect-error cart/changed needs count and total
    eventBus.publish('cart/changed', { count: 1 });
    // @ts-expect-error unknown event names are refused
    eventBus.publish('cart/unknown', {});
    // @ts-expect-error reasons are a closed list
    eventBus.publish('session/expired', { reason: 'bored' });
    const stop = eventBus.subscribe('session/logged-in', (payload) => {
      const idCustomer: number = payload.idCustomer;
      // @ts-expect-error payloads carry only their own fields
      void payload.count;
      void idCustomer;
    });
    stop();
  });
});
