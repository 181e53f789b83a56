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
  return (
    <span className={pageStyles.actions}>
      {isFirst ? null : (
        <Button
          size="small"
          variant="secondary"
          isBusy={isBusy}
          onClick={() => onMove('up')}
          aria-label={`Up: ${name}`}
        >
          Up
        </Button>
      )}
      {isLast ? null : (
        <Button
          size="small"
          variant="secondary"
          isBusy={isBusy}
          onClick={() => onMove('down')}
          aria-label={`Down: ${name}`}
        >
          Down
        </Button>
      )}
    </span>
  );
}
