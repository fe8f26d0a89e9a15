import { useParams } from "react-router";
import { CycleScreen } from "../features/reviews-360/cycle-screen";
import { ReviewsScreen } from "../features/reviews-360/reviews-screen";

/** /360 (the list) and /360/:cycleId (one review). */
export default function Review360Page() {
  const { cycleId } = useParams();
  return cycleId === undefined ? <ReviewsScreen /> : <CycleScreen />;
}
