import { DocumentTitle } from "../components/document-title";
import { useLinkToken } from "../lib/link-token";
import { AuthCard } from "../features/auth/auth-card";
import { ResetPasswordForm } from "../features/auth/reset-password-form";

/** /reset-password?token=...: public, as the person who forgot their password is signed out. */
export default function ResetPasswordPage() {
  const token = useLinkToken("/reset-password");

  return (
    <>
      <DocumentTitle title="Reset password" />
      <AuthCard
        title="Choose a new password"
        intro="Setting a new password signs your account out on every device."
      >
        <ResetPasswordForm token={token} />
      </AuthCard>
    </>
  );
}
