import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { DocumentTitle } from "../components/document-title";
import { AuthCard } from "../features/auth/auth-card";
import { ResetPasswordForm } from "../features/auth/reset-password-form";

function tokenFrom(search: string, state: unknown): string | null {
  const kept = (state as { token?: unknown } | null)?.token;
  if (typeof kept === "string") return kept;
  return new URLSearchParams(search).get("token");
}

/** /reset-password?token=...: public, as the person who forgot their password is signed out. */
export default function ResetPasswordPage() {
  const location = useLocation();
  const search = location.search;
  const state: unknown = location.state;
  const navigate = useNavigate();
  const token = tokenFrom(search, state);

  // The token leaves the address bar at once (kept in this history entry's state): it then stays out
  // of the visible address, screenshots, bookmarks and anything that reads location.href.
  useEffect(() => {
    if (new URLSearchParams(search).has("token")) {
      void navigate("/reset-password", { replace: true, state: { token } });
    }
  }, [search, token, navigate]);

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
