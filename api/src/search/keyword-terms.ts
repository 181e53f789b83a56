import { newStemmer } from 'snowball-stemmers';

/**
 * What a keyword means (docs/product.md §5.6): the words of a product's title, brand, colour, tags and
 * description are found by whole words and by the start of a word, stemmed (English Snowball, the stemmer
 * PostgreSQL's 'english' search uses), without regard to case or accents; a SKU or barcode by its start or
 * whole. One module for the index's side and the keyword's side, so both read text the same way.
 */
const stemmer = newStemmer('english');

/** Stems are kept beside words under this mark, which no word (letters and digits only) starts with. */
export const STEM_MARK = '~';

/** Lower case without accents: 'Crème' and 'CREME' read alike (plain ASCII, most text, skips the decomposing). */
export const folded = (text: string): string =>
  /^[ -~]*$/.test(text)
    ? text.toLowerCase()
    : text
        .normalize('NFKD')
        .replace(/\p{M}+/gu, '')
        .toLowerCase();

/** Entities a description's markup may carry that would otherwise glue words together or split them. */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** A description's text without its markup (tags become spaces, so `<b>a</b>b` stays two words). */
export const textOfMarkup = (html: string): string =>
  html.replace(/<[^>]*>/g, ' ').replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

/** The words of a text, folded: runs of letters and digits. */
export const wordsOf = (text: string): string[] => folded(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * Stems already found: a catalogue repeats a small vocabulary, and the stemmer takes some 10 µs a word,
 * most of loading a million products' words. Bounded so an odd catalogue cannot grow it without end.
 */
const stems = new Map<string, string>();
const STEMS_KEPT = 200_000;

export const stemOf = (word: string): string => {
  let stem = stems.get(word);
  if (stem === undefined) {
    stem = stemmer.stem(word);
    if (stems.size >= STEMS_KEPT) stems.clear();
    stems.set(word, stem);
  }
  return stem;
};

/** What a product is found by through its words: each word and each word's stem (marked). */
export function termsOf(texts: readonly string[]): Set<string> {
  const terms = new Set<string>();
  for (const text of texts)
    for (const word of wordsOf(text)) {
      terms.add(word);
      terms.add(STEM_MARK + stemOf(word));
    }
  return terms;
}

/** A SKU or barcode as it is looked up: folded and trimmed, slashes and dashes kept. */
export const codeKey = (code: string): string => folded(code).trim();

/** A keyword read for the index: its words (each matched by prefix or stem) and the whole of it (codes). */
export interface KeywordQuery {
  words: { word: string; stem: string }[];
  code: string;
}

export const keywordQuery = (keyword: string): KeywordQuery => ({
  words: [...new Set(wordsOf(keyword))].map((word) => ({ word, stem: STEM_MARK + stemOf(word) })),
  code: codeKey(keyword),
});
