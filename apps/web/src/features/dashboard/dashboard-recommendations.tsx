import type { DashboardSummary } from "@leadcoach/api/schemas";
import { Stack, Text } from "@mantine/core";
import { ArrowLink } from "../../components/arrow-link";
import { Section } from "../../components/section";
import { RecommendationCard } from "../recommendations/recommendation-card";
import { useRecommendationActions } from "../recommendations/use-recommendation-actions";

/** The dashboard's AI recommendations: Start goes where the server says, Dismiss deletes for good. */
export function DashboardRecommendations({
  recommendations,
}: {
  recommendations: DashboardSummary["recommendations"];
}) {
  const actions = useRecommendationActions("dashboard");
  const visible = recommendations.filter((item) => !actions.dismissedIds.has(item.id));

  return (
    <Section
      id="dashboard-recommendations-heading"
      title="AI Recommendations"
      aside={<ArrowLink to="/recommendations">View all recommendations</ArrowLink>}
    >
      {visible.length === 0 ? (
        <Text size="sm">
          No recommendations right now. Take the assessment or generate a fresh set on the recommendations
          page.
        </Text>
      ) : (
        <Stack gap="sm">
          {visible.map((item) => (
            <RecommendationCard
              key={item.id}
              recommendation={item}
              startLabel="Start"
              headingOrder={3}
              {...actions.cardActions(item)}
            />
          ))}
        </Stack>
      )}
    </Section>
  );
}
