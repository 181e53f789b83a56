import sanitizeHtml from 'sanitize-html';
import {
  HTML_ALLOWED_TAGS,
  HTML_DROPPED_WITH_CONTENT,
  HTML_GLOBAL_ATTRIBUTES,
  HTML_IMAGE_SCHEMES,
  HTML_LINK_SCHEMES,
  HTML_RENAMED_TAGS,
  HTML_TAG_ATTRIBUTES,
} from '@storefront/shared-kernel/html-rules';

/**
 * A product's description as it is stored (docs/catalogue-file.md, `description`): kept through the allow-list
 * the storefront's own sanitiser renders content with (the kernel's html-rules), by sanitize-html here, as the
 * server has no DOM. Stored clean, so a page, a mail or an export never carries what a file smuggled in; and
 * cleaning again changes nothing, so the same file imports as unchanged.
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
export function cleanDescription(html: string): string {
  if (!html.includes('<')) return html;
  return sanitizeHtml(html, OPTIONS);
}
