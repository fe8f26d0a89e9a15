import { LessonsScreen } from "../features/lessons/lessons-screen";

export default function LessonsPage() {
  return <LessonsScreen />;
}
