/** What the footer lists. The customer-service contacts are the distributor's own. */
export const INFORMATION_LINKS = [
  { to: '/aboutus', label: 'About Us' },
  { to: '/contactus', label: 'Contact Us' },
  { to: '/faq', label: 'FAQ' },
  { to: '/ecatalog', label: 'E-Catalogs' },
  { to: '/shipping-policy', label: 'Shipping Policy' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/accessibility', label: 'Accessibility' },
] as const;

export const CUSTOMER_SERVICE = {
  phone: '(800) 555-0142',
  email: 'service@wholesale-storefront.example',
  hours: 'Monday to Friday, 8:30 am to 5:30 pm (PT)',
};

export const SOCIAL_LINKS = [
  { href: 'https://www.facebook.com/', label: 'Facebook' },
  { href: 'https://www.instagram.com/', label: 'Instagram' },
  { href: 'https://www.linkedin.com/', label: 'LinkedIn' },
] as const;

export const COPYRIGHT_YEAR = 2025;
