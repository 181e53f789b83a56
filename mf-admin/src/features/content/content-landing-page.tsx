import { Link } from 'react-router-dom';
import { AdminPage } from '../../components/admin-page';
import { CONTENT_PAGES_NAV } from './content-words';
import styles from './content.module.css';

/**
 * The content area's first page (docs/product.md §13.7, /admin/content): what buyers read besides the
 * catalogue, one link a part, for admins and the catalogue role.
 */
export default function ContentLandingPage() {
  return (
    <AdminPage title="Content" area="content" description="What buyers read on the storefront besides the catalogue.">
      <ul className={styles.areas} aria-label="Content pages">
        {CONTENT_PAGES_NAV.map((page) => (
          <li key={page.path} className={styles.area}>
            <Link to={page.path} className={styles.areaLink}>
              {page.label}
            </Link>
            <p className={styles.areaText}>{page.description}</p>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
