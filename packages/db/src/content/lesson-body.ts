import type { LessonStep } from "./lesson-schema";

/** What `lessons.content` holds: the steps, played in order. */
export interface LessonContentBody {
  steps: LessonStep[];
}
