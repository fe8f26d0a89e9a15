import { PlaceholderPage } from "./_placeholder";

export default function LessonPage() {
  return <PlaceholderPage title="Lesson" />;
}
