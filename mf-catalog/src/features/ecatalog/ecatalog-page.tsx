import { useState } from 'react';
import {
  Spinner,
  systemRoutes,
  useApiQuery,
  usePageTitle,
  VisuallyHidden,
  isAwaitingAnswer,
  pick,
} from '@storefront/shared-kernel';
import { catalogTitle } from './catalog-title';
import styles from './ecatalog.module.css';

/** A cover that fails to load is hidden; the title still opens the catalog. */
function Cover({ src }: { src: string }) {
  const [isBroken, setIsBroken] = useState(false);
  if (isBroken || !src) return null;
  return (
    <img
      src={src}
      alt=""
      width={420}
      height={594}
      loading="lazy"
      className={styles.cover}
      onError={() => setIsBroken(true)}
    />
  );
}

/** E-catalogs: public, open to visitors too. Each card opens its PDF in a new tab. */
export default function ECatalogPage() {
  usePageTitle('E-Catalogs');
  const read = useApiQuery(
    systemRoutes.getECatalogFiles,
    {},
    { select: pick('eCatalogList'), logFailureAs: 'the e-catalogs' },
  );
  const catalogs = read.data;
  return (
    <section className={styles.page} aria-labelledby="ecatalog-title">
      <div className={styles.banner}>
        <h1 id="ecatalog-title" className={styles.title}>
          E-Catalogs
        </h1>
        <p className={styles.lead}>Browse and download our product catalogs.</p>
      </div>
      {isAwaitingAnswer(read) ? <Spinner label="Loading catalogs" /> : null}
      {catalogs && catalogs.length === 0 ? <p className={styles.empty}>No catalogs available.</p> : null}
      <ul className={styles.grid} aria-label="Catalogs">
        {(catalogs ?? []).map((catalog) => {
          const title = catalogTitle(catalog.title);
          return (
            <li key={catalog.filepath2}>
              <a href={catalog.filepath2} target="_blank" rel="noopener noreferrer" className={styles.card}>
                <Cover src={catalog.Tfilepath1} />
                <span className={styles.cardTitle}>
                  {title}
                  <VisuallyHidden> (PDF, opens in a new tab)</VisuallyHidden>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
