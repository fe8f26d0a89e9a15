import type { AssessmentItemSeed } from "./item";

export const problemSolvingItems: AssessmentItemSeed[] = [];
