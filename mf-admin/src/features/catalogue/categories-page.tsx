import { Button, callApi, useApiQuery, type CategoryRow, type FilterGroup } from '@storefront/shared-kernel';
import { adminCatalogueRoutes } from '@storefront/shared-kernel/back-office';
import { AdminPage } from '../../components/admin-page';
import { Card } from '../../components/card';
import { ListStatus } from '../../components/list-status';
import { Notice } from '../../components/notice';
import { SaveFailure } from '../../components/use-versioned-save';
import { CatalogueNav } from './catalogue-nav';
import { AddCategoryForm, CategoryDialog, type CategoriesAnswer } from './category-dialog';
import { MoveButtons } from '../../components/move-buttons';
import { moveSaveHook, useListDesk, type MoveStep } from '../../components/use-list-desk';
import { useReferenceSave } from './use-reference-save';
import styles from './catalogue.module.css';
import pageStyles from '../../components/admin.module.css';

const useCategoryMove = moveSaveHook(useReferenceSave<never, CategoriesAnswer>);

interface TreeProps {
  categories: readonly CategoryRow[];
  groups: readonly FilterGroup[];
  onMove: (id: number, direction: MoveStep['direction']) => void;
  isMoving: boolean;
  onChange: (id: number) => void;
}

/** The categories under `parentId`, each with its own under it: nested lists, siblings in order. */
function Branch({ parentId, ...tree }: TreeProps & { parentId: number | null }) {
  const children = tree.categories.filter((c) => c.parentId === parentId);
  if (children.length === 0) return null;
  const groupName = (id: number) => tree.groups.find((g) => g.id === id)?.name ?? `#${id}`;
  return (
    <ul className={styles.tree}>
      {children.map((category, index) => (
        <li key={category.id} className={styles.node}>
          <div className={styles.row}>
            <span>
              <strong>{category.name}</strong> ({category.productCount}{' '}
              {category.productCount === 1 ? 'product' : 'products'})
              <span className={pageStyles.secondLine}>
                /search?category={category.slug}
                {category.filterGroups.length > 0
                  ? ` · Filters: ${category.filterGroups.map(groupName).join(', ')}`
                  : ''}
              </span>
            </span>
            <MoveButtons
              name={category.name}
              isFirst={index === 0}
              isLast={index === children.length - 1}
              isBusy={tree.isMoving}
              onMove={(direction) => tree.onMove(category.id, direction)}
            />
            <Button
              size="small"
              variant="secondary"
              onClick={() => tree.onChange(category.id)}
              aria-label={`Change: ${category.name}`}
            >
              Change
            </Button>
          </div>
          <Branch {...tree} parentId={category.id} />
        </li>
      ))}
    </ul>
  );
}

function CategoriesDesk() {
  const { list: categories, notice, editing, setEditing, done } = useListDesk(adminCatalogueRoutes.listCategories);
  const filters = useApiQuery(adminCatalogueRoutes.listFilters, {});
  const { save: moveSave, move } = useCategoryMove((step) => callApi(adminCatalogueRoutes.moveCategory, step), done);
  const rows = categories.data?.categories ?? [];
  const groups = filters.data?.groups ?? [];
  const chosen = rows.find((row) => row.id === editing);
  return (
    <>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <Card id="add-top-title" title="Add a top category">
        <AddCategoryForm parentId={null} label="Add category" done={done} />
      </Card>
      <Card id="tree-title" title="The category tree">
        <SaveFailure save={moveSave} />
        <ListStatus query={categories} what="categories" />
        {categories.data && rows.length === 0 ? <p>No categories yet.</p> : null}
        <Branch
          parentId={null}
          categories={rows}
          groups={groups}
          isMoving={moveSave.form.isSubmitting}
          onMove={move}
          onChange={setEditing}
        />
      </Card>
      {chosen ? (
        <CategoryDialog
          key={chosen.id}
          category={chosen}
          childCount={rows.filter((row) => row.parentId === chosen.id).length}
          groups={groups}
          onClose={() => setEditing(null)}
          done={done}
        />
      ) : null}
    </>
  );
}

/**
 * The categories (docs/product.md §13.5, /admin/catalogue/categories): the tree of three levels the
 * storefront's menu follows. Add a category or a sub-category, rename, order among siblings, the tile and
 * banner pictures, the filter groups its search page offers, delete one with nothing under it.
 */
export default function CategoriesPage() {
  return (
    <AdminPage
      title="Categories"
      area="catalog"
      description="The storefront's menu follows this tree."
      actions={<CatalogueNav />}
    >
      <CategoriesDesk />
    </AdminPage>
  );
}
