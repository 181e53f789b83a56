import { useEffect, useRef, type ReactNode } from 'react';
import { Button, type FieldBinding } from '@storefront/shared-kernel';
import pageStyles from '../../components/admin.module.css';
import styles from './home-content.module.css';

export interface OrderedItem {
  key: string;
  /** What the item's buttons name it by: 'Up: Rice Cookers'. */
  name: string;
  content: ReactNode;
}

type Control = 'up' | 'down' | 'remove';

/**
 * A list the member puts in order before saving it (the tiles picked, a rail's products): Up, Down and
 * Remove on each item, named with it. Focus stays with the item that moved, and after a removal goes to the
 * item that took its place, so the list can be ordered from the keyboard alone.
 */
export function OrderedPicks({
  label,
  items,
  onChange,
  empty,
}: {
  label: string;
  items: readonly OrderedItem[];
  onChange: (keys: string[]) => void;
  empty: string;
}) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // Where focus goes once the list the change gives is drawn (after every render: nothing when none waits).
  const focusNext = useRef<{ key: string; control: Control } | null>(null);
  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    focusNext.current = null;
    const order: Control[] =
      next.control === 'up' ? ['up', 'down'] : next.control === 'down' ? ['down', 'up'] : ['remove'];
    for (const control of order) {
      const button = buttons.current.get(`${next.key}:${control}`);
      if (button) {
        button.focus();
        break;
      }
    }
  });

  const keys = items.map((item) => item.key);
  const move = (at: number, to: number) => {
    const next = [...keys];
    [next[at], next[to]] = [next[to]!, next[at]!];
    onChange(next);
    focusNext.current = { key: keys[at]!, control: to < at ? 'up' : 'down' };
  };
  const remove = (at: number) => {
    onChange(keys.filter((_, i) => i !== at));
    const stays = keys[at + 1] ?? keys[at - 1];
    if (stays !== undefined) focusNext.current = { key: stays, control: 'remove' };
  };
  const refOf = (key: string, control: Control) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(`${key}:${control}`, element);
    else buttons.current.delete(`${key}:${control}`);
  };

  if (items.length === 0) return <p className={pageStyles.muted}>{empty}</p>;
  return (
    <ol aria-label={label} className={styles.picks}>
      {items.map((item, at) => (
        <li key={item.key} className={styles.pick}>
          <span className={styles.pickContent}>{item.content}</span>
          <span className={pageStyles.actions}>
            {at > 0 ? (
              <Button
                ref={refOf(item.key, 'up')}
                size="small"
                variant="secondary"
                onClick={() => move(at, at - 1)}
                aria-label={`Up: ${item.name}`}
              >
                Up
              </Button>
            ) : null}
            {at < items.length - 1 ? (
              <Button
                ref={refOf(item.key, 'down')}
                size="small"
                variant="secondary"
                onClick={() => move(at, at + 1)}
                aria-label={`Down: ${item.name}`}
              >
                Down
              </Button>
            ) : null}
            <Button
              ref={refOf(item.key, 'remove')}
              size="small"
              variant="secondary"
              onClick={() => remove(at)}
              aria-label={`Remove: ${item.name}`}
            >
              Remove
            </Button>
          </span>
        </li>
      ))}
    </ol>
  );
}

/**
 * Where a list stands in its form (the tiles picked, a rail's products): a refusal of the list shows under it,
 * said at once, and focus comes to the list when it is refused.
 */
export function ListField({ field, children }: { field: FieldBinding; children: ReactNode }) {
  const { error, ref } = field;
  return (
    <div ref={ref} tabIndex={-1} className={styles.listField}>
      {children}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
