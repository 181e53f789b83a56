import sanitizeHtml from 'sanitize-html';
import {
  HTML_ALLOWED_TAGS,
  HTML_DROPPED_WITH_CONTENT,
  HTML_GLOBAL_ATTRIBUTES,
  HTML_IMAGE_SCHEMES,
  HTML_LINK_SCHEMES,
  HTML_RENAMED_TAGS,
  HTML_TAG_ATTRIBUTES,
} from './html-rules';

/**
 * The storefront's HTML allow-list (html-rules) applied where there is no DOM: by the API as it stores a
 * product's description or a content page (docs/catalogue-file.md, `description`; docs/product.md §13.7),
 * and by the account remote's server module as it draws a content page before its scripts run (§3.7). It
 * is sanitize-html's work here; the browser draws the same content through html-sanitiser.ts, over its
 * own DOM. Stored clean, so a page, a mail or an export never carries what a file smuggled in; and
 * cleaning again changes nothing, so the same file imports as unchanged. Its own entry
 * (`@storefront/shared-kernel/html-cleaner`), for servers only: no browser build carries it.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...HTML_ALLOWED_TAGS],
  allowedAttributes: {
    '*': [...HTML_GLOBAL_ATTRIBUTES],
    ...Object.fromEntries(Object.entries(HTML_TAG_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
    // The rel the link below is given.
    a: [...(HTML_TAG_ATTRIBUTES.a ?? []), 'rel'],
  },
  allowedSchemes: [...HTML_LINK_SCHEMES],
  allowedSchemesByTag: { img: [...HTML_IMAGE_SCHEMES] },
  allowProtocolRelative: false,
  nonTextTags: [...HTML_DROPPED_WITH_CONTENT],
  disallowedTagsMode: 'discard',
  transformTags: {
    ...HTML_RENAMED_TAGS,
    // A new tab must not get a handle on the page that opened it.
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : {
            tagName,
            attribs: Object.fromEntries(
              Object.entries(attribs).filter(([name]) => name !== 'target' && name !== 'rel'),
            ),
          },
  },
};

/** `html` with only what the allow-list keeps; text without a tag is returned as it is. */
export function cleanHtml(html: string): string {
  if (!html.includes('<')) return html;
  return sanitizeHtml(html, OPTIONS);
}

/**
 * `html` cleaned, without its first element when that is a heading saying `heading` (any case), as the
 * browser's page drops it (html-sanitiser.ts, dropLeadingHeading): the page shows its title as its own h1.
 */
export function cleanHtmlWithoutHeading(html: string, heading: string): string {
  const clean = cleanHtml(html);
  const wanted = heading.trim().toLowerCase();
  if (!wanted) return clean;
  // Cleaning again changes nothing, so in this second pass the first element starts where the clean
  // text has its first tag (sanitize-html drops comments).
  const firstTagAt = clean.indexOf('<');
  if (firstTagAt < 0) return clean;
  return sanitizeHtml(clean, {
    ...OPTIONS,
    exclusiveFilter: (frame) =>
      frame.tagPosition === firstTagAt && /^h[2-6]$/.test(frame.tag) && frame.text.trim().toLowerCase() === wanted,
  });
}
