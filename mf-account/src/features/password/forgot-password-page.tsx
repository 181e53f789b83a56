/** Request a password reset link. */
export default function ForgotPasswordPage() {
  return (
    <section aria-labelledby="forgot-password-page-title">
      <h1 id="forgot-password-page-title">Forgot Password</h1>
    </section>
  );
}
