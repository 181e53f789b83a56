import { useRef, useState } from 'react';
import {
  Button,
  callApi,
  Dialog,
  setCachedAnswer,
  TextField,
  useApiQuery,
  type AnswerOf,
  type BrandRow,
} from '@storefront/shared-kernel';
import { adminCatalogueRoutes } from '@storefront/shared-kernel/back-office';
import { AdminPage } from '../../components/admin-page';
import pageStyles from '../../components/admin.module.css';
import { Card } from '../../components/card';
import { DataTable, type DataColumn } from '../../components/data-table';
import { ListStatus } from '../../components/list-status';
import { Notice, type NoticeText } from '../../components/notice';
import { SubmitButton } from '../../components/submit-button';
import { CatalogueNav } from './catalogue-nav';
import { MoveButtons } from './move-buttons';
import { PictureChooser } from './picture-chooser';
import { sendPictures } from './send-pictures';
import { SaveFailure } from './use-catalogue-save';
import { useReferenceSave } from './use-reference-save';
import styles from './catalogue.module.css';

type BrandsAnswer = AnswerOf<typeof adminCatalogueRoutes.listBrands>;

/** Shows the brands a change answered, and says what it did. */
type Done = (answer: BrandsAnswer, notice: string) => void;

function AddBrandForm({ done }: { done: Done }) {
  const [name, setName] = useState('');
  const save = useReferenceSave<'name', BrandsAnswer>(
    () => callApi(adminCatalogueRoutes.addBrand, { name }),
    (answer) => {
      done(answer, `${name.trim()} is added, last in the list.`);
      setName('');
    },
    { validate: () => (name.trim() === '' ? { name: 'Enter the brand name' } : undefined) },
  );
  return (
    <Card id="add-brand-title" title="Add a brand">
      <form {...save.form.formProps} aria-labelledby="add-brand-title" className={styles.inlineForm}>
        <TextField
          label="Brand name"
          name="name"
          value={name}
          onChange={setName}
          hint="Its code is made from the name."
          field={save.form.field('name')}
          isRequired
        />
        <SubmitButton isBusy={save.form.isSubmitting} busyText="Adding...">
          Add brand
        </SubmitButton>
      </form>
      <SaveFailure save={save} />
    </Card>
  );
}

/** One brand's changes, in a dialog: its name, its logo, and deleting it when no product uses it. */
function BrandDialog({ brand, onClose, done }: { brand: BrandRow; onClose: () => void; done: Done }) {
  const [name, setName] = useState(brand.name);
  const [logo, setLogo] = useState<File[]>([]);
  const rename = useReferenceSave<'name', BrandsAnswer>(
    () => callApi(adminCatalogueRoutes.renameBrand, { id: brand.id, name }),
    (answer) => done(answer, `The brand is now ${name.trim()}.`),
    { validate: () => (name.trim() === '' ? { name: 'Enter the brand name' } : undefined) },
  );
  const upload = useReferenceSave<'picture', BrandsAnswer>(
    () => sendPictures(adminCatalogueRoutes.uploadBrandLogo, { id: brand.id }, 'picture', logo),
    (answer) => done(answer, `${brand.name} has its new logo.`),
    { validate: () => (logo.length === 0 ? { picture: 'Choose the logo' } : undefined) },
  );
  const remove = useReferenceSave<never, BrandsAnswer>(
    () => callApi(adminCatalogueRoutes.deleteBrand, { id: brand.id }),
    (answer) => done(answer, `${brand.name} is deleted.`),
  );
  return (
    <Dialog open onClose={onClose} title={`Change ${brand.name}`}>
      <form {...rename.form.formProps} aria-label="Rename the brand" className={styles.inlineForm}>
        <TextField
          label="Brand name"
          name="name"
          value={name}
          onChange={setName}
          field={rename.form.field('name')}
          isRequired
        />
        <SubmitButton isBusy={rename.form.isSubmitting}>Rename</SubmitButton>
      </form>
      <SaveFailure save={rename} />
      <form {...upload.form.formProps} aria-label="The brand's logo" className={styles.inlineForm}>
        <PictureChooser label="Logo" onChoose={setLogo} field={upload.form.field('picture')} />
        <SubmitButton isBusy={upload.form.isSubmitting} busyText="Uploading...">
          Upload logo
        </SubmitButton>
      </form>
      <SaveFailure save={upload} />
      <p>
        {brand.productCount > 0
          ? `${brand.productCount} ${brand.productCount === 1 ? 'product uses' : 'products use'} this brand: it cannot be deleted.`
          : 'No product uses this brand.'}
      </p>
      {brand.productCount === 0 ? (
        <Button variant="secondary" isBusy={remove.form.isSubmitting} onClick={() => void remove.form.submit()}>
          Delete brand
        </Button>
      ) : null}
      <SaveFailure save={remove} />
    </Dialog>
  );
}

