import {
  feedbackRelationshipLabels,
  MIN_NEW_ANSWERS_PER_RELEASE,
  MIN_REVIEWERS_FOR_REPORT,
  MIN_REVIEWERS_PER_GROUP,
  REVIEW_REMINDER_INTERVAL_HOURS,
  type ReviewCycleDetail,
  type ReviewInvitation,
} from "@leadcoach/api/schemas";
import { Alert, Button, Card, Group, Stack, Table, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconBell } from "@tabler/icons-react";
import { TableHead } from "../../components/table-head";
import { mutationErrorMessage } from "../../lib/mutation-error";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { CampaignNominationPanel } from "../review-campaigns/nomination-panel";
import { InviteForm } from "./invite-form";
import { acceptsInvitations, formatDay, formatInstant, reviewerCountsText } from "./review-display";

/**
 * Step 2: invite reviewers (e-mail, name, relationship rows; for a campaign's cycle, through its
 * nomination and the manager's approval when it asks for one), see how many answered (counts only,
 * never who) and remind those who have not.
 */
export function InviteReviewersPanel({ cycle }: { cycle: ReviewCycleDetail }) {
  return (
    <Stack gap="lg">
      <Text>
        Each reviewer gets an e-mail with a personal link to rate the same 16 behaviours (no account needed;
        the link works once, until the review ends on {formatDay(cycle.endDate)}). You never see who answered
        or who answered what: results are pooled, shown only once {MIN_REVIEWERS_FOR_REPORT} reviewers have
        answered, and updated only when {MIN_NEW_ANSWERS_PER_RELEASE} more answers arrive. A group (managers,
        peers, direct reports) is shown separately only when {MIN_REVIEWERS_PER_GROUP} of its answers arrive
        in the same update.
      </Text>
      {cycle.campaign ? (
        <CampaignNominationPanel cycle={cycle} />
      ) : (
        acceptsInvitations(cycle) && <InviteForm cycle={cycle} />
      )}
      <ReviewerCounts cycle={cycle} />
      <InvitationList invitations={cycle.invitations} />
    </Stack>
  );
}

/** How many were invited and answered, and 'Remind those who have not answered' (one action for all). */
function ReviewerCounts({ cycle }: { cycle: ReviewCycleDetail }) {
  const utils = trpc.useUtils();
  const remind = trpc.reviews360.remind.useMutation({
    onSuccess: (detail) => {
      utils.reviews360.get.setData({ cycleId: cycle.id }, detail);
      showToast({
        title: "Reminders sent",
        message: "Everyone who has not answered yet gets a reminder e-mail.",
      });
    },
  });
  const canRemind = acceptsInvitations(cycle) && cycle.pendingCount > 0 && cycle.nextReminderAt === null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="reviewer-counts-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="reviewer-counts-heading">
          Answers
        </Title>
        <Text>{reviewerCountsText(cycle)}</Text>
        {remind.error && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {mutationErrorMessage(remind.error, "The reminders could not be sent.")}
          </Alert>
        )}
        {acceptsInvitations(cycle) && (
          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconBell size={16} aria-hidden />}
              disabled={!canRemind}
              loading={remind.isPending}
              onClick={() => remind.mutate({ cycleId: cycle.id })}
            >
              Remind those who have not answered
            </Button>
            <Text size="sm" c="dimmed">
              {cycle.nextReminderAt
                ? `Reminded ${formatInstant(cycle.lastRemindedAt)}; the next reminder can go out after ${formatInstant(cycle.nextReminderAt)}.`
                : `At most once every ${REVIEW_REMINDER_INTERVAL_HOURS} hours. You will not see who was reminded.`}
            </Text>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function InvitationList({ invitations }: { invitations: ReviewInvitation[] }) {
  if (invitations.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="md">
        No reviewers invited yet.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table withTableBorder striped>
        <Table.Caption>Invited reviewers ({invitations.length})</Table.Caption>
        <TableHead columns={["Reviewer", "Relationship", "Sent"]} />
        <Table.Tbody>
          {invitations.map((invitation) => (
            <Table.Tr key={invitation.id}>
              <Table.Td>
                {invitation.reviewerName ? (
                  <>
                    <Text size="sm" fw={500}>
                      {invitation.reviewerName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {invitation.reviewerEmail}
                    </Text>
                  </>
                ) : (
                  <Text size="sm">{invitation.reviewerEmail}</Text>
                )}
              </Table.Td>
              <Table.Td>{feedbackRelationshipLabels[invitation.relationship]}</Table.Td>
              <Table.Td>{formatInstant(invitation.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
