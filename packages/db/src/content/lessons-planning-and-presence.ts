import type { LessonContent } from "./lesson-schema";

/** Managing former peers, estimation, technical debt against the roadmap and executive presence (lessons 19-22). */
export const planningAndPresenceLessons: LessonContent[] = [];
