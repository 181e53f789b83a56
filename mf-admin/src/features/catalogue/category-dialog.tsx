import { useState } from 'react';
import {
  Button,
  callApi,
  Dialog,
  TextField,
  type AnswerOf,
  type CategoryRow,
  type FilterGroup,
} from '@storefront/shared-kernel';
import { adminCatalogueRoutes } from '@storefront/shared-kernel/back-office';
import { CheckboxField } from '../../components/checkbox-field';
import { SubmitButton } from '../../components/submit-button';
import { PictureChooser } from './picture-chooser';
import { sendPictures } from './send-pictures';
import { SaveFailure } from './use-catalogue-save';
import { useReferenceSave } from './use-reference-save';
import styles from './catalogue.module.css';

export type CategoriesAnswer = AnswerOf<typeof adminCatalogueRoutes.listCategories>;
/** Shows the categories a change answered, and says what it did. */
export type CategoriesDone = (answer: CategoriesAnswer, notice: string) => void;

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
  const [name, setName] = useState('');
  const save = useReferenceSave<'name', CategoriesAnswer>(
    () => callApi(adminCatalogueRoutes.addCategory, { parentId, name }),
    (answer) => {
      done(answer, `${name.trim()} is added.`);
      setName('');
    },
    { validate: () => (name.trim() === '' ? { name: 'Enter the category name' } : undefined) },
  );
  return (
    <>
      <form {...save.form.formProps} aria-label={label} className={styles.inlineForm}>
        <TextField
          label="Category name"
          name="name"
          value={name}
          onChange={setName}
          field={save.form.field('name')}
          isRequired
        />
        <SubmitButton isBusy={save.form.isSubmitting} busyText="Adding...">
          {label}
        </SubmitButton>
      </form>
      <SaveFailure save={save} />
    </>
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
  const [name, setName] = useState(category.name);
  const rename = useReferenceSave<'name', CategoriesAnswer>(
    () => callApi(adminCatalogueRoutes.renameCategory, { id: category.id, name }),
    (answer) => done(answer, `The category is now ${name.trim()}.`),
    { validate: () => (name.trim() === '' ? { name: 'Enter the category name' } : undefined) },
  );
  const remove = useReferenceSave<never, CategoriesAnswer>(
    () => callApi(adminCatalogueRoutes.deleteCategory, { id: category.id }),
    (answer) => done(answer, `${category.name} is deleted.`),
  );
  const isEmpty = childCount === 0 && category.productCount === 0;
  return (
    <Dialog open onClose={onClose} title={`Change ${category.name}`}>
      <form {...rename.form.formProps} aria-label="Rename the category" className={styles.inlineForm}>
        <TextField
          label="Category name"
          name="name"
          value={name}
          onChange={setName}
          hint={`Its address stays /search?category=${category.slug}.`}
          field={rename.form.field('name')}
          isRequired
        />
        <SubmitButton isBusy={rename.form.isSubmitting}>Rename</SubmitButton>
      </form>
      <SaveFailure save={rename} />
      {category.level < CATEGORY_LEVELS ? (
        <AddCategoryForm parentId={category.id} label="Add a sub-category" done={done} />
      ) : null}
      <PictureForm category={category} kind="tile" done={done} />
      <PictureForm category={category} kind="banner" done={done} />
      <FilterGroupsForm category={category} groups={groups} done={done} />
      <p>
        {isEmpty
          ? 'No product or sub-category is filed under this category.'
          : `${category.productCount} ${category.productCount === 1 ? 'product' : 'products'} and ${childCount} ${
              childCount === 1 ? 'sub-category are' : 'sub-categories are'
            } filed under it: it cannot be deleted.`}
      </p>
      {isEmpty ? (
        <Button variant="secondary" isBusy={remove.form.isSubmitting} onClick={() => void remove.form.submit()}>
          Delete category
        </Button>
      ) : null}
      <SaveFailure save={remove} />
    </Dialog>
  );
}
