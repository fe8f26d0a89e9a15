import { PlaceholderPage } from "./_placeholder";

export default function GoalsPage() {
  return <PlaceholderPage title="Goal Management" />;
}
