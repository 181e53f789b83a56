import { codeKey, folded, keywordQuery, STEM_MARK, termsOf, textOfMarkup, wordsOf } from './keyword-terms';

describe('what a keyword means (docs/product.md §5.6)', () => {
  it('reads text without case or accents, in runs of letters and digits', () => {
    expect(folded('Crème BRÛLÉE')).toBe('creme brulee');
    expect(wordsOf('Stainless-steel 1.5L kettle, Ø20cm')).toEqual(['stainless', 'steel', '1', '5l', 'kettle', 'ø20cm']);
    expect(wordsOf('   ')).toEqual([]);
  });

  it('keeps each word and its stem, so kettles finds kettle and organizers finds organizer', () => {
    const terms = termsOf(['Kettles', 'Organizer']);
    expect(terms).toEqual(new Set(['kettles', `${STEM_MARK}kettl`, 'organizer', `${STEM_MARK}organ`]));
    expect(keywordQuery('kettle').words).toEqual([{ word: 'kettle', stem: `${STEM_MARK}kettl` }]);
  });

  it('reads a description without its markup, entities decoded, tags parting words', () => {
    expect(textOfMarkup('<p>Rice&nbsp;&amp;&#32;grain<br>cooker&#x21;</p>')).toBe(' Rice & grain cooker! ');
    expect(wordsOf(textOfMarkup('<b>tea</b>pot'))).toEqual(['tea', 'pot']);
    expect(textOfMarkup('&bogus; &#0;')).toBe('&bogus;  ');
  });

  it('reads a keyword as its words once each and as a code, slashes kept', () => {
    const query = keywordQuery('  BZOJ-1001/BL bzoj ');
    expect(query.code).toBe('bzoj-1001/bl bzoj');
    expect(query.words.map((w) => w.word)).toEqual(['bzoj', '1001', 'bl']);
    expect(codeKey(' ABC/12 ')).toBe('abc/12');
  });
});
