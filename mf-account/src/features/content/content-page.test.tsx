import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import ContentPage, { CONTENT_PAGES } from './content-page';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ContentPage />
    </MemoryRouter>,
  );

describe('ContentPage', () => {
  it('shows the title for /faq', () => {
    renderAt('/faq');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^FAQ$/);
  });

  it.each(Object.entries(CONTENT_PAGES))('shows the title for %s', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  });

  it('falls back to Information for a path it does not know', () => {
    renderAt('/somewhere-else');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Information$/);
  });
});
