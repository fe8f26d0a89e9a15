import { CalendarScreen } from "../features/calendar/calendar-screen";

export default function CalendarPage() {
  return <CalendarScreen />;
}
