import { useRef, useState } from 'react';
import { Button, callApi, type AdminProduct } from '@storefront/shared-kernel';
import { adminCatalogueRoutes } from '@storefront/shared-kernel/back-office';
import pageStyles from '../../components/admin.module.css';
import { Card } from '../../components/card';
import { SubmitButton } from '../../components/submit-button';
import { SaveFailure } from '../../components/use-versioned-save';
import { SAVED } from './catalogue-words';
import { PictureChooser } from '../../components/picture-chooser';
import { sendPictures } from '../../components/send-pictures';
import { useCatalogueSave } from './use-catalogue-save';
import styles from './catalogue.module.css';

export interface ProductPartProps {
  product: AdminProduct;
  onSaved: (product: AdminProduct, notice: string) => void;
  onReload: () => void;
}

/** `names` with the one at `from` moved to `to`. */
const moved = (names: readonly string[], from: number, to: number): string[] => {
  const order = [...names];
  const [name] = order.splice(from, 1);
  order.splice(to, 0, name!);
  return order;
};

/**
 * A product's pictures (docs/product.md §13.5): upload one or more, reorder, remove, make one the main
 * picture. The first is the main one: the lists' picture and thumbnail follow it, and a product without any
 * is not shown to buyers. Each change carries the version the page read.
 */
export function ProductPictures({ product, onSaved, onReload }: ProductPartProps) {
  const { sku } = product.product;
  const [files, setFiles] = useState<File[]>([]);
  const chooser = useRef<HTMLInputElement>(null);
  const upload = useCatalogueSave<'pictures'>(
    async () => {
      const answer = await sendPictures(
        adminCatalogueRoutes.uploadProductImages,
        { sku, version: product.version },
        'pictures',
        files,
      );
      setFiles([]);
      if (chooser.current) chooser.current.value = '';
      onSaved(answer.product, SAVED.pictures);
    },
    { validate: () => (files.length === 0 ? { pictures: 'Choose one or more pictures' } : undefined) },
  );
  const next = useRef<string[]>([]);
  const arrange = useCatalogueSave<'images'>(async () => {
    const answer = await callApi(adminCatalogueRoutes.setProductImages, {
      sku,
      version: product.version,
      images: next.current,
    });
    onSaved(answer.product, SAVED.pictures);
  });
  const change = (images: string[]) => {
    next.current = images;
    void arrange.form.submit();
  };
  const names = product.pictures.map((picture) => picture.fileName);

  return (
    <Card id="pictures-title" title="Pictures">
      {product.pictures.length === 0 ? (
        <p>No pictures yet: the product is not shown to buyers until it has one.</p>
      ) : (
        <ol className={styles.pictures} aria-label="The product's pictures, the main one first">
          {product.pictures.map((picture, index) => (
            <li key={picture.fileName} className={styles.picture}>
              <img src={picture.tfilepath1 || picture.filepath1} alt="" loading="lazy" />
              <p className={styles.pictureName}>
                {picture.fileName}
                {index === 0 ? <strong> (main)</strong> : null}
              </p>
              <div className={pageStyles.actions}>
                {index > 0 ? (
                  <>
                    <Button
                      size="small"
                      variant="secondary"
                      isBusy={arrange.form.isSubmitting}
                      onClick={() => change(moved(names, index, 0))}
                      aria-label={`Make main: ${picture.fileName}`}
                    >
                      Make main
                    </Button>
                    <Button
                      size="small"
                      variant="secondary"
                      isBusy={arrange.form.isSubmitting}
                      onClick={() => change(moved(names, index, index - 1))}
                      aria-label={`Move up: ${picture.fileName}`}
                    >
                      Move up
                    </Button>
                  </>
                ) : null}
                {index < names.length - 1 ? (
                  <Button
                    size="small"
                    variant="secondary"
                    isBusy={arrange.form.isSubmitting}
                    onClick={() => change(moved(names, index, index + 1))}
                    aria-label={`Move down: ${picture.fileName}`}
                  >
                    Move down
                  </Button>
                ) : null}
                <Button
                  size="small"
                  variant="secondary"
                  isBusy={arrange.form.isSubmitting}
                  onClick={() => change(names.filter((name) => name !== picture.fileName))}
                  aria-label={`Remove: ${picture.fileName}`}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <SaveFailure save={arrange} onReload={onReload} />
      <form {...upload.form.formProps} aria-label="Upload pictures" className={styles.inlineForm}>
        <PictureChooser
          label="Add pictures"
          multiple
          onChoose={setFiles}
          field={upload.form.field('pictures')}
          hint="JPEG, PNG, WebP or GIF, up to 10 MB each; they go after the pictures the product has."
          inputRef={chooser}
        />
        <SubmitButton isBusy={upload.form.isSubmitting} busyText="Uploading...">
          Upload
        </SubmitButton>
      </form>
      <SaveFailure save={upload} onReload={onReload} />
    </Card>
  );
}
