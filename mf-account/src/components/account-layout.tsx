import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { endSession } from '../lib/session';
import page from './page.module.css';
import styles from './account-layout.module.css';

/** The side menu's pages, in order (docs/product.md §8.1): Customer Info has no entry. */
const MENU = [
  { to: '/myaccount/orders', label: 'ORDERS' },
  { to: '/myaccount/messages', label: 'Messages' },
  { to: '/myaccount/password', label: 'CHANGE PASSWORD' },
] as const;

/**
 * The account area's frame (docs/product.md §8.1): the side menu 'My Account' and the page titled `title`
 * beside it. The tabs of /myaccount/{page} and a case under Messages (/myaccount/messages/{caseNo}) share it;
 * a case keeps Messages marked as the page the buyer is in.
 */
export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={`${page.page} ${styles.layout}`}>
      <nav className={styles.menu} aria-label="My account">
        <p className={styles.menuTitle}>My Account</p>
        <ul className={styles.menuList}>
          {MENU.map((entry) => (
            <li key={entry.to}>
              <NavLink to={entry.to} className={styles.menuLink}>
                {entry.label}
              </NavLink>
            </li>
          ))}
          <li>
            <button type="button" className={styles.menuLink} onClick={endSession}>
              Log out
            </button>
          </li>
        </ul>
      </nav>
      <section className={styles.content} aria-labelledby="my-account-title">
        <h1 id="my-account-title" className={page.title}>
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
