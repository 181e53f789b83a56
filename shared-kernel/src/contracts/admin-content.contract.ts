import { z } from 'zod';
import { CONTENT_PAGE_CODES, CONTENT_PAGE_LIMITS, ECATALOG_LIMITS } from '../back-office/content-choices';
import { MOVE_DIRECTIONS } from '../back-office/catalogue-choices';
import { adminPageOf, adminPageParams } from './admin-common';
import { adminContentRoutes } from './admin-content.routes';
import { booleanFromText, choiceOf, defineCall, intParam, oneLineText, requiredText, textOf } from './common';

/**
 * The back office's content (docs/product.md §13.7), for admins and the catalogue role: the storefront's
 * information pages (§9.3) with their versions, the e-catalogs (§5.9) and the email list's sign-ups (§9.4).
 * Every change is audited and shows to buyers on their next load.
 */

export {
  CONTENT_PAGES,
  CONTENT_PAGE_CODES,
  CONTENT_PAGE_LIMITS,
  ECATALOG_LIMITS,
} from '../back-office/content-choices';
export type { ContentPageCode } from '../back-office/content-choices';

const ok = z.object({ is_success: z.literal(true) });
const pageCode = choiceOf('Page', CONTENT_PAGE_CODES);
const idParam = (label: string) => intParam((n) => n.positive(), `${label} is required`);

/** A page as the list shows it. `version` 0: the page was never written (the storefront shows its title alone). */
export const contentPageRowSchema = z.object({
  code: z.enum(CONTENT_PAGE_CODES),
  /** The storefront's address that shows it. */
  path: z.string(),
  /** The title the storefront shows when the page has none. */
  defaultTitle: z.string(),
  title: z.string(),
  version: z.number().int(),
  /** ISO time of the current version; null when not recorded (the demo's pages). */
  updatedAt: z.string().nullable(),
  /** Who saved it (a member's email); '' when not recorded. */
  updatedBy: z.string(),
});
export type ContentPageRow = z.infer<typeof contentPageRowSchema>;

