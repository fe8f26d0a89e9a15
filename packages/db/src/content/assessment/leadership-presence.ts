import type { AssessmentItemSeed } from "./item";

export const leadershipPresenceItems: AssessmentItemSeed[] = [];
