import { useState } from 'react';
import { useApiQuery } from '@storefront/shared-kernel';
import { adminHomeContentRoutes } from '@storefront/shared-kernel/back-office';
import { AdminPage } from '../../components/admin-page';
import pageStyles from '../../components/admin.module.css';
import { ListStatus } from '../../components/list-status';
import { Notice, type NoticeText } from '../../components/notice';
import { BannerSection } from './banner-section';
import { BrandOrderSection } from './brand-order-section';
import { SECTIONS } from './home-content-words';
import { PromoStripSection } from './promo-strip-section';
import { RailsSection } from './rails-section';
import { TilesSection } from './tiles-section';
import { HOME_READ_INPUT, showAnswer, type HomeDone } from './use-home-save';
import styles from './home-content.module.css';

function HomeContentDesk() {
  const read = useApiQuery(adminHomeContentRoutes.readHomeContent, HOME_READ_INPUT);
  const [notice, setNotice] = useState<NoticeText | null>(null);
  // Each save answers the whole content, which the page shows; a form starts again from its own part.
  const done: HomeDone = (answer, text) => {
    showAnswer(answer);
    setNotice({ tone: 'success', text });
  };
  const content = read.data?.content;
  return (
    <>
      <nav aria-label="Sections of the home page" className={styles.sectionNav}>
        {SECTIONS.map((section) => (
          <a key={section.id} href={`#${section.id}`} className={pageStyles.textLink}>
            {section.label}
          </a>
        ))}
      </nav>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <ListStatus query={read} what="home page's content" />
      {content ? (
        <div className={styles.sections}>
          <BannerSection kind="main" banners={content.banners.main} done={done} />
          <TilesSection tiles={content.tiles} done={done} />
          <BannerSection kind="content" banners={content.banners.content} done={done} />
          <RailsSection rails={content.rails} done={done} />
          <BrandOrderSection brands={content.brands} />
          <PromoStripSection strip={content.promoStrip} done={done} />
        </div>
      ) : null}
    </>
  );
}

/**
 * The home page's content (docs/product.md §13.8, /admin/content/home): the main and content banners, the
 * category tiles, the product rails, the Shop By Brand order and the promotional strip, in the home's order.
 */
export default function HomeContentPage() {
  return (
    <AdminPage
      title="Home page"
      area="content"
      description="What the storefront's home page shows. A saved change shows to buyers on their next load."
    >
      <HomeContentDesk />
    </AdminPage>
  );
}
