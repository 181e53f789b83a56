import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import SearchPage from './search-page';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <SearchPage />
    </MemoryRouter>,
  );

describe('SearchPage', () => {
  it.each([
    ['kitchen-dining', 'Kitchen Dining'],
    ['rice-cookers', 'Rice Cookers'],
    ['BEAUTY', 'Beauty'],
  ])('shows the category %s as %s', (slug, title) => {
    renderAt(`/search?category=${slug}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  });

  it('shows the keyword searched for', () => {
    renderAt('/search?keyword=rice%20cooker');
    expect(screen.getByText(/Results for .rice cooker./)).toBeInTheDocument();
  });

  it('is titled Search without a category', () => {
    renderAt('/search');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Search$/);
  });
});
