import type { AssessmentItemSeed } from "./item";

export const emotionalIntelligenceItems: AssessmentItemSeed[] = [];
