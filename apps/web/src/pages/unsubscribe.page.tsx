import { unsubscribableEmails, unsubscribeTexts } from "@leadcoach/api/schemas";
import { useSearchParams } from "react-router";
import { DocumentTitle } from "../components/document-title";
import { AuthCard } from "../features/auth/auth-card";
import { useLinkToken } from "../lib/link-token";
import { UnsubscribePanel } from "../features/digest/unsubscribe-panel";

/**
 * /unsubscribe?token=...[&list=...]: public, from the footer of the weekly digest (no `list`) or of the
 * monthly summary to managers (`list=manager_summary`); the reader may be signed out. The token leaves
 * the address bar; the e-mail it is for stays.
 */
export default function UnsubscribePage() {
  const [search] = useSearchParams();
  const list = unsubscribableEmails.find((name) => name === search.get("list")) ?? "weekly_digest";
  const token = useLinkToken(list === "weekly_digest" ? "/unsubscribe" : `/unsubscribe?list=${list}`);

  return (
    <>
      <DocumentTitle title="Unsubscribe" />
      <AuthCard title={unsubscribeTexts[list].title} back={null}>
        <UnsubscribePanel token={token} list={list} />
      </AuthCard>
    </>
  );
}
