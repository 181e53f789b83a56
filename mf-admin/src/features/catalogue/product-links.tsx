import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  callApi,
  TextField,
  type AdminProduct,
  type ProductLinkKind,
  type ProductLinks,
} from '@storefront/shared-kernel';
import { adminCatalogueRoutes } from '@storefront/shared-kernel/back-office';
import pageStyles from '../../components/admin.module.css';
import { Card } from '../../components/card';
import { SubmitButton } from '../../components/submit-button';
import { SaveFailure } from '../../components/use-versioned-save';
import { productPath, SAVED, STATUS_LABELS } from './catalogue-words';
import { useCatalogueSave } from './use-catalogue-save';
import styles from './catalogue.module.css';

/** Each kind of link as the buyer's product page heads its rail (docs/product.md §5.7). */
const KIND_TITLES: Readonly<Record<ProductLinkKind, string>> = {
  related: 'Related Items',
  cross: 'Commonly Ordered Together',
};

interface LinksProps {
  product: AdminProduct;
  kind: ProductLinkKind;
  onSaved: (links: ProductLinks, notice: string) => void;
}

/** One kind of a product's links: the products it links to, each removable, and one added by its SKU. */
function LinkList({ product, kind, onSaved }: LinksProps) {
  const { sku } = product.product;
  const [linkedSku, setLinkedSku] = useState('');
  const add = useCatalogueSave<'linkedSku'>(
    async () => {
      const answer = await callApi(adminCatalogueRoutes.addProductLink, { sku, kind, linkedSku: linkedSku.trim() });
      setLinkedSku('');
      onSaved(answer.links, SAVED.links);
    },
    { validate: () => (linkedSku.trim() === '' ? { linkedSku: 'Enter the SKU of the product to link' } : undefined) },
  );
  const removing = useRef('');
  const remove = useCatalogueSave<never>(async () => {
    const answer = await callApi(adminCatalogueRoutes.removeProductLink, { sku, kind, linkedSku: removing.current });
    onSaved(answer.links, SAVED.links);
  });
  const titleId = `links-${kind}-title`;
  const links = product.links[kind];
  return (
    <Card id={titleId} title={KIND_TITLES[kind]}>
      {links.length === 0 ? (
        <p>None yet.</p>
      ) : (
        <ul className={styles.rows} aria-labelledby={titleId}>
          {links.map((link) => (
            <li key={link.sku} className={styles.row}>
              <span>
                <Link to={productPath(link.sku)} className={pageStyles.textLink}>
                  {link.sku}
                </Link>{' '}
                {link.title}
                {link.status === 'hidden' ? (
                  <span className={pageStyles.secondLine}>{STATUS_LABELS.hidden}</span>
                ) : null}
              </span>
              <Button
                size="small"
                variant="secondary"
                isBusy={remove.form.isSubmitting}
                onClick={() => {
                  removing.current = link.sku;
                  void remove.form.submit();
                }}
                aria-label={`Remove: ${link.sku}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <SaveFailure save={remove} />
      <form {...add.form.formProps} aria-label={`Add to ${KIND_TITLES[kind]}`} className={styles.inlineForm}>
        <TextField
          label="SKU to add"
          name="linkedSku"
          value={linkedSku}
          onChange={setLinkedSku}
          field={add.form.field('linkedSku')}
        />
        <SubmitButton isBusy={add.form.isSubmitting} busyText="Adding...">
          Add
        </SubmitButton>
      </form>
      <SaveFailure save={add} />
    </Card>
  );
}

/** A product's related and commonly-ordered-together products (docs/product.md §5.7): its page's two rails. */
export function ProductLinksCards({ product, onSaved }: Omit<LinksProps, 'kind'>) {
  return (
    <>
      <LinkList product={product} kind="related" onSaved={onSaved} />
      <LinkList product={product} kind="cross" onSaved={onSaved} />
    </>
  );
}
