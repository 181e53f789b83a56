import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { systemRoutes } from '@storefront/shared-kernel';
import { fakeApiForEachTest } from '@storefront/shared-kernel/testing';
import ContentPage, { CONTENT_PAGES } from './content-page';

const api = fakeApiForEachTest();

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ContentPage />
    </MemoryRouter>,
  );

const answer = (title: string, contents: string) => ({
  is_success: true as const,
  cms: { gubun: 'x', title, contents },
});

describe('ContentPage', () => {
  afterEach(() => {
    delete (window as unknown as { pwned?: boolean }).pwned;
  });

  it.each([
    ['/terms', '01'],
    ['/privacy-policy', '46'],
    ['/shipping-policy', '42'],
    ['/aboutus', 'about'],
    ['/accessibility', 'accessibility'],
    ['/faq', 'faq'],
  ])('%s asks the CMS for code %s', async (path, gubun) => {
    api.on(systemRoutes.getCms, answer('Title', '<p>Body</p>'));
    renderAt(path);
    expect(await screen.findByText('Body')).toBeInTheDocument();
    expect(api.calls(systemRoutes.getCms)).toEqual([{ gubun }]);
    expect(CONTENT_PAGES[path]?.gubun).toBe(gubun);
  });

  it('shows the CMS title as the one h1 and does not repeat the heading of the content', async () => {
    api.on(
      systemRoutes.getCms,
      answer('Terms & Conditions', '<h1>Terms &amp; Conditions</h1><p>All orders are subject to acceptance.</p>'),
    );
    renderAt('/terms');
    expect(await screen.findByText('All orders are subject to acceptance.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms & Conditions');
    expect(screen.queryByRole('heading', { level: 2, name: 'Terms & Conditions' })).toBeNull();
  });

  it('shows the page title while loading', () => {
    api.on(systemRoutes.getCms, () => new Promise<never>(() => undefined));
    renderAt('/privacy-policy');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
  });

  it('renders CMS markup sanitised: no script runs and no handler or javascript: link survives', async () => {
    api.on(
      systemRoutes.getCms,
      answer(
        'FAQ',
        '<p onclick="window.pwned=true">Safe text</p><script>window.pwned=true</script>' +
          '<img src="/x.png" alt="pic" onerror="window.pwned=true"><a href="javascript:window.pwned=true">Bad link</a>' +
          '<iframe src="https://evil.example"></iframe><a href="/contactus">Contact</a>',
      ),
    );
    const { container } = renderAt('/faq');
    expect(await screen.findByText('Safe text')).toBeInTheDocument();
    expect(container.querySelector('script, iframe, [onclick], [onerror]')).toBeNull();
    expect(screen.getByText('Bad link')).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contactus');
    expect((window as unknown as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('says so when the page cannot be loaded', async () => {
    api.refuse(systemRoutes.getCms, 404, { message: 'Page not found' });
    renderAt('/aboutus');
    expect(await screen.findByText('This page could not be loaded. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About Us');
  });

  it('falls back to Information for a path it does not know', async () => {
    api.refuse(systemRoutes.getCms, 404);
    renderAt('/somewhere-else');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Information$/);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});
