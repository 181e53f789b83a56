/** Customer service and quote requests. */
export default function ContactPage() {
  return (
    <section aria-labelledby="contact-page-title">
      <h1 id="contact-page-title">Contact Us</h1>
    </section>
  );
}
