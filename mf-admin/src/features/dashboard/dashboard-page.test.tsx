import { screen, within } from '@testing-library/react';
import { renderAt, resetSession, signInStaff } from '../../test-utils';
import DashboardPage from './dashboard-page';

const show = () => renderAt('/admin', '/admin', <DashboardPage />);
const areaLinks = () =>
  within(screen.getByRole('list', { name: 'Your areas' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the dashboard', () => {
  afterEach(resetSession);

  it('greets the member and links to every area of an admin', () => {
    signInStaff('admin');
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Alex Morgan. You are signed in as Admin.')).toBeInTheDocument();
    expect(areaLinks()).toEqual([
      ['Registrations', '/admin/registrations'],
      ['Customers', '/admin/customers'],
      ['Orders', '/admin/orders'],
      ['Catalogue', '/admin/catalogue'],
      ['Content', '/admin/content'],
      ['Service desk', '/admin/service'],
      ['Staff', '/admin/staff'],
      ['Audit log', '/admin/audit'],
    ]);
  });

  it("links a rep to its role's areas only, and greets a member without a name by its email", () => {
    signInStaff('rep', { name: '', email: 'rep@demo.storefront' });
    show();
    expect(screen.getByText('Welcome, rep@demo.storefront. You are signed in as Sales rep.')).toBeInTheDocument();
    expect(areaLinks().map(([label]) => label)).toEqual(['Registrations', 'Customers', 'Orders', 'Service desk']);
  });

  it('links a catalogue member to the catalogue and the content', () => {
    signInStaff('catalog');
    show();
    expect(screen.getByText('Welcome, Alex Morgan. You are signed in as Catalogue.')).toBeInTheDocument();
    expect(areaLinks()).toEqual([
      ['Catalogue', '/admin/catalogue'],
      ['Content', '/admin/content'],
    ]);
  });
});
