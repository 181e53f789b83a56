import { fromSlug, toSlug } from './slug';

describe('toSlug', () => {
  it.each([
    ['Kitchen & Dining', 'kitchen-dining'],
    ['Rice Cookers', 'rice-cookers'],
    ['  Pots, Pans & Lids!  ', 'pots-pans-lids'],
    ['JOY LIFE', 'joy-life'],
    ['a--b', 'a-b'],
    ['-edge-', 'edge'],
    ['Tea/Coffee (Hot)', 'teacoffee-hot'],
    ['Caf\u00e9 100%', 'caf-100'],
    ['tab\there', 'tab-here'],
    ['', ''],
    ['&&&', ''],
  ])('%j -> %j', (input, expected) => {
    expect(toSlug(input)).toBe(expected);
  });
});

describe('fromSlug', () => {
  it.each([
    ['kitchen-dining', 'Kitchen Dining'],
    ['rice-cookers', 'Rice Cookers'],
    ['TIGER', 'Tiger'],
    ['--a--b--', 'A B'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(fromSlug(input)).toBe(expected);
  });

  it('round-trips words without punctuation', () => {
    expect(fromSlug(toSlug('Small Kitchen Appliances'))).toBe('Small Kitchen Appliances');
  });
});
