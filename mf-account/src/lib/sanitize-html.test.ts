import { safeUrl, sanitizeHtml, sanitizeHtmlToString as clean } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the allowed structure and text of ordinary content', () => {
    const html =
      '<h2>Ordering</h2><p>Send <strong>your list</strong> and <em>quantities</em>.</p><ul><li>One</li><li>Two</li></ul>' +
      '<table><thead><tr><th scope="col">Item</th></tr></thead><tbody><tr><td colspan="2">Rice cooker</td></tr></tbody></table>';
    expect(clean(html)).toBe(html);
  });

  it('turns a first-level heading into a second-level one (the page owns its h1)', () => {
    expect(clean('<h1>Terms</h1><p>x</p>')).toBe('<h2>Terms</h2><p>x</p>');
  });

  it.each([
    ['<script>window.pwned = true</script><p>ok</p>', '<p>ok</p>'],
    ['<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<object data="x.swf"></object><embed src="x.swf"><p>ok</p>', '<p>ok</p>'],
    ['<svg><script>window.pwned = true</script></svg><p>ok</p>', '<p>ok</p>'],
    ['<math><mtext><img src=x onerror="window.pwned=true"></mtext></math><p>ok</p>', '<p>ok</p>'],
    ['<form action="https://evil.example"><input name="card"><button>Pay</button></form><p>ok</p>', '<p>ok</p>'],
    ['<p>ok</p><noscript><p>hidden</p></noscript>', '<p>ok</p>'],
    ['<template><img src=x onerror="window.pwned=true"></template><p>ok</p>', '<p>ok</p>'],
    ['<meta http-equiv="refresh" content="0;url=https://evil.example"><p>ok</p>', '<p>ok</p>'],
    ['<base href="https://evil.example/"><p>ok</p>', '<p>ok</p>'],
  ])('drops %s with its content', (html, expected) => {
    expect(clean(html)).toBe(expected);
  });

  it('drops event handlers, styles, classes and ids', () => {
    expect(
      clean('<p onclick="window.pwned=true" onmouseover="x()" style="position:fixed" class="btn" id="main">Hi</p>'),
    ).toBe('<p>Hi</p>');
    expect(clean('<img src="/uploads/a.png" alt="A" onerror="window.pwned=true" onload="x()">')).toBe(
      '<img src="/uploads/a.png" alt="A">',
    );
  });

  it.each([
    'javascript:window.pwned=true',
    'JAVASCRIPT:window.pwned=true',
    ' javascript:window.pwned=true',
    'java\tscript:window.pwned=true',
    'java\nscript:window.pwned=true',
    '&#106;avascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
  ])('drops the link target %j', (href) => {
    const markup = `<a href="${href.replace(/"/g, '&quot;')}">x</a>`;
    expect(clean(markup)).toBe('<a>x</a>');
  });

  it.each([
    'https://example.com/a',
    '/contactus',
    '#top',
    'mailto:service@example.com',
    'tel:+18005550142',
    'page.html',
  ])('keeps the link target %j', (href) => {
    expect(clean(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
  });

  it('keeps only safe image sources', () => {
    expect(clean('<img src="javascript:alert(1)" alt="x">')).toBe('<img alt="x">');
    expect(clean('<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="x">')).toBe('<img alt="x">');
    expect(clean('<img src="https://cdn.example/a.jpg" alt="x" width="40">')).toBe(
      '<img src="https://cdn.example/a.jpg" alt="x" width="40">',
    );
  });

  it('gives a new-tab link rel=noopener and drops other targets', () => {
    expect(clean('<a href="/x" target="_blank">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(clean('<a href="/x" target="_top" rel="opener">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('unwraps unknown elements but keeps their text', () => {
    expect(clean('<marquee>Sale <b>now</b></marquee>')).toBe('Sale <b>now</b>');
    expect(clean('<custom-el data-x="1">Text</custom-el>')).toBe('Text');
  });

  it('drops comments and keeps text escaped', () => {
    expect(clean('<!-- <script>x</script> --><p>5 &lt; 6 &amp; "quotes"</p>')).toBe('<p>5 &lt; 6 &amp; "quotes"</p>');
  });

  it('inserts only inert markup: no handlers, scripts or script links', () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    container.appendChild(
      sanitizeHtml(
        '<img src="x" onerror="window.pwned=true"><script>window.pwned=true</script>' +
          '<a href="javascript:window.pwned=true">go</a><svg onload="window.pwned=true"></svg>',
      ),
    );
    expect(container.innerHTML).toBe('<img src="x"><a>go</a>');
    container.remove();
  });
});

describe('safeUrl', () => {
  it('refuses links that do not parse', () => {
    expect(safeUrl('http://[::1', 'link')).toBeNull();
    expect(safeUrl('   ', 'link')).toBeNull();
  });
  it('allows mailto only for links, not images', () => {
    expect(safeUrl('mailto:a@b.c', 'link')).toBe('mailto:a@b.c');
    expect(safeUrl('mailto:a@b.c', 'image')).toBeNull();
  });
});
