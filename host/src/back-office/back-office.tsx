import { PageOutlet } from '../routing/page-outlet';
import { StaffFrame } from './staff-frame';
import { StaffGuard } from './staff-guard';
import { useStaffAnswersPerMember } from './use-staff-answers';

/** What the host draws on /admin pages (docs/product.md §13): the staff frame and guard around mf-admin. */
export function BackOffice() {
  useStaffAnswersPerMember();
  return (
    <StaffFrame>
      <StaffGuard>
        <PageOutlet />
      </StaffGuard>
    </StaffFrame>
  );
}
