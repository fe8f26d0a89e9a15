import { PlaceholderPage } from "./_placeholder";

export default function AssessmentPage() {
  return <PlaceholderPage title="Leadership Skills Assessment" />;
}
