import { difficultyColors, difficultyLabel, type LessonDifficulty } from "./lesson-display";
import { ToneBadge } from "../../components/tone-badge";

export function DifficultyBadge({ difficulty }: { difficulty: LessonDifficulty }) {
  return <ToneBadge color={difficultyColors[difficulty]}>{difficultyLabel(difficulty)}</ToneBadge>;
}
