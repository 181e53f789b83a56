/** @jest-environment node */
import { cleanHtml, cleanHtmlWithoutHeading } from './html-cleaner';

describe('cleanHtml', () => {
  it('keeps what the storefront renders and drops the rest, its text kept', () => {
    expect(cleanHtml('<p>Keeps rice warm for <strong>12 hours</strong>.</p>')).toBe(
      '<p>Keeps rice warm for <strong>12 hours</strong>.</p>',
    );
    expect(cleanHtml('<h1>Big</h1><custom>wrapped</custom>')).toBe('<h2>Big</h2>wrapped');
  });

  it('drops scripts, styles and forms with their content, handlers and unsafe URLs', () => {
    expect(
      cleanHtml(
        '<script>alert(1)</script><style>p{}</style><form><input></form><img src="javascript:x" onerror="y"><a href="javascript:alert(1)" onclick="z">bad</a>',
      ),
    ).toBe('<img /><a>bad</a>');
  });

  it('opens a new tab without a handle on the page, and drops any other target', () => {
    expect(cleanHtml('<a href="https://maker.test" target="_blank">maker</a>')).toBe(
      '<a href="https://maker.test" target="_blank" rel="noopener noreferrer">maker</a>',
    );
    expect(cleanHtml('<a href="/search" target="_top" rel="opener">here</a>')).toBe('<a href="/search">here</a>');
  });

  it('leaves text without a tag as it is, and changes nothing the second time', () => {
    expect(cleanHtml('Salt & pepper, 2 pieces')).toBe('Salt & pepper, 2 pieces');
    const once = cleanHtml('<p onclick="x">A <em>b</em><script>c</script></p>');
    expect(cleanHtml(once)).toBe(once);
  });
});

describe('cleanHtmlWithoutHeading', () => {
  it('drops a first heading that says the page’s title, in any case, with its inner markup', () => {
    expect(cleanHtmlWithoutHeading('<h2>Contact <b>us</b></h2><p>Call us.</p>', 'Contact Us')).toBe('<p>Call us.</p>');
    expect(cleanHtmlWithoutHeading('\n  <h1> FAQ </h1><p>Answers.</p>', 'faq')).toBe('\n  <p>Answers.</p>');
  });

  it('keeps a heading that is not first, says something else, or sits inside another element', () => {
    expect(cleanHtmlWithoutHeading('<p>First.</p><h2>Contact Us</h2>', 'Contact Us')).toBe(
      '<p>First.</p><h2>Contact Us</h2>',
    );
    expect(cleanHtmlWithoutHeading('<h2>Opening hours</h2>', 'Contact Us')).toBe('<h2>Opening hours</h2>');
    expect(cleanHtmlWithoutHeading('<div><h2>Contact Us</h2></div>', 'Contact Us')).toBe(
      '<div><h2>Contact Us</h2></div>',
    );
    expect(cleanHtmlWithoutHeading('<p>Contact Us</p>', 'Contact Us')).toBe('<p>Contact Us</p>');
  });

  it('cleans as cleanHtml does, with or without a heading to drop', () => {
    const dirty = '<h2>Terms</h2><p onclick="x">A<script>b</script></p>';
    expect(cleanHtmlWithoutHeading(dirty, 'Terms')).toBe('<p>A</p>');
    expect(cleanHtmlWithoutHeading(dirty, '')).toBe(cleanHtml(dirty));
  });
});
