// The storefront's sanitiser is the kernel's (docs/product.md §9.3): the back office's page preview draws with
// the same code (§13.7).
export { safeUrl, sanitizeHtml, sanitizeHtmlToString } from '@storefront/shared-kernel/html-sanitiser';
