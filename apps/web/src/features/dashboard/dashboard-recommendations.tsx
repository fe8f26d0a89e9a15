import type { DashboardSummary } from "@leadcoach/api/schemas";
import { Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { Link } from "react-router";
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
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby="dashboard-recommendations-heading"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3" id="dashboard-recommendations-heading">
            AI Recommendations
          </Title>
          <Anchor component={Link} to="/recommendations" size="sm" fw={600}>
            <Group gap={4} component="span">
              View all recommendations
              <IconArrowRight size={14} aria-hidden />
            </Group>
          </Anchor>
        </Group>
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
                isStarting={actions.startingId === item.id}
                isDismissing={actions.dismissingId === item.id}
                onStart={() => actions.start(item)}
                onDismiss={() => actions.dismiss(item.id)}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
