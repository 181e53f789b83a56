import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Footer } from './footer';

const renderFooter = () =>
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );

describe('Footer', () => {
  it('shows the copyright line for 2025', () => {
    renderFooter();
    expect(screen.getByText(/©\s*2025/)).toBeInTheDocument();
  });

  it('lists the information links', () => {
    renderFooter();
    const information = screen.getByRole('navigation', { name: 'Information' });
    const links = within(information)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['About Us', '/aboutus'],
      ['Contact Us', '/contactus'],
      ['FAQ', '/faq'],
      ['E-Catalogs', '/ecatalog'],
      ['Shipping Policy', '/shipping-policy'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms'],
      ['Accessibility', '/accessibility'],
    ]);
  });

  it('has the newsletter box, customer service contacts and social links', () => {
    renderFooter();
    expect(screen.getByRole('form', { name: 'Newsletter' })).toBeInTheDocument();
    const service = screen.getByRole('region', { name: 'Customer Service' });
    expect(
      within(service)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([expect.stringMatching(/^tel:\+?\d+$/), expect.stringMatching(/^mailto:.+@.+/)]);
    const social = within(screen.getByRole('navigation', { name: 'Follow Us' })).getAllByRole('link');
    expect(social.length).toBeGreaterThan(0);
    for (const link of social) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });
});
