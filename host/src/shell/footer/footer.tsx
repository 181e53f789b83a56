import { Link } from 'react-router-dom';
import { COPYRIGHT_YEAR, CUSTOMER_SERVICE, INFORMATION_LINKS, SOCIAL_LINKS } from './footer-links';
import { NewsletterBox } from './newsletter-box';
import styles from './footer.module.css';

/** The shell footer: newsletter box, information links, customer service, social links, copyright. */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <NewsletterBox />
        <nav aria-labelledby="footer-information-title">
          <h2 id="footer-information-title" className={styles.heading}>
            Information
          </h2>
          <ul className={styles.list}>
            {INFORMATION_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-service-title">
          <h2 id="footer-service-title" className={styles.heading}>
            Customer Service
          </h2>
          <p>
            <a href={`tel:${CUSTOMER_SERVICE.phone.replace(/[^\d+]/g, '')}`}>{CUSTOMER_SERVICE.phone}</a>
            <br />
            <a href={`mailto:${CUSTOMER_SERVICE.email}`}>{CUSTOMER_SERVICE.email}</a>
            <br />
            {CUSTOMER_SERVICE.hours}
          </p>
        </section>
        <nav aria-labelledby="footer-social-title">
          <h2 id="footer-social-title" className={styles.heading}>
            Follow Us
          </h2>
          <ul className={styles.list}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>© {COPYRIGHT_YEAR} Wholesale Storefront. All rights reserved.</p>
    </footer>
  );
}
