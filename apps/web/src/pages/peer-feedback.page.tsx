import { PeerFeedbackScreen } from "../features/peer-feedback/peer-feedback-screen";

export default function PeerFeedbackPage() {
  return <PeerFeedbackScreen />;
}
