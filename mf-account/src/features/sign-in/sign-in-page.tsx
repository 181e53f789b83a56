/** Sign in, or the way to register. */
export default function SignInPage() {
  return (
    <section aria-labelledby="sign-in-page-title">
      <h1 id="sign-in-page-title">Sign In or Register</h1>
    </section>
  );
}
