import { AreaNav } from '../../components/area-links';
import { CATALOGUE_PAGES } from './catalogue-words';

/** The catalogue's pages (docs/product.md §13.5), beside each one's heading: the one open is marked. */
export const CatalogueNav = () => <AreaNav label="Catalogue" pages={CATALOGUE_PAGES} exact />;
