import { Link } from 'react-router-dom';
import { AdminPage } from '../../components/admin-page';
import styles from '../../components/admin.module.css';

/** Any other path under /admin: the back office owns them all (a page of a later part, or a typo). */
export default function NotFoundPage() {
  return (
    <AdminPage title="Page not found">
      <p>This back-office page does not exist or has moved.</p>
      <p>
        <Link to="/admin" className={styles.textLink}>
          Back to the dashboard
        </Link>
      </p>
    </AdminPage>
  );
}
