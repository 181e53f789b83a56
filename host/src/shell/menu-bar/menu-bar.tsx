import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  cx,
  selectIsLoggedIn,
  type AnswerOf,
  systemRoutes,
  useApiQuery,
  useStore,
  userStore,
} from '@storefront/shared-kernel';
import { buildMenuTree, type MenuEntry } from './menu-tree';
import styles from './menu-bar.module.css';

const NO_MENU: MenuEntry[] = [];
const menuOf = (answer: AnswerOf<typeof systemRoutes.getMenu>) => buildMenuTree(answer.menuList);

/** The category menu bar from the menu call; a visitor's click goes to /login (docs/product.md §3.4). */
export function MenuBar() {
  // A failed menu load is only logged (docs/product.md §11.2): the bar stays empty, and the menu is
  // asked for again once the API is back. The catalog's search page reads the same answer.
  const menu = useApiQuery(systemRoutes.getMenu, {}, { select: menuOf, logFailureAs: 'the menu' }).data ?? NO_MENU;
  // A submenu shown on hover or focus can be dismissed without moving (WCAG 1.4.13): Escape hides the
  // open one (the focused category's, else the hovered one's) until the pointer or the focus leaves it,
  // and takes a focus inside it back to its category.
  const [dismissed, setDismissed] = useState<number | null>(null);
  // Read only when Escape is pressed: a ref, so moving the pointer over the bar renders nothing.
  const hovered = useRef<number | null>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focused = document.activeElement?.closest<HTMLElement>('[data-menu-id]');
      const id = focused ? Number(focused.dataset['menuId']) : hovered.current;
      if (id === null) return;
      setDismissed(id);
      focused?.querySelector<HTMLElement>('a')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  const isLoggedIn = useStore(userStore, selectIsLoggedIn);

  const hrefOf = (entry: MenuEntry) => (isLoggedIn ? `/search?category=${encodeURIComponent(entry.slug)}` : '/login');
  return (
    <nav className={styles.bar} aria-label="Categories">
      <ul className={styles.list}>
        {menu.map((entry) => (
          <li
            key={entry.id}
            className={cx(styles.item, dismissed === entry.id && styles.dismissed)}
            data-menu-id={entry.children.length > 0 ? entry.id : undefined}
            onMouseEnter={() => {
              hovered.current = entry.children.length > 0 ? entry.id : null;
            }}
            onMouseLeave={() => {
              hovered.current = null;
              setDismissed(null);
            }}
            onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setDismissed(null)}
          >
            <Link to={hrefOf(entry)} className={styles.link}>
              {entry.name}
            </Link>
            {entry.children.length > 0 && (
              <ul className={styles.submenu}>
                {entry.children.map((child) => (
                  <li key={child.id}>
                    <Link to={hrefOf(child)} className={styles.sublink}>
                      {child.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
        <li className={styles.item}>
          <Link to={isLoggedIn ? '/brands' : '/login'} className={styles.link}>
            Brands
          </Link>
        </li>
        <li className={styles.item}>
          <Link to="/ecatalog" className={styles.link}>
            E-Catalogs
          </Link>
        </li>
      </ul>
    </nav>
  );
}
