import { useState, type FormEvent } from 'react';
import styles from './footer.module.css';

/**
 * The footer's newsletter box is a placeholder by design: it only says 'Clicked!'. The real sign-up is the
 * home page band (docs/product.md §3.5, §9.4).
 */
export function NewsletterBox() {
  const [isClicked, setIsClicked] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsClicked(true);
  };
  return (
    // noValidate: the browser's own check of the email field would stop some clicks from saying 'Clicked!'.
    <form className={styles.newsletter} onSubmit={submit} aria-labelledby="footer-newsletter-title" noValidate>
      <h2 id="footer-newsletter-title" className={styles.heading}>
        Newsletter
      </h2>
      <div className={styles.newsletterRow}>
        <input type="email" aria-label="Email address" placeholder="Your email" className={styles.input} />
        <button type="submit" className={styles.button}>
          Subscribe
        </button>
      </div>
      {isClicked && <p role="status">Clicked!</p>}
    </form>
  );
}
