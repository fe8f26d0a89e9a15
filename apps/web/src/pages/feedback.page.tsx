import { PlaceholderPage } from "./_placeholder";

export default function FeedbackResponsePage() {
  return <PlaceholderPage title="Share Your Feedback" />;
}
