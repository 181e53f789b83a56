import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MenuNode, RecentItem } from '@storefront/shared-kernel';
import { productHref } from '../../lib/guarded-href';
import type { FilterGroup } from './filter-groups';
import styles from './search.module.css';

export interface FilterPanelProps {
  /** Undefined while loading: only the heading shows, the groups arrive together. */
  groups: readonly FilterGroup[] | undefined;
  selected: readonly number[];
  onToggle: (id: number) => void;
  onClearAll: () => void;
  recentItems: readonly RecentItem[];
  /** Sub-categories of the current category, as links that leave the filters behind. */
  subCategories: readonly MenuNode[];
  subCategoryHref: (slug: string) => string;
  /** The drawer names itself 'Filters' already. */
  showHeading?: boolean;
}

function Group({ title, isInitiallyOpen, children }: { title: string; isInitiallyOpen: boolean; children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(isInitiallyOpen);
  const bodyId = useId();
  return (
    <div className={styles.group}>
      <h3 className={styles.groupTitle}>
        <button
          type="button"
          className={styles.groupToggle}
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={() => setIsOpen((open) => !open)}
        >
          <span>{title}</span>
          <span aria-hidden="true">{isOpen ? '−' : '+'}</span>
        </button>
      </h3>
      <div id={bodyId} hidden={!isOpen} className={styles.groupBody}>
        {children}
      </div>
    </div>
  );
}

/**
 * The filter sidebar (docs/product.md §5.4): collapsible groups, Recently Viewed open by
 * default, a group opened when one of its values is already chosen (filter ids from the URL).
 */
export function FilterPanel({
  groups,
  selected,
  onToggle,
  onClearAll,
  recentItems,
  subCategories,
  subCategoryHref,
  showHeading = true,
}: FilterPanelProps) {
  return (
    <div className={styles.filterPanel}>
      <div className={styles.filterHeader}>
        {showHeading ? <h2 className={styles.filterHeading}>Filters</h2> : <span />}
        <button type="button" className={styles.clearAll} onClick={onClearAll} disabled={selected.length === 0}>
          Clear All
        </button>
      </div>
      {groups === undefined ? null : (
        <>
          {subCategories.length > 0 ? (
            <Group title="Category" isInitiallyOpen>
              <ul className={styles.plainList}>
                {subCategories.map((node) => (
                  <li key={node.idWebCate}>
                    <Link to={subCategoryHref(node.slug)} className={styles.subCategory}>
                      {node.cateNm}
                    </Link>
                  </li>
                ))}
              </ul>
            </Group>
          ) : null}
          {groups.map((group) => (
            <Group
              key={group.id}
              title={group.name}
              isInitiallyOpen={group.items.some((item) => selected.includes(item.id))}
            >
              <ul className={styles.plainList}>
                {group.items.map((item) => (
                  <li key={item.id}>
                    <label className={styles.filterItem}>
                      <input type="checkbox" checked={selected.includes(item.id)} onChange={() => onToggle(item.id)} />
                      {item.title}
                    </label>
                  </li>
                ))}
              </ul>
            </Group>
          ))}
          <Group title="Recently Viewed" isInitiallyOpen>
            {recentItems.length === 0 ? (
              <p className={styles.muted}>No recently viewed items.</p>
            ) : (
              <ul className={styles.plainList}>
                {[...recentItems]
                  .reverse()
                  .slice(0, 5)
                  .map((item) => (
                    <li key={item.idStyle}>
                      <Link to={productHref(item.idStyle)} className={styles.recentItem}>
                        {item.filepath1 ? (
                          <img src={item.filepath1} alt="" width={40} height={40} loading="lazy" />
                        ) : null}
                        <span>{item.webTitle ?? item.idStyle}</span>
                      </Link>
                    </li>
                  ))}
              </ul>
            )}
          </Group>
        </>
      )}
    </div>
  );
}
