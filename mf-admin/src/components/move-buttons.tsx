import { Button } from '@storefront/shared-kernel';
import pageStyles from './admin.module.css';

/** Up and Down for one of an ordered list, each named with what it moves; none past either end. */
export function MoveButtons({
  name,
  isFirst,
  isLast,
  isBusy,
  onMove,
}: {
  name: string;
  isFirst: boolean;
  isLast: boolean;
  isBusy: boolean;
  onMove: (direction: 'up' | 'down') => void;
}) {
  const step = (direction: 'up' | 'down', label: string) => (
    <Button
      size="small"
      variant="secondary"
      isBusy={isBusy}
      onClick={() => onMove(direction)}
      aria-label={`${label}: ${name}`}
    >
      {label}
    </Button>
  );
  return (
    <span className={pageStyles.actions}>
      {isFirst ? null : step('up', 'Up')}
      {isLast ? null : step('down', 'Down')}
    </span>
  );
}
