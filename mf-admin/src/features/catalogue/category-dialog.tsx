import { useState } from 'react';
import { callApi, Dialog, type AnswerOf, type CategoryRow, type FilterGroup } from '@storefront/shared-kernel';
import { adminCatalogueRoutes } from '@storefront/shared-kernel/back-office';
import { CheckboxField } from '../../components/checkbox-field';
import { SubmitButton } from '../../components/submit-button';
import { SaveFailure } from '../../components/use-versioned-save';
import { DeleteSection } from './delete-section';
import { NameForm } from './name-form';
import { PictureChooser } from '../../components/picture-chooser';
import { sendPictures } from '../../components/send-pictures';
import { useReferenceSave, type ReferenceDone } from './use-reference-save';
import styles from './catalogue.module.css';

export type CategoriesAnswer = AnswerOf<typeof adminCatalogueRoutes.listCategories>;
export type CategoriesDone = ReferenceDone<CategoriesAnswer>;

/** The deepest a category may be (the API's CATALOGUE_LIMITS.categoryLevels). */
export const CATEGORY_LEVELS = 3;

/** A new category under `parentId` (null: a top one), last among its siblings. */
export function AddCategoryForm({
  parentId,
  label,
  done,
}: {
  parentId: number | null;
  label: string;
  done: CategoriesDone;
}) {
  return (
    <NameForm
      label="Category name"
      button={label}
      busyText="Adding..."
      save={(name) => callApi(adminCatalogueRoutes.addCategory, { parentId, name })}
      said={(name) => `${name} is added.`}
      done={done}
    />
  );
}

function PictureForm({
  category,
  kind,
  done,
}: {
  category: CategoryRow;
  kind: 'tile' | 'banner';
  done: CategoriesDone;
}) {
  const [files, setFiles] = useState<File[]>([]);
  const label = kind === 'tile' ? 'Tile picture' : 'Banner picture';
  const save = useReferenceSave<'picture', CategoriesAnswer>(
    () => sendPictures(adminCatalogueRoutes.uploadCategoryPicture, { id: category.id, kind }, 'picture', files),
    (answer) => done(answer, `${category.name} has its new ${kind === 'tile' ? 'tile' : 'banner'}.`),
    { validate: () => (files.length === 0 ? { picture: 'Choose the picture' } : undefined) },
  );
  const current = kind === 'tile' ? category.tile : category.banner;
  return (
    <>
      <form {...save.form.formProps} aria-label={`The ${kind} picture`} className={styles.inlineForm}>
        {current ? <img src={current} alt={`The ${kind} now`} className={styles.logo} /> : null}
        <PictureChooser label={label} onChoose={setFiles} field={save.form.field('picture')} />
        <SubmitButton isBusy={save.form.isSubmitting} busyText="Uploading...">
          {kind === 'tile' ? 'Upload tile' : 'Upload banner'}
        </SubmitButton>
      </form>
      <SaveFailure save={save} />
    </>
  );
}

function FilterGroupsForm({
  category,
  groups,
  done,
}: {
  category: CategoryRow;
  groups: readonly FilterGroup[];
  done: CategoriesDone;
}) {
  const [chosen, setChosen] = useState<number[]>(category.filterGroups);
  const save = useReferenceSave<never, CategoriesAnswer>(
    // In the order of the Filters page, the order the search page shows them in.
    () =>
      callApi(adminCatalogueRoutes.setCategoryFilters, {
        id: category.id,
        groupIds: groups.map((g) => g.id).filter((id) => chosen.includes(id)),
      }),
    (answer) => done(answer, `${category.name} offers its filters.`),
  );
  return (
    <form {...save.form.formProps} aria-label="Filters offered">
      <fieldset className={styles.group}>
        <legend>Filters its search page offers</legend>
        {groups.map((group) => (
          <CheckboxField
            key={group.id}
            label={group.name}
            checked={chosen.includes(group.id)}
            onChange={(isOn) => setChosen((now) => (isOn ? [...now, group.id] : now.filter((id) => id !== group.id)))}
          />
        ))}
      </fieldset>
      <SaveFailure save={save} />
      <SubmitButton isBusy={save.form.isSubmitting}>Save filters</SubmitButton>
    </form>
  );
}

/** One category's changes, in a dialog: name, a sub-category, pictures, filters, and deleting it. */
export function CategoryDialog({
  category,
  childCount,
  groups,
  onClose,
  done,
}: {
  category: CategoryRow;
  childCount: number;
  groups: readonly FilterGroup[];
  onClose: () => void;
  done: CategoriesDone;
}) {
  const isEmpty = childCount === 0 && category.productCount === 0;
  return (
    <Dialog open onClose={onClose} title={`Change ${category.name}`}>
      <NameForm
        label="Category name"
        button="Rename"
        formLabel="Rename the category"
        initial={category.name}
        hint={`Its address stays /search?category=${category.slug}.`}
        save={(name) => callApi(adminCatalogueRoutes.renameCategory, { id: category.id, name })}
        said={(name) => `The category is now ${name}.`}
        done={done}
      />
      {category.level < CATEGORY_LEVELS ? (
        <AddCategoryForm parentId={category.id} label="Add a sub-category" done={done} />
      ) : null}
      <PictureForm category={category} kind="tile" done={done} />
      <PictureForm category={category} kind="banner" done={done} />
      <FilterGroupsForm category={category} groups={groups} done={done} />
      <DeleteSection
        canDelete={isEmpty}
        reason={
          isEmpty
            ? 'No product or sub-category is filed under this category.'
            : `${category.productCount} ${category.productCount === 1 ? 'product' : 'products'} and ${childCount} ${
                childCount === 1 ? 'sub-category are' : 'sub-categories are'
              } filed under it: it cannot be deleted.`
        }
        button="Delete category"
        remove={() => callApi(adminCatalogueRoutes.deleteCategory, { id: category.id })}
        said={`${category.name} is deleted.`}
        done={done}
      />
    </Dialog>
  );
}
