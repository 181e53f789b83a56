import { screen, within } from '@testing-library/react';
import { renderAt, resetSession, signInStaff } from '../../test-utils';
import ContentLandingPage from './content-landing-page';

const show = () => renderAt('/admin/content', '/admin/content', <ContentLandingPage />);

describe('the content area', () => {
  afterEach(resetSession);

  it('links a catalogue member to the pages, the home page, the e-catalogs and the email list', () => {
    signInStaff('catalog');
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Content' })).toBeInTheDocument();
    const links = within(screen.getByRole('list', { name: 'Content pages' }))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Pages', '/admin/content/pages'],
      ['Home', '/admin/content/home'],
      ['E-catalogs', '/admin/content/ecatalogs'],
      ['Newsletter', '/admin/content/newsletter'],
    ]);
  });

  it('tells a sales rep its role does not allow it', () => {
    signInStaff('rep');
    show();
    expect(screen.getByRole('alert')).toHaveTextContent('Your role does not allow this page.');
    expect(screen.queryByRole('list', { name: 'Content pages' })).not.toBeInTheDocument();
  });
});
