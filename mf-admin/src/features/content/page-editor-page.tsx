import { Link, useParams } from 'react-router-dom';
import type { AnswerOf, ContentPageCode } from '@storefront/shared-kernel';
import { CONTENT_PAGES, type adminContentRoutes } from '@storefront/shared-kernel/back-office';
import { AdminPage } from '../../components/admin-page';
import pageStyles from '../../components/admin.module.css';
import { ListStatus } from '../../components/list-status';
import { Notice } from '../../components/notice';
import { useDeskNotice } from '../../components/use-shown-answer';
import { PAGES_PATH } from './content-words';
import { PageForm } from './page-form';
import { PageVersions } from './page-versions';
import { useShownPage } from './use-shown-page';
import styles from './content.module.css';

type PageAnswer = AnswerOf<typeof adminContentRoutes.contentPageDetail>;

export const RELOAD_FAILED = 'The page could not be read again. Please try Reload once more.';

function PageDesk({ code }: { code: ContentPageCode }) {
  const shownPage = useShownPage(code);
  const { notice, say, onReload } = useDeskNotice(shownPage.reload, RELOAD_FAILED);
  const { shown } = shownPage;
  if (!shown) return <ListStatus query={shownPage.query} what="page" />;
  const changed = (answer: PageAnswer, text: string) => {
    shownPage.changed(answer);
    say(text);
  };
  return (
    <div className={styles.sections}>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <p>
        Buyers read it at{' '}
        <a href={shown.page.path} target="_blank" rel="noopener noreferrer" className={pageStyles.textLink}>
          {shown.page.path}
          <span className={pageStyles.muted}> (opens in a new tab)</span>
        </a>
        .
      </p>
      {/* Each change and Reload starts the form over from the page as it now is. */}
      <PageForm key={shownPage.generation} page={shown.page} onSaved={changed} onReload={onReload} />
      <PageVersions page={shown.page} versions={shown.versions} onRestored={changed} onReload={onReload} />
    </div>
  );
}

/**
 * One information page (docs/product.md §13.7, /admin/content/pages/{code}): its title and HTML with a live
 * preview drawn by the storefront's sanitiser, and its versions, each viewable and restorable.
 */
export default function PageEditorPage() {
  const { code = '' } = useParams();
  const shape = CONTENT_PAGES.find((page) => page.code === code);
  return (
    <AdminPage
      title={shape ? `Edit: ${shape.title}` : 'Page not found'}
      area="content"
      actions={
        <Link to={PAGES_PATH} className={pageStyles.textLink}>
          Back to the pages
        </Link>
      }
    >
      {shape ? (
        <PageDesk key={shape.code} code={shape.code} />
      ) : (
        <Notice tone="error">This is not one of the storefront's information pages.</Notice>
      )}
    </AdminPage>
  );
}
