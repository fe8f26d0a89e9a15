import { LessonPlayerScreen } from "../features/lesson-player/lesson-player-screen";

export default function LessonPage() {
  return <LessonPlayerScreen />;
}
