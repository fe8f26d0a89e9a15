import { RecommendationsScreen } from "../features/recommendations/recommendations-screen";

export default function RecommendationsPage() {
  return <RecommendationsScreen />;
}
