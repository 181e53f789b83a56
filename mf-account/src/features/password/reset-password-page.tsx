/** Set a new password with the token from the emailed link. */
export default function ResetPasswordPage() {
  return (
    <section aria-labelledby="reset-password-page-title">
      <h1 id="reset-password-page-title">Reset Password</h1>
    </section>
  );
}
