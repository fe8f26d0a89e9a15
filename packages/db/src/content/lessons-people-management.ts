import type { LessonContent } from "./lesson-schema";

/** Hiring, underperformance, career conversations and psychological safety (lessons 15-18). */
export const peopleManagementLessons: LessonContent[] = [];
