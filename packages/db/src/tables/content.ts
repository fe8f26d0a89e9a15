import type { ColumnType, Generated } from "kysely";
import type { LessonContentBody } from "../content/lesson-body";
import type { LessonDifficulty } from "../domain";
import type { CreatedAt, Id, Json, JsonWithDefault } from "./columns";

export interface SkillCategoriesTable {
  id: Id;
  key: string;
  name: string;
  shortLabel: string;
  description: string;
  icon: string | null;
  color: string;
  sortOrder: Generated<number>;
}

export interface SkillsTable {
  id: Id;
  key: string;
  categoryId: number;
  name: string;
  description: string;
  assessmentQuestions: JsonWithDefault<string[]>;
  maxScore: Generated<number>;
  sortOrder: Generated<number>;
  /** The observable behaviour the 360 instrument asks self and reviewers to rate for this skill. */
  reviewBehaviour: Generated<string>;
}

export interface AssessmentOption {
  value: number;
  label: string;
}

export interface AssessmentQuestionsTable {
  id: string;
  position: number;
  categoryId: number;
  skillId: number;
  text: string;
  options: Json<AssessmentOption[]>;
}

export interface LessonsTable {
  id: number;
  slug: string;
  title: string;
  description: string;
  content: Json<LessonContentBody>;
  skillId: number | null;
  type: Generated<string>;
  difficulty: LessonDifficulty;
  estimatedMinutes: number;
  points: Generated<number>;
  badge: string | null;
  prerequisites: ColumnType<string[], string[] | undefined, string[]>;
  objectives: ColumnType<string[], string[] | undefined, string[]>;
  isActive: Generated<boolean>;
  createdAt: CreatedAt;
}
