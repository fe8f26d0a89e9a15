import { PlaceholderPage } from "./_placeholder";

export default function MyBugReportsPage() {
  return <PlaceholderPage title="My Bug Reports" />;
}
