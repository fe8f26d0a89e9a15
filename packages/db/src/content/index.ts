import { assessmentQuestions } from "./assessment-questions";
import { eiProblemSolvingLessons } from "./lessons-ei-problem-solving";
import { communicationLeadershipLessons } from "./lessons-communication-leadership";
import { peopleManagementLessons } from "./lessons-people-management";
import { planningAndPresenceLessons } from "./lessons-planning-and-presence";
import type { LessonContent } from "./lesson-schema";

export { assessmentQuestions } from "./assessment-questions";
export type { AssessmentQuestionSeed } from "./assessment-questions";
export * from "./assessment/index";
export { skillCategories } from "./skill-catalog";
export type { CategorySeed, SkillSeed } from "./skill-catalog";
export * from "./lesson-schema";
export type { LessonContentBody } from "./lesson-body";

export const lessonCatalog: LessonContent[] = [
  ...communicationLeadershipLessons,
  ...eiProblemSolvingLessons,
  ...peopleManagementLessons,
  ...planningAndPresenceLessons,
].sort((a, b) => lessonNumber(a.slug) - lessonNumber(b.slug));

export function lessonNumber(slug: string): number {
  return Number(slug.replace("lesson-", ""));
}

export const assessmentQuestionCount = assessmentQuestions.length;
export * from "./lesson-minutes";
