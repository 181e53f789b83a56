import type { ReactNode } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { Button, endStaffSession, ToastViewport, type StaffSession } from '@storefront/shared-kernel';
import { STAFF_ROLE_LABELS } from '@storefront/shared-kernel/back-office';
import { PreviewBanner } from '../shell/preview-banner';
import { ServiceNotice } from '../shell/service-notice';
import { staffSignInPath } from './back-office-paths';
import { staffMenuFor } from './staff-menu';
import { useStaffSession } from './staff-session';
import styles from './staff-frame.module.css';

function MemberBar({ session }: { session: StaffSession }) {
  const navigate = useNavigate();
  const { name, email, role } = session.staff;
  const signOut = () => {
    endStaffSession('signed-out');
    // From a page the guard does not keep (set-password) too.
    navigate(staffSignInPath(), { replace: true });
  };
  return (
    <div className={styles.member}>
      <span className={styles.memberName}>{name || email}</span>
      <span className={styles.role}>{STAFF_ROLE_LABELS[role]}</span>
      <Button variant="secondary" size="small" onClick={signOut}>
        Sign out
      </Button>
    </div>
  );
}

function SideMenu({ session }: { session: StaffSession }) {
  return (
    <nav aria-label="Back office" className={styles.menu}>
      <ul className={styles.menuList}>
        {staffMenuFor(session.staff.role).map((entry) => (
          <li key={entry.path}>
            <NavLink
              to={entry.path}
              // The dashboard is current on /admin only, not under every page below it.
              end={entry.path === '/admin'}
              className={({ isActive }) => (isActive ? `${styles.menuLink} ${styles.current}` : styles.menuLink)}
            >
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The back office's frame (docs/product.md §13), drawn instead of the buyer's header, menu bar, promo strip
 * and footer on every /admin page: 'Back office', the member with its role and 'Sign out', and a side menu
 * of the areas its role may use. Without a staff session (sign-in, set-password) only the title shows.
 */
export function StaffFrame({ children }: { children: ReactNode }) {
  const session = useStaffSession();
  return (
    <div className={styles.frame}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <PreviewBanner />
      <header className={styles.bar}>
        {session ? (
          <Link to="/admin" className={styles.title}>
            Back office
          </Link>
        ) : (
          <span className={styles.title}>Back office</span>
        )}
        {session && <MemberBar session={session} />}
      </header>
      <ServiceNotice />
      <div className={styles.body}>
        {session && <SideMenu session={session} />}
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
      <ToastViewport />
    </div>
  );
}
