import { Button } from '@storefront/shared-kernel';
import pageStyles from '../../components/admin.module.css';

/**
 * Up and Down for an e-catalog in the storefront's order (docs/product.md §13.7), each named with the catalog it
 * moves; none past either end. (The catalogue's brands and categories have the same buttons of their own: a
 * feature imports no other feature's.)
 */
export function OrderButtons({
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