function BrandsDesk() {
  const brands = useApiQuery(adminCatalogueRoutes.listBrands, {});
  const [notice, setNotice] = useState<NoticeText | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const done: Done = (answer, text) => {
    setCachedAnswer(adminCatalogueRoutes.listBrands, {}, answer);
    setNotice({ tone: 'success', text });
    setEditing(null);
  };
  const moving = useRef<{ id: number; direction: 'up' | 'down' }>({ id: 0, direction: 'up' });
  const move = useReferenceSave<never, BrandsAnswer>(
    () => callApi(adminCatalogueRoutes.moveBrand, moving.current),
    (answer) => done(answer, 'The order is saved.'),
  );
  const rows = brands.data?.brands ?? [];
  const columns: DataColumn<BrandRow>[] = [
    {
      key: 'logo',
      header: 'Logo',
      cell: (row) =>
        row.logo ? (
          <img src={row.logo} alt="" className={styles.logo} />
        ) : (
          <span className={pageStyles.muted}>None</span>
        ),
    },
    {
      key: 'name',
      header: 'Brand',
      isRowHeader: true,
      cell: (row) => (
        <>
          {row.name}
          <span className={styles.secondLine}>{row.code}</span>
        </>
      ),
    },
    { key: 'products', header: 'Products', align: 'end', cell: (row) => row.productCount },
    {
      key: 'order',
      header: 'Order',
      cell: (row) => (
        <MoveButtons
          name={row.name}
          isFirst={row.id === rows[0]?.id}
          isLast={row.id === rows.at(-1)?.id}
          isBusy={move.form.isSubmitting}
          onMove={(direction) => {
            moving.current = { id: row.id, direction };
            void move.form.submit();
          }}
        />
      ),
    },
    {
      key: 'change',
      header: 'Change',
      cell: (row) => (
        <Button size="small" variant="secondary" onClick={() => setEditing(row.id)} aria-label={`Change: ${row.name}`}>
          Change
        </Button>
      ),
    },
  ];
  const chosen = rows.find((row) => row.id === editing);
  return (
    <>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <AddBrandForm done={done} />
      <SaveFailure save={move} />
      <ListStatus query={brands} what="brands" />
      {brands.data ? (
        <DataTable
          caption="Brands, in the storefront's order"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          empty="No brands yet."
        />
      ) : null}
      {chosen ? <BrandDialog key={chosen.id} brand={chosen} onClose={() => setEditing(null)} done={done} /> : null}
    </>
  );
}

/**
 * The brands (docs/product.md §13.5, /admin/catalogue/brands): in the order the storefront's Shop by Brand
 * shows them, each with its logo; add, rename, move up or down, a new logo, delete one no product uses.
 */
export default function BrandsPage() {
  return (
    <AdminPage
      title="Brands"
      area="catalog"
      description="The storefront's brand pages follow this list."
      actions={<CatalogueNav />}
    >
      <BrandsDesk />
    </AdminPage>
  );
}
