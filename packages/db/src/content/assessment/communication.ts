import type { AssessmentItemSeed } from "./item";

export const communicationItems: AssessmentItemSeed[] = [];
