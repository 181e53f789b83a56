import { PageOutlet } from '../routing/page-outlet';
import { StaffFrame } from './staff-frame';
import { StaffGuard } from './staff-guard';

/**
 * What the host draws on /admin pages (docs/product.md §13): the staff frame and guard around mf-admin. A
 * member's answers are dropped when it signs in or out by the kernel's bus (data/bus-invalidation.ts).
 */
export function BackOffice() {
  return (
    <StaffFrame>
      <StaffGuard>
        <PageOutlet />
      </StaffGuard>
    </StaffFrame>
  );
}
