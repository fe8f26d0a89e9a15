import { PlaceholderPage } from "./_placeholder";

export default function RecommendationsPage() {
  return <PlaceholderPage title="AI Coaching Recommendations" />;
}
