import { DocumentTitle } from "../components/document-title";
import { useLinkToken } from "../lib/link-token";
import { AuthCard } from "../features/auth/auth-card";
import { AcceptInvitationScreen } from "../features/invitations/accept-invitation-screen";

/** /invitation?token=...: public, as the invited person has never signed in. */
export default function InvitationPage() {
  const token = useLinkToken("/invitation");
  return (
    <>
      <DocumentTitle title="Accept your invitation" />
      <AuthCard title="Accept your invitation" intro="Your organisation has invited you to LeadCoach.">
        <AcceptInvitationScreen token={token} />
      </AuthCard>
    </>
  );
}
