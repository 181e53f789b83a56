import { QueryClient } from '@tanstack/react-query';
import { eventBus } from '../events/event-bus';
import { connectToBus } from './bus-invalidation';

/** A client holding one buyer answer and one back-office answer, neither shown. */
function clientWithAnswers() {
  const client = new QueryClient();
  client.setQueryData(['/favorites/get', { idCustomer: 7 }], { is_success: true });
  client.setQueryData(['/admin/staff/list', {}], { is_success: true });
  const keys = () =>
    client
      .getQueryCache()
      .getAll()
      .map((query) => String(query.queryKey[0]))
      .sort();
  return { client, keys };
}

describe("the bus drops one session's answers when its caller changes (docs/product.md §13.1)", () => {
  it.each(['staff/signed-in', 'staff/signed-out'] as const)(
    'on %s, the back office’s answers only: the buyer’s session is apart',
    (type) => {
      const { client, keys } = clientWithAnswers();
      const disconnect = connectToBus(client);
      eventBus.publish(type, type === 'staff/signed-in' ? { staffId: 1 } : { reason: 'signed-out' });
      expect(keys()).toEqual(['/favorites/get']);
      disconnect();
    },
  );

  it('on a buyer’s sign-out, the buyer’s answers only: a staff member signed in beside stays as it was', () => {
    const { client, keys } = clientWithAnswers();
    const disconnect = connectToBus(client);
    eventBus.publish('session/logged-out', {});
    expect(keys()).toEqual(['/admin/staff/list']);
    disconnect();
  });
});
