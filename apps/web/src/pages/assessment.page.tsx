import { AssessmentScreen } from "../features/assessment/assessment-screen";

export default function AssessmentPage() {
  return <AssessmentScreen />;
}
