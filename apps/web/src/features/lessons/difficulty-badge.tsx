import { difficultyBadges, type LessonDifficulty } from "./lesson-display";
import { ToneBadge } from "../../components/tone-badge";

export function DifficultyBadge({ difficulty }: { difficulty: LessonDifficulty }) {
  const { label, color } = difficultyBadges[difficulty];
  return <ToneBadge color={color}>{label}</ToneBadge>;
}
