import { canResendFeedbackRequest, type FeedbackRequest } from "@leadcoach/api/schemas";
import { Group, Stack, Text } from "@mantine/core";
import { IconSend, IconX } from "@tabler/icons-react";
import { formatFeedbackDate, relationshipLabel } from "../../components/feedback-response-display";
import { RowButton } from "../../components/list-table";
import { ToneBadge } from "../../components/tone-badge";
import { canCancel, requestReviewer, requestStatusBadges, showsExpiry } from "./request-display";

interface FeedbackRequestItemProps {
  request: FeedbackRequest;
  resending: boolean;
  onResend: () => void;
  onCancel: () => void;
}

/** One sent request: who, how they know you, its status and dates, and what can still be done. */
export function FeedbackRequestItem({ request, resending, onResend, onCancel }: FeedbackRequestItemProps) {
  const reviewer = requestReviewer(request);
  const relationship = relationshipLabel(request.relationship);
  const status = requestStatusBadges[request.status];

  return (
    <Stack gap={6} py="sm">
      <Group justify="space-between" align="flex-start" gap="xs">
        {/* Takes the whole row on a phone, so the badges wrap under the name instead of squeezing it. */}
        <Stack gap={0} style={{ minWidth: 0, flex: "1 1 14rem" }}>
          <Text fw={600} style={{ overflowWrap: "anywhere" }}>
            {reviewer.name}
          </Text>
          {reviewer.email && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {reviewer.email}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          {relationship && <ToneBadge color="indigo">{relationship}</ToneBadge>}
          <ToneBadge color={status.color}>{status.label}</ToneBadge>
        </Group>
      </Group>
      <Group gap="md" justify="space-between" align="center">
        <Group gap="md">
          <Text size="sm">Sent {formatFeedbackDate(request.createdAt)}</Text>
          {showsExpiry(request.status) && (
            <Text size="sm">Expires {formatFeedbackDate(request.expiresAt)}</Text>
          )}
        </Group>
        {(canResendFeedbackRequest(request.status) || canCancel(request.status)) && (
          <Group gap="xs">
            {canResendFeedbackRequest(request.status) && (
              <RowButton
                label={`Resend request to ${reviewer.name}`}
                icon={<IconSend size={14} aria-hidden />}
                loading={resending}
                onClick={onResend}
              >
                Resend
              </RowButton>
            )}
            {canCancel(request.status) && (
              <RowButton
                label={`Cancel request to ${reviewer.name}`}
                danger
                icon={<IconX size={14} aria-hidden />}
                onClick={onCancel}
              >
                Cancel
              </RowButton>
            )}
          </Group>
        )}
      </Group>
    </Stack>
  );
}
