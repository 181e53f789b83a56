import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { setCachedAnswer, type AdminProduct, type ProductLinks } from '@storefront/shared-kernel';
import { adminCatalogueRoutes } from '@storefront/shared-kernel/back-office';
import { AdminPage } from '../../components/admin-page';
import pageStyles from '../../components/admin.module.css';
import { ListStatus } from '../../components/list-status';
import { Notice } from '../../components/notice';
import { useDeskNotice } from '../../components/use-shown-answer';
import { CATALOGUE_PATH, productPath } from './catalogue-words';
import { ProductForm } from './product-form';
import { ProductLinksCards } from './product-links';
import { ProductPictures } from './product-pictures';
import { useShownProduct } from './use-shown-product';
import styles from './catalogue.module.css';

export const RELOAD_FAILED = 'The product could not be read again. Please try Reload once more.';

/** A product that exists: its pictures, every field, its links. */
function ProductDesk({ sku }: { sku: string }) {
  const shown = useShownProduct(sku);
  // A product just added arrives saying so (NewProduct).
  const arrival = (useLocation().state as { notice?: unknown } | null)?.notice;
  const { notice, say, onReload } = useDeskNotice(
    shown.reload,
    RELOAD_FAILED,
    typeof arrival === 'string' ? { tone: 'success', text: arrival } : null,
  );
  const { product } = shown;
  if (!product) return <ListStatus query={shown.query} what="product" />;

  const onSaved = (answered: AdminProduct, text: string) => {
    shown.saved(answered);
    say(text);
  };
  const onLinksSaved = (links: ProductLinks, text: string) => {
    shown.linksSaved(links);
    say(text);
  };
  return (
    <div className={styles.sections}>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <ProductPictures product={product} onSaved={onSaved} onReload={onReload} />
      {/* Each Reload starts the form over from the product read; until then it keeps what was typed. */}
      <ProductForm key={shown.generation} shown={product} onSaved={onSaved} onReload={onReload} />
      <ProductLinksCards product={product} onSaved={onLinksSaved} />
    </div>
  );
}

/** A new product: its fields; its pictures and links once it is added (its page then opens). */
function NewProduct() {
  const navigate = useNavigate();
  return (
    <div className={styles.sections}>
      <Notice>Pictures and links are added once the product is.</Notice>
      <ProductForm
        shown={null}
        onSaved={(product, text) => {
          const { sku } = product.product;
          // Its page opens on the answer, not on a second read of it.
          setCachedAnswer(adminCatalogueRoutes.adminProductDetail, { sku }, { is_success: true, product });
          navigate(productPath(sku), { state: { notice: text } });
        }}
      />
    </div>
  );
}

/**
 * A product of the catalogue (docs/product.md §13.5, /admin/catalogue/products/{sku}, its SKU encoded as one
 * part of the address) and a new one (/admin/catalogue/new-product): every field, the pictures, the links.
 * Each change carries the version it read; one another change overtook is refused, with Reload.
 */
export default function ProductPage() {
  // The new product's page has no SKU in its address.
  const { sku } = useParams();
  return (
    <AdminPage
      title={sku === undefined ? 'New product' : `Product ${sku}`}
      area="catalog"
      actions={
        <Link to={CATALOGUE_PATH} className={pageStyles.textLink}>
          Back to the catalogue
        </Link>
      }
    >
      {sku === undefined ? <NewProduct /> : <ProductDesk key={sku} sku={sku} />}
    </AdminPage>
  );
}
