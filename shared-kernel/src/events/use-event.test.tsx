import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { eventBus } from './event-bus';
import { useEvent } from './use-event';

function CartBadge({ onChanged }: { onChanged: (count: number) => void }) {
  const [count, setCount] = useState(0);
  useEvent('cart/changed', (payload) => {
    onChanged(payload.count);
    setCount(payload.count);
  });
  return <output aria-label="Cart count">{count}</output>;
}

describe('useEvent', () => {
  it('updates a component on events and stops after unmount', () => {
    const onChanged = jest.fn();
    const { unmount } = render(<CartBadge onChanged={onChanged} />);
    act(() => eventBus.publish('cart/changed', { count: 4, total: 10 }));
    expect(screen.getByLabelText('Cart count')).toHaveTextContent('4');
    expect(onChanged).toHaveBeenCalledWith(4);

    unmount();
    onChanged.mockClear();
    eventBus.publish('cart/changed', { count: 5, total: 12 });
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('calls the latest handler without resubscribing', () => {
    const calls: string[] = [];
    function Listener({ name }: { name: string }) {
      useEvent('user/updated', () => calls.push(name));
      return null;
    }
    const { rerender } = render(<Listener name="first" />);
    rerender(<Listener name="second" />);
    act(() => eventBus.publish('user/updated', { userId: 9 }));
    expect(calls).toEqual(['second']);
  });
});
