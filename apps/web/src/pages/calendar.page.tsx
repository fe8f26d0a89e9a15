import { PlaceholderPage } from "./_placeholder";

export default function CalendarPage() {
  return (
    <PlaceholderPage
      title="Activity Schedule"
      subtitle="Manage practice sessions, lessons, and development meetings"
    />
  );
}
