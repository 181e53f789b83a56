// What a case's page under Messages says (docs/product.md §8.1); the words it shares with the list are
// lib/case-words.ts.
export const CASE_LOAD_FAILED = 'Failed to load this case';
export const CASE_NOT_FOUND = 'Case not found';
export const MESSAGE_SENT = 'Your message was sent.';
export const MESSAGE_BLANK = 'Please enter a message.';
