import { AdminPage } from '../../components/admin-page';
import { CONTENT_PAGES_NAV } from './content-words';
import { AreaCards } from '../../components/area-links';

/**
 * The content area's first page (docs/product.md §13.7, /admin/content): what buyers read besides the
 * catalogue, one link a part, for admins and the catalogue role.
 */
export default function ContentLandingPage() {
  return (
    <AdminPage title="Content" area="content" description="What buyers read on the storefront besides the catalogue.">
      <AreaCards label="Content pages" areas={CONTENT_PAGES_NAV} />
    </AdminPage>
  );
}
