import { Link } from 'react-router-dom';
import { STAFF_ROLE_LABELS, staffAreaPagesFor } from '@storefront/shared-kernel/back-office';
import { AdminPage } from '../../components/admin-page';
import { useStaffMember } from '../../lib/staff-member';
import styles from './dashboard-page.module.css';

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
        <ul className={styles.areas} aria-label="Your areas">
          {areas.map((area) => (
            <li key={area.path} className={styles.area}>
              <Link to={area.path} className={styles.areaLink}>
                {area.label}
              </Link>
              <p className={styles.areaText}>{area.description}</p>
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
