import { reviewCycleStatusLabels, type ReviewCycleSummary } from "@leadcoach/api/schemas";
import { ToneBadge } from "../../components/tone-badge";

/** Each status's tone; the words are the schemas' own. */
const cycleStatusColors = {
  active: "blue",
  completed: "gray",
  cancelled: "gray",
} as const satisfies Record<ReviewCycleSummary["status"], string>;

/** A 360 review's status, on its card in the list and beside its title on its page. */
export function CycleStatusBadge({ status }: { status: ReviewCycleSummary["status"] }) {
  return <ToneBadge color={cycleStatusColors[status]}>{reviewCycleStatusLabels[status]}</ToneBadge>;
}
