import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { FIRST_PAINT_GATE_ATTRIBUTE } from '@storefront/shared-kernel/contracts';
import { MemoryRouter } from 'react-router-dom';
import { makeProduct } from '../../test/fixtures';
import { ProductRail, slidesOf } from './product-rail';

const products = Array.from({ length: 6 }, (_, i) =>
  makeProduct({ idStyle: `P-${i + 1}`, webTitle: `Product ${i + 1}` }),
);

const setMobile = (isMobile: boolean) => {
  window.matchMedia = ((query: string) => ({
    matches: isMobile && query.includes('768'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
};

afterEach(() => {
  delete (window as Partial<Window>).matchMedia;
});

describe('ProductRail', () => {
  it('groups items into slides', () => {
    expect(slidesOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(slidesOf([], 4)).toEqual([]);
  });

  it('shows a slide of 4 and moves with wraparound', async () => {
    render(
      <MemoryRouter>
        <ProductRail title="Best Sellers" products={products} isLoggedIn />
      </MemoryRouter>,
    );
    const rail = screen.getByRole('region', { name: 'Best Sellers' });
    expect(within(rail).getAllByRole('article')).toHaveLength(4);
    await userEvent.click(within(rail).getByRole('button', { name: 'Next Best Sellers' }));
    expect(within(rail).getAllByRole('article')).toHaveLength(2);
    expect(within(rail).getByText('Product 5')).toBeInTheDocument();
    await userEvent.click(within(rail).getByRole('button', { name: 'Next Best Sellers' }));
    expect(within(rail).getByText('Product 1')).toBeInTheDocument();
  });

  it('shows 2 per slide on mobile', () => {
    setMobile(true);
    render(
      <MemoryRouter>
        <ProductRail title="New Arrivals" products={products} isLoggedIn={false} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
  });

  it('is drawn by the server as both rails, the wide and the phone’s, each marked for its widths', () => {
    // As on a drawn page, whose #root is gated until the browser has taken it over (the server has no screen).
    document.body.setAttribute(FIRST_PAINT_GATE_ATTRIBUTE, '');
    const html = renderToString(
      <MemoryRouter>
        <ProductRail title="New Arrivals" products={products} isLoggedIn={false} />
      </MemoryRouter>,
    );
    document.body.removeAttribute(FIRST_PAINT_GATE_ATTRIBUTE);
    const drawn = document.createElement('div');
    drawn.innerHTML = html;
    const [wide, narrow] = [...drawn.querySelectorAll('section')];
    expect(drawn.querySelectorAll('section')).toHaveLength(2);
    expect(wide?.className).toMatch(/wideOnly/);
    expect(wide?.querySelectorAll('article')).toHaveLength(4);
    expect(narrow?.className).toMatch(/narrowOnly/);
    expect(narrow?.querySelectorAll('article')).toHaveLength(2);
  });

  it('renders nothing without products', () => {
    const { container } = render(
      <MemoryRouter>
        <ProductRail title="Empty" products={[]} isLoggedIn />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
