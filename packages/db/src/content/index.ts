export { assessmentQuestions } from "./assessment-questions";
export type { AssessmentQuestionSeed } from "./assessment-questions";
export * from "./assessment/index";
export { skillCategories, ZCategorySeed, ZSkillSeed } from "./skill-catalog";
export type { CategorySeed, SkillSeed } from "./skill-catalog";
export * from "./lesson-schema";
export type { LessonContentBody } from "./lesson-body";
export { lessonCatalog, lessonNumber } from "./lessons";
export * from "./lesson-minutes";
