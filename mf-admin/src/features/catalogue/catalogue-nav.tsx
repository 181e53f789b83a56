import { NavLink } from 'react-router-dom';
import pageStyles from '../../components/admin.module.css';
import { CATALOGUE_PAGES } from './catalogue-words';
import styles from './catalogue.module.css';

/** The catalogue's pages (docs/product.md §13.5), beside each one's heading: the one open is marked. */
export function CatalogueNav() {
  return (
    <nav aria-label="Catalogue" className={styles.nav}>
      {CATALOGUE_PAGES.map((page) => (
        <NavLink key={page.path} to={page.path} end className={pageStyles.textLink}>
          {page.label}
        </NavLink>
      ))}
    </nav>
  );
}
