/** Registration form for a new business account. */
export default function RegisterPage() {
  return (
    <section aria-labelledby="register-page-title">
      <h1 id="register-page-title">Sign Up</h1>
    </section>
  );
}
