import { FeedbackFormScreen } from "../features/feedback-form/feedback-form-screen";

export default function FeedbackResponsePage() {
  return <FeedbackFormScreen />;
}
