import { Navigate, NavLink, useParams } from 'react-router-dom';
import { getStoredToken, usePageTitle } from '@storefront/shared-kernel';
import { endSession } from '../../lib/session';
import page from '../../components/page.module.css';
import { CustomerTab } from './customer-tab';
import { OrdersTab } from './orders-tab';
import { PasswordTab } from './password-tab';
import styles from './my-account-page.module.css';

/** The tabs of the account area and their titles (docs/product.md §8.1, /myaccount/{page}). */
export const ACCOUNT_PAGES = {
  orders: 'Search Web Orders',
  password: 'Change Password',
  customer: 'Customer Info',
} as const;
type AccountPage = keyof typeof ACCOUNT_PAGES;
const isAccountPage = (value: string | undefined): value is AccountPage =>
  value !== undefined && Object.hasOwn(ACCOUNT_PAGES, value);

const TABS = { orders: OrdersTab, password: PasswordTab, customer: CustomerTab } as const;

/** My account: orders (the default), change password, customer info; only with a session. */
export default function MyAccountPage() {
  const { page: pageName } = useParams();
  usePageTitle(isAccountPage(pageName) ? ACCOUNT_PAGES[pageName] : 'My Account');
  // The shell's guard sends visitors home too; this covers the remote running on its own.
  if (!getStoredToken()) return <Navigate to="/" replace />;
  if (!isAccountPage(pageName)) return <Navigate to="/myaccount/orders" replace />;
  const Tab = TABS[pageName];
  return (
    <div className={`${page.page} ${styles.layout}`}>
      <nav className={styles.menu} aria-label="My account">
        <p className={styles.menuTitle}>My Account</p>
        <ul className={styles.menuList}>
          <li>
            <NavLink to="/myaccount/orders" className={styles.menuLink}>
              ORDERS
            </NavLink>
          </li>
          <li>
            <NavLink to="/myaccount/password" className={styles.menuLink}>
              CHANGE PASSWORD
            </NavLink>
          </li>
          <li>
            <button type="button" className={styles.menuLink} onClick={endSession}>
              Log out
            </button>
          </li>
        </ul>
      </nav>
      <section className={styles.content} aria-labelledby="my-account-title">
        <h1 id="my-account-title" className={page.title}>
          {ACCOUNT_PAGES[pageName]}
        </h1>
        <Tab />
      </section>
    </div>
  );
}
