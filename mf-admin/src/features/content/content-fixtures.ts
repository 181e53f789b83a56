// The content as the API answers it, for this folder's tests (not bundled: only *.test.tsx import it).
import type {
  AdminEcatalog,
  ContentPage,
  ContentPageRow,
  ContentPageVersionRow,
  SubscriberRow,
} from '@storefront/shared-kernel';

export const PAGE_ROWS: ContentPageRow[] = [
  {
    code: 'about',
    path: '/aboutus',
    defaultTitle: 'About Us',
    title: 'About Us',
    version: 1,
    updatedAt: null,
    updatedBy: '',
  },
  {
    code: 'faq',
    path: '/faq',
    defaultTitle: 'FAQ',
    title: 'Questions and answers',
    version: 3,
    updatedAt: '2026-03-02T15:04:00.000Z',
    updatedBy: 'editor@demo.storefront',
  },
  {
    code: '42',
    path: '/shipping-policy',
    defaultTitle: 'Shipping Policy',
    title: '',
    version: 0,
    updatedAt: null,
    updatedBy: '',
  },
];

export const FAQ: ContentPage = {
  code: 'faq',
  path: '/faq',
  defaultTitle: 'FAQ',
  title: 'FAQ',
  version: 3,
  updatedAt: '2026-03-02T15:04:00.000Z',
  updatedBy: 'editor@demo.storefront',
  html: '<h1>FAQ</h1><p>How do I order?</p>',
  restoredFrom: null,
};

export const FAQ_VERSIONS: ContentPageVersionRow[] = [
  {
    version: 3,
    title: 'FAQ',
    savedAt: '2026-03-02T15:04:00.000Z',
    savedBy: 'editor@demo.storefront',
    restoredFrom: null,
    isCurrent: true,
  },
  {
    version: 2,
    title: 'FAQ',
    savedAt: '2026-03-01T09:00:00.000Z',
    savedBy: 'admin@demo.storefront',
    restoredFrom: null,
    isCurrent: false,
  },
  { version: 1, title: 'FAQ', savedAt: null, savedBy: '', restoredFrom: null, isCurrent: false },
];

export const ecatalog = (id: number, title: string, more: Partial<AdminEcatalog> = {}): AdminEcatalog => ({
  id,
  title,
  pdf: `/uploads/ecatalogs/${title.toLowerCase().replace(/\s+/g, '-')}.pdf`,
  fileName: `${title.toLowerCase().replace(/\s+/g, '-')}.pdf`,
  fileBytes: 2_516_582,
  cover: `/uploads/ecatalogs/${id}-thumb.webp`,
  visible: true,
  sort: id - 1,
  createdAt: '2026-03-01T09:00:00.000Z',
  ...more,
});

export const subscriber = (email: string, more: Partial<SubscriberRow> = {}): SubscriberRow => ({
  email,
  firstName: '',
  lastName: '',
  tags: 'Website Signup',
  signedUpAt: '2026-03-01T10:00:00.000Z',
  forwardedAt: null,
  forwardFailure: '',
  ...more,
});
