import { PlaceholderPage } from "./_placeholder";

export default function LessonsPage() {
  return <PlaceholderPage title="Interactive Learning" />;
}
