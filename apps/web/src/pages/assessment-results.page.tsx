import { AssessmentResultsScreen } from "../features/assessment/results/assessment-results-screen";

export default function AssessmentResultsPage() {
  return <AssessmentResultsScreen />;
}
