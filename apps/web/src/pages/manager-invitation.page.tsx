import { ManagerInvitationScreen } from "../features/manager-shares/manager-invitation-screen";
import { useLinkToken } from "../lib/link-token";

/** /manager-invitation?token=...: signed in only; signed out, /login (or its Sign Up tab) brings the reader back. */
export default function ManagerInvitationPage() {
  const token = useLinkToken("/manager-invitation");
  return <ManagerInvitationScreen token={token} />;
}
