import { ReviewerApprovalsScreen } from "../features/reviewer-approvals/reviewer-approvals-screen";

export default function ReviewerApprovalsPage() {
  return <ReviewerApprovalsScreen />;
}
