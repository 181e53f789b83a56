// What HTML the storefront keeps from content it did not write (docs/product.md §9.3; a product's
// description, docs/catalogue-file.md): one allow-list for the browser's sanitiser (html-sanitiser.ts, over
// DOMParser) and the servers' (html-cleaner.ts: what the API stores, and a content page the server draws).
// Its own entry (`@storefront/shared-kernel/html-rules`), apart from the kernel's root: plain data each build
// that uses it carries.

/** Elements whose content is dropped with them (code, styling, embedded documents, forms). */
export const HTML_DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'template',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'link',
  'meta',
  'base',
  'title',
  'head',
  'audio',
  'video',
  'source',
  'track',
  'canvas',
  'portal',
  'dialog',
] as const;

/** Elements kept; any other is taken away and its text kept. */
export const HTML_ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'span',
  'div',
  'section',
  'article',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'figure',
  'figcaption',
  'address',
  'abbr',
  'mark',
] as const;

/** The page owns its one h1: a heading of the first level inside content becomes a second-level one. */
export const HTML_RENAMED_TAGS: Readonly<Record<string, string>> = { h1: 'h2' };

export const HTML_GLOBAL_ATTRIBUTES = ['title', 'lang'] as const;
export const HTML_TAG_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  ol: ['start'],
};
/** URL schemes a link may use; an image only the web's. A relative URL is the site's own. */
export const HTML_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
export const HTML_IMAGE_SCHEMES = ['http', 'https'] as const;
