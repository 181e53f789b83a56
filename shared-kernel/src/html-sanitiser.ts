/**
 * The storefront's HTML sanitiser for content it did not write (docs/product.md §9.3), in the browser: the
 * information pages draw their content through it (mf-account), and the back office's page editor draws its
 * live preview through the same code (§13.7), so what staff see is what buyers get. Its allow-list is the
 * kernel's html-rules, which the server keeps too as it stores a description or a page. The HTML is parsed by
 * DOMParser into an inert document (nothing in it runs or loads), then copied element by element into fresh
 * nodes of the page's document: only listed tags and listed attributes survive, URLs must use a safe scheme,
 * and the result is a DocumentFragment that is inserted as nodes, never re-parsed from text (so no
 * mutation-XSS round trip). Its own entry (`@storefront/shared-kernel/html-sanitiser`), apart from the
 * kernel's root: each build that uses it carries its own copy.
 */
import {
  HTML_ALLOWED_TAGS,
  HTML_DROPPED_WITH_CONTENT,
  HTML_GLOBAL_ATTRIBUTES,
  HTML_IMAGE_SCHEMES,
  HTML_LINK_SCHEMES,
  HTML_RENAMED_TAGS,
  HTML_TAG_ATTRIBUTES,
} from './html-rules';

const DROP_WITH_CONTENT = new Set<string>(HTML_DROPPED_WITH_CONTENT);
const ALLOWED_TAGS = new Set<string>(HTML_ALLOWED_TAGS);
const RENAMED_TAGS = HTML_RENAMED_TAGS;
const GLOBAL_ATTRIBUTES = new Set<string>(HTML_GLOBAL_ATTRIBUTES);
const TAG_ATTRIBUTES: Record<string, Set<string>> = Object.fromEntries(
  Object.entries(HTML_TAG_ATTRIBUTES).map(([tag, names]) => [tag, new Set(names)]),
);
const URL_ATTRIBUTES = new Set(['href', 'src']);
const LINK_SCHEMES = new Set(HTML_LINK_SCHEMES.map((scheme) => `${scheme}:`));
const IMAGE_SCHEMES = new Set(HTML_IMAGE_SCHEMES.map((scheme) => `${scheme}:`));

/** A URL the attribute may keep, or null. Relative URLs resolve against the page (same site). */
export function safeUrl(
  value: string,
  kind: 'link' | 'image',
  base = globalThis.location?.href ?? 'http://localhost/',
): string | null {
  // eslint-disable-next-line no-control-regex
  const trimmed = value.replace(/[\u0000-\u0020\u007f]+/g, '');
  if (trimmed === '') return null;
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    return null;
  }
  const schemes = kind === 'link' ? LINK_SCHEMES : IMAGE_SCHEMES;
  return schemes.has(url.protocol) ? trimmed : null;
}

function copyAttributes(source: Element, target: HTMLElement, tag: string): void {
  const allowed = TAG_ATTRIBUTES[tag];
  for (const { name, value } of Array.from(source.attributes)) {
    const attribute = name.toLowerCase();
    if (!GLOBAL_ATTRIBUTES.has(attribute) && !allowed?.has(attribute)) continue;
    if (URL_ATTRIBUTES.has(attribute)) {
      const url = safeUrl(value, tag === 'img' ? 'image' : 'link');
      if (url !== null) target.setAttribute(attribute, url);
    } else if (attribute === 'target') {
      if (value === '_blank') target.setAttribute('target', '_blank');
    } else {
      target.setAttribute(attribute, value);
    }
  }
  // A new tab must not get a handle on this page.
  if (target.getAttribute('target') === '_blank') target.setAttribute('rel', 'noopener noreferrer');
}

function copyChildren(source: Node, target: Node, doc: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue; // comments, processing instructions
    const element = child as Element;
    const name = element.localName.toLowerCase();
    if (DROP_WITH_CONTENT.has(name)) continue;
    const tag = RENAMED_TAGS[name] ?? name;
    if (!ALLOWED_TAGS.has(tag) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') {
      copyChildren(element, target, doc); // unknown wrapper: keep its text, lose the element
      continue;
    }
    const clean = doc.createElement(tag);
    copyAttributes(element, clean, tag);
    copyChildren(element, clean, doc);
    target.appendChild(clean);
  }
}

/** The allowed part of `html` as nodes of `doc` (the page's document unless told). */
export function sanitizeHtml(html: string, doc: Document = document): DocumentFragment {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const fragment = doc.createDocumentFragment();
  copyChildren(parsed.body, fragment, doc);
  return fragment;
}

/** The same, as markup (tests and logs; the page inserts the fragment itself). */
export function sanitizeHtmlToString(html: string): string {
  const holder = document.createElement('div');
  holder.appendChild(sanitizeHtml(html));
  return holder.innerHTML;
}

/**
 * Takes away the fragment's first element when it is a heading saying `text` (any case): the page shows its
 * title as its own h1 above the content, which often repeats it.
 */
export function dropLeadingHeading(fragment: DocumentFragment, text: string): void {
  const first = fragment.firstElementChild;
  if (
    text &&
    first &&
    /^h[2-6]$/.test(first.localName) &&
    first.textContent?.trim().toLowerCase() === text.trim().toLowerCase()
  )
    first.remove();
}
