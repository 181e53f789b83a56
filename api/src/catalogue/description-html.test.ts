import { cleanDescription } from './description-html';

describe('cleanDescription', () => {
  it('keeps what the storefront renders and drops the rest, its text kept', () => {
    expect(cleanDescription('<p>Keeps rice warm for <strong>12 hours</strong>.</p>')).toBe(
      '<p>Keeps rice warm for <strong>12 hours</strong>.</p>',
    );
    expect(cleanDescription('<h1>Big</h1><custom>wrapped</custom>')).toBe('<h2>Big</h2>wrapped');
  });

  it('drops scripts, styles and forms with their content, handlers and unsafe URLs', () => {
    expect(
      cleanDescription(
        '<script>alert(1)</script><style>p{}</style><form><input></form><img src="javascript:x" onerror="y"><a href="javascript:alert(1)" onclick="z">bad</a>',
      ),
    ).toBe('<img /><a>bad</a>');
  });

  it('opens a new tab without a handle on the page, and drops any other target', () => {
    expect(cleanDescription('<a href="https://maker.test" target="_blank">maker</a>')).toBe(
      '<a href="https://maker.test" target="_blank" rel="noopener noreferrer">maker</a>',
    );
    expect(cleanDescription('<a href="/search" target="_top" rel="opener">here</a>')).toBe(
      '<a href="/search">here</a>',
    );
  });

  it('leaves text without a tag as it is, and changes nothing the second time', () => {
    expect(cleanDescription('Salt & pepper, 2 pieces')).toBe('Salt & pepper, 2 pieces');
    const once = cleanDescription('<p onclick="x">A <em>b</em><script>c</script></p>');
    expect(cleanDescription(once)).toBe(once);
  });
});
