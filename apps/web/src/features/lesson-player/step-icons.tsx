import {
  IconBook,
  IconBulb,
  IconChartBar,
  IconClock,
  IconCompass,
  IconFlag,
  IconHeart,
  IconHelpCircle,
  IconMessage,
  IconPuzzle,
  IconShield,
  IconTarget,
  IconTool,
  IconTrophy,
  IconUsers,
  type Icon,
} from "@tabler/icons-react";
import type { LessonStep } from "./step-content";

/** Every icon key a lesson step may name (lesson-schema.ts), mapped to its Tabler icon. */
const stepIcons: Record<LessonStep["icon"], Icon> = {
  book: IconBook,
  quiz: IconHelpCircle,
  users: IconUsers,
  target: IconTarget,
  tool: IconTool,
  bulb: IconBulb,
  message: IconMessage,
  chart: IconChartBar,
  shield: IconShield,
  flag: IconFlag,
  heart: IconHeart,
  compass: IconCompass,
  puzzle: IconPuzzle,
  trophy: IconTrophy,
  clock: IconClock,
};

const typeIcons: Record<LessonStep["type"], Icon> = {
  content: IconBook,
  quiz: IconHelpCircle,
  simulation: IconUsers,
  application: IconTarget,
  exercise: IconTool,
};

const iconsByKey: Partial<Record<string, Icon>> = stepIcons;

/** The step's icon, or its type's icon when the key is unknown (content written by a newer server). */
export function StepIcon({ step, size }: { step: Pick<LessonStep, "icon" | "type">; size: number }) {
  const Known = iconsByKey[step.icon];
  if (Known) return <Known size={size} aria-hidden />;
  const ByType = typeIcons[step.type] ?? IconBook;
  return <ByType size={size} aria-hidden />;
}
