import { NavLink } from 'react-router-dom';
import pageStyles from '../../components/admin.module.css';
import { CONTENT_PAGES_NAV } from './content-words';
import styles from './content.module.css';

/** The content area's pages (docs/product.md §13.7), beside each one's heading: the one open is marked. */
export function ContentNav() {
  return (
    <nav aria-label="Content" className={styles.nav}>
      {CONTENT_PAGES_NAV.map((page) => (
        <NavLink key={page.path} to={page.path} className={pageStyles.textLink}>
          {page.label}
        </NavLink>
      ))}
    </nav>
  );
}
