import { DocumentTitle } from "../components/document-title";
import { AuthCard } from "../features/auth/auth-card";
import { useLinkToken } from "../lib/link-token";
import { UnsubscribePanel } from "../features/digest/unsubscribe-panel";

/** /unsubscribe?token=...: public, from the weekly digest's footer; the reader may be signed out. */
export default function UnsubscribePage() {
  const token = useLinkToken("/unsubscribe");

  return (
    <>
      <DocumentTitle title="Unsubscribe" />
      <AuthCard title="Unsubscribe from the weekly digest" back={null}>
        <UnsubscribePanel token={token} />
      </AuthCard>
    </>
  );
}
