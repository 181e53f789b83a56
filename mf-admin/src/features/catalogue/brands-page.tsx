import { useState } from 'react';
import { Button, callApi, Dialog, type AnswerOf, type BrandRow } from '@storefront/shared-kernel';
import { adminCatalogueRoutes } from '@storefront/shared-kernel/back-office';
import { AdminPage } from '../../components/admin-page';
import pageStyles from '../../components/admin.module.css';
import { Card } from '../../components/card';
import { DataTable, type DataColumn } from '../../components/data-table';
import { ListStatus } from '../../components/list-status';
import { Notice } from '../../components/notice';
import { SubmitButton } from '../../components/submit-button';
import { SaveFailure } from '../../components/use-versioned-save';
import { CatalogueNav } from './catalogue-nav';
import { DeleteSection } from './delete-section';
import { MoveButtons } from '../../components/move-buttons';
import { NameForm } from './name-form';
import { PictureChooser } from '../../components/picture-chooser';
import { sendPictures } from '../../components/send-pictures';
import { moveSaveHook, useListDesk } from '../../components/use-list-desk';
import { useReferenceSave, type ReferenceDone } from './use-reference-save';
import styles from './catalogue.module.css';

type BrandsAnswer = AnswerOf<typeof adminCatalogueRoutes.listBrands>;
const useBrandMove = moveSaveHook(useReferenceSave<never, BrandsAnswer>);
type Done = ReferenceDone<BrandsAnswer>;

/** One brand's changes, in a dialog: its name, its logo, and deleting it when no product uses it. */
function BrandDialog({ brand, onClose, done }: { brand: BrandRow; onClose: () => void; done: Done }) {
  const [logo, setLogo] = useState<File[]>([]);
  const upload = useReferenceSave<'picture', BrandsAnswer>(
    () => sendPictures(adminCatalogueRoutes.uploadBrandLogo, { id: brand.id }, 'picture', logo),
    (answer) => done(answer, `${brand.name} has its new logo.`),
    { validate: () => (logo.length === 0 ? { picture: 'Choose the logo' } : undefined) },
  );
  return (
    <Dialog open onClose={onClose} title={`Change ${brand.name}`}>
      <NameForm
        label="Brand name"
        button="Rename"
        formLabel="Rename the brand"
        initial={brand.name}
        save={(name) => callApi(adminCatalogueRoutes.renameBrand, { id: brand.id, name })}
        said={(name) => `The brand is now ${name}.`}
        done={done}
      />
      <form {...upload.form.formProps} aria-label="The brand's logo" className={styles.inlineForm}>
        <PictureChooser label="Logo" onChoose={setLogo} field={upload.form.field('picture')} />
        <SubmitButton isBusy={upload.form.isSubmitting} busyText="Uploading...">
          Upload logo
        </SubmitButton>
      </form>
      <SaveFailure save={upload} />
      <DeleteSection
        canDelete={brand.productCount === 0}
        reason={
          brand.productCount > 0
            ? `${brand.productCount} ${brand.productCount === 1 ? 'product uses' : 'products use'} this brand: it cannot be deleted.`
            : 'No product uses this brand.'
        }
        button="Delete brand"
        remove={() => callApi(adminCatalogueRoutes.deleteBrand, { id: brand.id })}
        said={`${brand.name} is deleted.`}
        done={done}
      />
    </Dialog>
  );
}

function BrandsDesk() {
  const { list: brands, notice, editing, setEditing, done } = useListDesk(adminCatalogueRoutes.listBrands);
  const { save: moveSave, move } = useBrandMove((step) => callApi(adminCatalogueRoutes.moveBrand, step), done);
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
          <span className={pageStyles.secondLine}>{row.code}</span>
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
          isBusy={moveSave.form.isSubmitting}
          onMove={(direction) => move(row.id, direction)}
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
      <Card id="add-brand-title" title="Add a brand">
        <NameForm
          label="Brand name"
          button="Add brand"
          formLabel="Add a brand"
          busyText="Adding..."
          hint="Its code is made from the name."
          save={(name) => callApi(adminCatalogueRoutes.addBrand, { name })}
          said={(name) => `${name} is added, last in the list.`}
          done={done}
        />
      </Card>
      <SaveFailure save={moveSave} />
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
