import { Button, Card, List, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconClipboardList, IconRefresh, IconSparkles } from "@tabler/icons-react";
import { TakeAssessmentButton } from "../assessment/take-assessment-button";
import { IconSection } from "../../components/icon-section";
import { BusyRegion } from "../../components/loading";
import { Page } from "../../components/page";
import { QueryState } from "../../components/query-state";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { generateFailureToast } from "./generate-error";
import { RecommendationCard } from "./recommendation-card";
import { useRecommendationActions } from "./use-recommendation-actions";

/** /recommendations: the caller's coaching recommendations, with Generate New. */
export function RecommendationsScreen() {
  const utils = trpc.useUtils();
  const list = trpc.recommendations.list.useQuery();
  const status = trpc.assessment.status.useQuery();
  const actions = useRecommendationActions("recommendations");

  const generate = trpc.recommendations.generate.useMutation({
    onSuccess: (fresh) => {
      utils.recommendations.list.setData(undefined, fresh);
      showToast({
        title: "New Recommendations Generated",
        message: "Your coaching recommendations have been refreshed.",
      });
    },
    onError: (error) => {
      console.error("Generating recommendations failed", error);
      showToast(generateFailureToast(error));
    },
  });

  const visibleOf = (items: NonNullable<typeof list.data>) =>
    items.filter((item) => !actions.dismissedIds.has(item.id));
  const hasAssessment = status.data?.hasCompletedAssessment ?? true;

  return (
    <Page
      documentTitle="Recommendations"
      title="AI Coaching Recommendations"
      description="Personal next steps, chosen from your scores, goals, lessons and feedback."
      lead
      actions={
        <Button
          leftSection={<IconRefresh size={18} aria-hidden />}
          onClick={() => generate.mutate()}
          loading={generate.isPending}
        >
          Generate New
        </Button>
      }
    >
      <IconSection
        id="recommendations-explainer"
        icon={<IconSparkles size={26} />}
        title="How your recommendations work"
      >
        <List size="sm" spacing={4}>
          <List.Item>They focus on your weakest skills first and build on what you do well.</List.Item>
          <List.Item>
            Each one says why it was chosen: open &lsquo;Why this?&rsquo; to see the reasoning.
          </List.Item>
          <List.Item>
            Start Now opens the linked lesson or skill; Dismiss removes a suggestion for good.
          </List.Item>
          <List.Item>Generate New replaces the open suggestions with a fresh set.</List.Item>
        </List>
      </IconSection>

      <Stack gap="md" component="section" aria-labelledby="recommendations-list-heading">
        <Title order={2} size="h3" id="recommendations-list-heading">
          Your recommendations
        </Title>
        <QueryState
          query={list}
          loading={
            <BusyRegion label="Loading recommendations">
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                {[0, 1, 2, 3].map((row) => (
                  <Skeleton key={row} height={170} radius="md" />
                ))}
              </SimpleGrid>
            </BusyRegion>
          }
          errorTitle="Recommendations could not be loaded"
          errorAction="refresh"
          isEmpty={(items) => visibleOf(items).length === 0}
          empty={
            <Card withBorder radius="md" p="xl">
              <Stack align="center" ta="center" gap="sm">
                <Title order={3} size="h4">
                  No recommendations yet
                </Title>
                {hasAssessment ? (
                  <>
                    <Text>You are all caught up. Generate a fresh set when you are ready for more.</Text>
                    <Button
                      variant="light"
                      leftSection={<IconRefresh size={16} aria-hidden />}
                      onClick={() => generate.mutate()}
                      loading={generate.isPending}
                    >
                      Generate recommendations
                    </Button>
                  </>
                ) : (
                  <>
                    <Text>Take the assessment first to get personalised recommendations.</Text>
                    <TakeAssessmentButton
                      align="center"
                      leftSection={<IconClipboardList size={16} aria-hidden />}
                    />
                  </>
                )}
              </Stack>
            </Card>
          }
        >
          {(items) => (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {visibleOf(items).map((item) => (
                <RecommendationCard
                  key={item.id}
                  recommendation={item}
                  startLabel="Start Now"
                  headingOrder={3}
                  {...actions.cardActions(item)}
                />
              ))}
            </SimpleGrid>
          )}
        </QueryState>
      </Stack>
    </Page>
  );
}
