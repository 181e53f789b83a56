import { render } from '@testing-library/react';
import { SITE_NAME, pageTitle, usePageTitle } from './page-title';

function Page({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

describe('usePageTitle', () => {
  it("names the page before the site's name, and follows a new title", () => {
    const { rerender } = render(<Page title="My Cart" />);
    expect(document.title).toBe('My Cart | Wholesale Storefront');
    rerender(<Page title=" Order #500001 " />);
    expect(document.title).toBe('Order #500001 | Wholesale Storefront');
  });

  it("is the site's name alone for a page that names nothing more", () => {
    expect(pageTitle('  ')).toBe(SITE_NAME);
  });
});
