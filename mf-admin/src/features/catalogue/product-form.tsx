import { useState } from 'react';
import {
  callApi,
  SelectField,
  TextField,
  useApiQuery,
  type AdminProduct,
  type SelectFieldProps,
  type TextFieldProps,
} from '@storefront/shared-kernel';
import { adminCatalogueRoutes } from '@storefront/shared-kernel/back-office';
import pageStyles from '../../components/admin.module.css';
import { Card } from '../../components/card';
import { CheckboxField } from '../../components/checkbox-field';
import { SubmitButton } from '../../components/submit-button';
import { SaveFailure } from '../../components/use-versioned-save';
import { BreaksField } from './breaks-field';
import { categoryPaths } from './category-paths';
import { FIELD_LABELS, SAVED, STATUS_CHOICES } from './catalogue-words';
import { DescriptionField } from './description-field';
import { FiltersField } from './filters-field';
import { draftOf, NEW_PRODUCT, productOf, type DraftField, type ProductDraft } from './product-draft';
import { useCatalogueSave } from './use-catalogue-save';
import styles from './catalogue.module.css';

export interface ProductFormProps {
  /** The product as the member read it; null for a new one. */
  shown: AdminProduct | null;
  /** The save was kept: the page shows the product as answered, and says `notice`. */
  onSaved: (product: AdminProduct, notice: string) => void;
  onReload?: () => void;
}

type TextDraftField = { [F in DraftField]: ProductDraft[F] extends string ? F : never }[DraftField];

/** A select's choices, each a name as it reads, with the product's own first even when the list lacks it. */
const choicesOf = (names: readonly string[], current: string) =>
  (current === '' || names.includes(current) ? names : [current, ...names]).map((name) => ({
    value: name,
    label: name,
  }));

/**
 * Every field of a product (docs/product.md §13.5, the kernel's catalogueProductSchema; labels as
 * docs/catalogue-file.md names its columns), saved whole with 'Save product'. The API checks every rule and
 * answers each refusal under its field; a save another change overtook is refused, with Reload.
 */
export function ProductForm({ shown, onSaved, onReload }: ProductFormProps) {
  const [draft, setDraft] = useState<ProductDraft>(() => (shown ? draftOf(shown.product) : NEW_PRODUCT));
  const brands = useApiQuery(adminCatalogueRoutes.listBrands, {});
  const categories = useApiQuery(adminCatalogueRoutes.listCategories, {});
  const filters = useApiQuery(adminCatalogueRoutes.listFilters, {});
  const images = shown?.product.images ?? [];
  const save = useCatalogueSave<DraftField>(
    async () => {
      const checked = productOf(draft, images);
      if ('errors' in checked) return;
      const answer = await callApi(adminCatalogueRoutes.saveProduct, {
        ...(shown ? { version: shown.version } : {}),
        product: checked.product,
      });
      setDraft(draftOf(answer.product.product));
      onSaved(answer.product, shown ? SAVED.product : SAVED.created(answer.product.product.sku));
    },
    {
      validate: () => {
        const checked = productOf(draft, images);
        return 'errors' in checked ? checked.errors : undefined;
      },
    },
  );
  const { form } = save;
  const set =
    <F extends DraftField>(name: F) =>
    (value: ProductDraft[F]) =>
      setDraft((current) => ({ ...current, [name]: value }));
  const text = (name: TextDraftField, more: Partial<TextFieldProps> = {}) => (
    <TextField
      label={FIELD_LABELS[name]}
      name={name}
      value={draft[name]}
      onChange={set(name)}
      field={form.field(name)}
      {...more}
    />
  );
  const number = (name: TextDraftField, hint?: string, isRequired = true) =>
    text(name, { inputMode: 'decimal', hint, isRequired });
  // Brand and category are chosen from the catalogue's own: a save never makes one (docs/product.md §13.5).
  const chosen = (name: 'brand' | 'category', names: readonly string[], more: Partial<SelectFieldProps>) => (
    <SelectField
      label={FIELD_LABELS[name]}
      name={name}
      value={draft[name]}
      onChange={set(name)}
      options={choicesOf(names, draft[name])}
      field={form.field(name)}
      isRequired
      {...more}
    />
  );

  return (
    <form {...form.formProps} aria-label={shown ? 'Product' : 'New product'} className={styles.sections}>
      <Card id="product-title" title="Product">
        <div className={pageStyles.fields}>
          {text('sku', shown ? { readOnly: true, hint: 'A product keeps its SKU.' } : { isRequired: true })}
          {text('title', { isRequired: true, className: styles.wide })}
          {chosen(
            'brand',
            (brands.data?.brands ?? []).map((brand) => brand.name),
            { placeholder: 'Choose a brand', hint: 'New brands are added on the Brands page.' },
          )}
          {chosen(
            'category',
            categoryPaths(categories.data?.categories ?? []).map(({ path }) => path),
            { placeholder: 'Choose a category' },
          )}
          <SelectField
            label={FIELD_LABELS.status}
            name="status"
            value={draft.status}
            onChange={(value) => set('status')(value === 'hidden' ? 'hidden' : 'active')}
            options={STATUS_CHOICES}
            hint="A hidden product leaves the storefront; orders keep it."
            field={form.field('status')}
          />
          {number('position', 'The storefront lists by it, lowest first.')}
          <CheckboxField
            label={FIELD_LABELS.featured}
            checked={draft.featured}
            onChange={set('featured')}
            field={form.field('featured')}
          />
          <CheckboxField
            label={FIELD_LABELS.isNew}
            checked={draft.isNew}
            onChange={set('isNew')}
            field={form.field('isNew')}
          />
        </div>
        <DescriptionField value={draft.description} onChange={set('description')} field={form.field('description')} />
      </Card>

      <Card id="prices-title" title="Prices">
        <div className={pageStyles.fields}>
          {number('price1', 'In dollars.')}
          {number('price2')}
          {number('price3')}
          {number('price4')}
          {number('srp', 'Suggested retail price; empty for none.', false)}
          {number('sale', 'Dollars off every level; empty for none.', false)}
        </div>
        <BreaksField breaks={draft.breaks} onChange={set('breaks')} field={form.field('breaks')} />
      </Card>

      <Card id="stock-title" title="Stock and packing">
        <div className={pageStyles.fields}>
          {number('stock')}
          {text('uom', { isRequired: true, hint: 'The unit sold: EA, SET, BOX…' })}
          {number('packQty', 'Units in a pack: buyers order whole packs.')}
          {number('cartonQty', 'Whole packs.')}
          {number('minBuy', 'Whole packs.')}
        </div>
      </Card>

      <Card id="details-title" title="Details">
        <div className={pageStyles.fields}>
          {text('barcode', { inputMode: 'numeric', hint: 'UPC-A (12 digits) or EAN-13; empty for none.' })}
          {text('color')}
          {text('tags', { hint: 'Words search finds it by, comma-separated.' })}
          {text('weight')}
          {text('width')}
          {text('height')}
          {text('length')}
          {text('material')}
          {text('countryOfOrigin')}
        </div>
      </Card>

      <Card id="filters-title" title={FIELD_LABELS.filters}>
        <FiltersField
          groups={filters.data?.groups ?? []}
          filters={draft.filters}
          onChange={set('filters')}
          field={form.field('filters')}
        />
      </Card>

      <div>
        <SaveFailure save={save} onReload={onReload} />
        <SubmitButton isBusy={form.isSubmitting}>{shown ? 'Save product' : 'Add product'}</SubmitButton>
      </div>
    </form>
  );
}
