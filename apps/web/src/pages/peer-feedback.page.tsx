import { FeedbackScreen } from "../features/feedback/feedback-screen";

export default function PeerFeedbackPage() {
  return <FeedbackScreen />;
}
