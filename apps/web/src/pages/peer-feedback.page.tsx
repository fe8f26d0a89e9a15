import { PlaceholderPage } from "./_placeholder";

export default function PeerFeedbackPage() {
  return <PlaceholderPage title="Peer Feedback" />;
}
