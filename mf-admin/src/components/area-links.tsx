import { Link, NavLink } from 'react-router-dom';
import pageStyles from './admin.module.css';
import styles from './area-links.module.css';

export interface AreaLink {
  path: string;
  label: string;
  description?: string;
}

/** An area's pages as cards, each a link and what it is for (the dashboard, the content area's first page). */
export function AreaCards({ label, areas }: { label: string; areas: readonly AreaLink[] }) {
  return (
    <ul className={styles.areas} aria-label={label}>
      {areas.map((area) => (
        <li key={area.path} className={styles.area}>
          <Link to={area.path} className={styles.areaLink}>
            {area.label}
          </Link>
          <p className={styles.areaText}>{area.description}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * An area's pages beside each one's heading (the catalogue's, the content's): the one open is marked.
 * `exact` marks a page only at its own path, not under it.
 */
export function AreaNav({
  label,
  pages,
  exact = false,
}: {
  label: string;
  pages: readonly AreaLink[];
  exact?: boolean;
}) {
  return (
    <nav aria-label={label} className={styles.nav}>
      {pages.map((page) => (
        <NavLink key={page.path} to={page.path} end={exact} className={pageStyles.textLink}>
          {page.label}
        </NavLink>
      ))}
    </nav>
  );
}
