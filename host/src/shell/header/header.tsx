import { Link } from 'react-router-dom';
import { selectIsLoggedIn, useStore, userStore } from '@storefront/shared-kernel';
import { CartMenu } from './cart-menu';
import { SearchBox } from './search-box';
import { useLogout } from './use-logout';
import styles from './header.module.css';

/** The shell header: brand, search, welcome text, account, favorites, cart and logout. */
export function Header() {
  const isLoggedIn = useStore(userStore, selectIsLoggedIn);
  const companyNm = useStore(userStore, (user) => user.companyNm);
  const firstname = useStore(userStore, (user) => user.firstname);
  const logout = useLogout();
  const welcome = `Welcome, ${[companyNm, firstname].filter(Boolean).join(' · ')}`;
  return (
    <header className={styles.header}>
      <Link to="/" className={styles.brand}>
        Wholesale <span className={styles.brandAccent}>Storefront</span>
      </Link>
      <SearchBox />
      <div className={styles.account}>
        {isLoggedIn && (
          <span className={styles.welcome} data-testid="welcome-text" title={welcome}>
            {welcome}
          </span>
        )}
        <nav className={styles.nav} aria-label="Account">
          <Link to={isLoggedIn ? '/myaccount/orders' : '/login'}>{isLoggedIn ? 'My Account' : 'Sign In'}</Link>
          <Link to={isLoggedIn ? '/favorites' : '/login'}>Favorites</Link>
          <CartMenu />
          {isLoggedIn && (
            <button type="button" className={styles.logout} onClick={logout}>
              Logout
            </button>
          )}
        </nav>
      </div>
    </header>
  );
}
