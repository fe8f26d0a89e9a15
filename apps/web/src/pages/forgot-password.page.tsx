import { useLocation } from "react-router";
import { DocumentTitle } from "../components/document-title";
import { AuthCard } from "../features/auth/auth-card";
import { ForgotPasswordForm } from "../features/auth/forgot-password-form";

function emailFrom(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === "string" ? email : "";
}

export default function ForgotPasswordPage() {
  const state: unknown = useLocation().state;
  return (
    <>
      <DocumentTitle title="Forgot password" />
      <AuthCard
        title="Forgot your password?"
        intro="Enter the email address of your account and we will send you a link to choose a new password."
      >
        <ForgotPasswordForm initialEmail={emailFrom(state)} />
      </AuthCard>
    </>
  );
}
