import { satisfiesCaret } from './kernel-range';

describe('satisfiesCaret', () => {
  it.each([
    ['^0.1.0', '0.1.0', true],
    ['^0.1.0', '0.1.7', true],
    ['^0.1.0', '0.2.0', false],
    ['^0.1.3', '0.1.2', false],
    ['^1.2.0', '1.9.0', true],
    ['^1.2.0', '2.0.0', false],
    ['^0.0.3', '0.0.3', true],
    ['^0.0.3', '0.0.4', false],
    ['~0.1.0', '0.1.0', false],
    ['^x', '0.1.0', false],
    ['^0.1.0', 'not-a-version', false],
  ])('%s with %s -> %s', (range, version, expected) => {
    expect(satisfiesCaret(range, version)).toBe(expected);
  });
});
