import { AreaNav } from '../../components/area-links';
import { CONTENT_PAGES_NAV } from './content-words';

/** The content area's pages (docs/product.md §13.7), beside each one's heading: the one open is marked. */
export const ContentNav = () => <AreaNav label="Content" pages={CONTENT_PAGES_NAV} />;
