import { Box, Card, Group, Stack, Text, Title, type TitleOrder } from "@mantine/core";
import { IconStar, IconStarFilled, IconUserCircle, IconUserQuestion } from "@tabler/icons-react";
import { useId } from "react";
import {
  MAX_FEEDBACK_RATING,
  ratingSummary,
  relationshipLabel,
  responseDay,
  reviewerLabel,
  writtenAnswers,
  type FeedbackResponseView,
} from "./feedback-response-display";
import { ToneBadge } from "./tone-badge";

interface FeedbackResponseCardProps {
  response: FeedbackResponseView;
  /** The reviewer's own preview shows this instead of a name it does not know ('Your name'). */
  reviewerOverride?: string;
  headingOrder?: TitleOrder;
}

/**
 * One received answer: who (or 'Anonymous'), the relationship when it is shown, the day, the overall
 * rating and the written parts. The requester's list and the reviewer's preview draw the same card.
 */
export function FeedbackResponseCard({
  response,
  reviewerOverride,
  headingOrder = 3,
}: FeedbackResponseCardProps) {
  const titleId = useId();
  const reviewer = reviewerOverride ?? reviewerLabel(response);
  const relationship = relationshipLabel(response.request.relationship);
  const written = writtenAnswers(response);
  const rating = response.overallRating ?? 0;

  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            {response.isAnonymous ? (
              <IconUserQuestion size={22} aria-hidden />
            ) : (
              <IconUserCircle size={22} aria-hidden />
            )}
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Title order={headingOrder} size="h5" id={titleId} style={{ overflowWrap: "anywhere" }}>
                {reviewer}
              </Title>
              <Group gap="xs">
                {relationship && <ToneBadge color="indigo">{relationship}</ToneBadge>}
                <Text size="sm" c="dimmed">
                  {responseDay(response)}
                </Text>
              </Group>
            </Stack>
          </Group>
          <Group gap={6} wrap="nowrap">
            <Box aria-hidden style={{ display: "flex", color: "var(--mantine-color-yellow-filled)" }}>
              {Array.from({ length: MAX_FEEDBACK_RATING }, (_, index) =>
                index < rating ? (
                  <IconStarFilled key={index} size={16} />
                ) : (
                  <IconStar key={index} size={16} />
                ),
              )}
            </Box>
            <Text size="sm" fw={600}>
              {ratingSummary(response.overallRating)}
            </Text>
          </Group>
        </Group>

        {written.length > 0 ? (
          <Stack gap="xs" component="dl" m={0}>
            {written.map(({ label, text }) => (
              <div key={label}>
                <Text component="dt" size="sm" fw={600}>
                  {label}
                </Text>
                <Text
                  component="dd"
                  size="sm"
                  m={0}
                  style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
                >
                  {text}
                </Text>
              </div>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            No written comments.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
