import { STAFF_ROLE_LABELS, staffAreaPagesFor } from '@storefront/shared-kernel/back-office';
import { AdminPage } from '../../components/admin-page';
import { useStaffMember } from '../../lib/staff-member';
import { AreaCards } from '../../components/area-links';

/** The back office's first page (docs/product.md §13, /admin): a greeting and the member's areas. */
export default function DashboardPage() {
  const member = useStaffMember();
  if (!member) return null; // the host's staff guard shows no page without a member
  const areas = staffAreaPagesFor(member.role);
  return (
    <AdminPage
      title="Dashboard"
      description={`Welcome, ${member.name || member.email}. You are signed in as ${STAFF_ROLE_LABELS[member.role]}.`}
    >
      {areas.length === 0 ? (
        <p>No area of the back office is open to your role yet.</p>
      ) : (
        <AreaCards label="Your areas" areas={areas} />
      )}
    </AdminPage>
  );
}