export const contentPageSchema = contentPageRowSchema.extend({
  html: z.string(),
  /** The version this one restored; null when it was written. */
  restoredFrom: z.number().int().nullable(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** One version of a page, newest first: the current one, then each one a save replaced. */
export const contentPageVersionRowSchema = z.object({
  version: z.number().int(),
  title: z.string(),
  savedAt: z.string().nullable(),
  savedBy: z.string(),
  restoredFrom: z.number().int().nullable(),
  isCurrent: z.boolean(),
});
export type ContentPageVersionRow = z.infer<typeof contentPageVersionRowSchema>;

const pageAnswer = ok.extend({ page: contentPageSchema, versions: z.array(contentPageVersionRowSchema) });

export const listContentPagesCall = defineCall({
  ...adminContentRoutes.listContentPages,
  summary: "The storefront's information pages (About Us, Accessibility, FAQ, terms, privacy, shipping, Contact Us)",
  request: z.object({}),
  response: ok.extend({ pages: z.array(contentPageRowSchema) }),
});

export const contentPageDetailCall = defineCall({
  ...adminContentRoutes.contentPageDetail,
  summary: 'A page: its title and HTML now, and its versions, newest first',
  request: z.object({ code: pageCode }),
  response: pageAnswer,
});

export const contentPageVersionDetailCall = defineCall({
  ...adminContentRoutes.contentPageVersionDetail,
  summary: 'One version of a page: its title and HTML as they were saved',
  request: z.object({ code: pageCode, version: idParam('Version') }),
  response: ok.extend({
    version: contentPageVersionRowSchema.extend({ html: z.string() }),
  }),
});

const pageTitle = oneLineText(CONTENT_PAGE_LIMITS.titleLength, 'Title');
const pageHtml = textOf('HTML').max(
  CONTENT_PAGE_LIMITS.htmlLength,
  `HTML is at most ${CONTENT_PAGE_LIMITS.htmlLength.toLocaleString('en-US')} characters`,
);
/** The version of the page the member read (0 for a page never written): a save from an older one is 409. */
const readVersion = intParam((n) => n.min(0, 'Version must be 0 or more'), 'Version is required');

export const saveContentPageCall = defineCall({
  ...adminContentRoutes.saveContentPage,
  summary:
    "Saves a page's title and HTML as its next version, the HTML cleaned by the storefront's allow-list (409 when the page changed since `version` was read); the version before is kept",
  request: z.object({ code: pageCode, version: readVersion, title: pageTitle, html: pageHtml }),
  response: pageAnswer,
});

export const restoreContentPageCall = defineCall({
  ...adminContentRoutes.restoreContentPage,
  summary:
    'Restores an earlier version of a page as its next version (409 when the page changed since `version` was read)',
  request: z.object({ code: pageCode, version: readVersion, from: idParam('Version to restore') }),
  response: pageAnswer,
});

export const adminEcatalogSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The PDF (`/uploads/...`). */
  pdf: z.string(),
  /** The PDF's name as it was sent ('' for a demo catalog) and its size in bytes (0 when not known). */
  fileName: z.string(),
  fileBytes: z.number().int(),
  /** The cover's thumbnail, which the storefront shows; '' for none. */
  cover: z.string(),
  visible: z.boolean(),
  sort: z.number().int(),
  createdAt: z.string(),
});
export type AdminEcatalog = z.infer<typeof adminEcatalogSchema>;

const ecatalogsAnswer = ok.extend({
  ecatalogs: z.array(adminEcatalogSchema),
  /** Whether this server can make a cover from a PDF's first page (otherwise a cover is uploaded). */
  coversFromPdf: z.boolean(),
  /** What the member must still do (a catalog added without a cover). */
  notice: z.string().optional(),
});

const ecatalogTitle = requiredText('Title', ECATALOG_LIMITS.titleLength);
const pdfSize = `${ECATALOG_LIMITS.pdfBytes / 1024 / 1024} MB`;

export const listAdminEcatalogsCall = defineCall({
  ...adminContentRoutes.listAdminEcatalogs,
  summary: 'The e-catalogs in the storefront’s order, hidden ones too',
  request: z.object({}),
  response: ecatalogsAnswer,
});

export const addEcatalogCall = defineCall({
  ...adminContentRoutes.addEcatalog,
  summary: `Adds an e-catalog at the end: multipart/form-data with title, then a file named \`pdf\` (a PDF by its content, ${pdfSize} at most) and optionally one named \`cover\` (JPEG, PNG, WebP or GIF); without a cover, it is made from the PDF's first page. Answers the e-catalogs`,
  request: z.object({ title: ecatalogTitle }),
  response: ecatalogsAnswer,
});

export const renameEcatalogCall = defineCall({
  ...adminContentRoutes.renameEcatalog,
  summary: "Changes an e-catalog's title; answers the e-catalogs",
  request: z.object({ id: idParam('E-catalog'), title: ecatalogTitle }),
  response: ecatalogsAnswer,
});

export const moveEcatalogCall = defineCall({
  ...adminContentRoutes.moveEcatalog,
  summary: 'Moves an e-catalog one place up or down; answers the e-catalogs',
  request: z.object({ id: idParam('E-catalog'), direction: choiceOf('Direction', MOVE_DIRECTIONS) }),
  response: ecatalogsAnswer,
});

export const showEcatalogCall = defineCall({
  ...adminContentRoutes.showEcatalog,
  summary: 'Shows an e-catalog to buyers, or hides it; answers the e-catalogs',
  request: z.object({ id: idParam('E-catalog'), visible: booleanFromText }),
  response: ecatalogsAnswer,
});

export const uploadEcatalogCoverCall = defineCall({
  ...adminContentRoutes.uploadEcatalogCover,
  summary:
    "Sets an e-catalog's cover: multipart/form-data with id, then one file named `cover` (JPEG, PNG, WebP or GIF, 10 MB at most); answers the e-catalogs",
  request: z.object({ id: idParam('E-catalog') }),
  response: ecatalogsAnswer,
});

export const makeEcatalogCoverCall = defineCall({
  ...adminContentRoutes.makeEcatalogCover,
  summary:
    "Makes an e-catalog's cover from its PDF's first page (422 when this server cannot draw it); answers the e-catalogs",
  request: z.object({ id: idParam('E-catalog') }),
  response: ecatalogsAnswer,
});

export const deleteEcatalogCall = defineCall({
  ...adminContentRoutes.deleteEcatalog,
  summary: 'Deletes an e-catalog and its PDF; answers the e-catalogs',
  request: z.object({ id: idParam('E-catalog') }),
  response: ecatalogsAnswer,
});

export const subscriberRowSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  tags: z.string(),
  signedUpAt: z.string(),
  /** When Mailchimp took it; null while it has not. */
  forwardedAt: z.string().nullable(),
  /** Why the last forward failed; '' when none did. */
  forwardFailure: z.string(),
});
export type SubscriberRow = z.infer<typeof subscriberRowSchema>;

/** Part of an email; blank is no search. */
const emailSearch = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  oneLineText(254, 'Email').optional(),
);

export const listSubscribersCall = defineCall({
  ...adminContentRoutes.listSubscribers,
  summary: "The email list's sign-ups, newest first, searched by part of the email, paged",
  request: z.object({ page: adminPageParams.page, pageSize: adminPageParams.pageSize, q: emailSearch }),
  /** `mailchimp`: whether sign-ups are forwarded at all (a Mailchimp key and list configured). */
  response: adminPageOf(subscriberRowSchema).extend({ mailchimp: z.boolean() }),
});

export const exportSubscribersCall = defineCall({
  ...adminContentRoutes.exportSubscribers,
  summary: "The email list's sign-ups the search finds, newest first, as CSV",
  request: z.object({ q: emailSearch }),
  /** The answer is the CSV file itself. */
  response: z.string(),
});
