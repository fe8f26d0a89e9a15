import {
  feedbackRelationshipLabels,
  MAX_REVIEWERS_PER_INVITE,
  MIN_NEW_ANSWERS_PER_RELEASE,
  MIN_REVIEWERS_FOR_REPORT,
  MIN_REVIEWERS_PER_GROUP,
  REVIEW_REMINDER_INTERVAL_HOURS,
  type ReviewCycleDetail,
  type ReviewInvitation,
} from "@leadcoach/api/schemas";
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { IconAlertCircle, IconBell, IconMailForward, IconPlus, IconTrash } from "@tabler/icons-react";
import { RelationshipSelect } from "../../components/relationship-select";
import { maxLengthOf, useSchemaForm } from "../../lib/form";
import { mutationErrorMessage } from "../../lib/mutation-error";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { acceptsInvitations, formatDay, formatInstant, reviewerCountsText } from "./review-display";
import { emptyInviteeRow, emptyInviteForm, ZInviteForm } from "./review-forms";
import { TableHead } from "../../components/table-head";

/**
 * Step 2: invite reviewers (e-mail, name, relationship rows), see how many answered (counts only, never
 * who) and remind those who have not.
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
      {acceptsInvitations(cycle) && <InviteForm cycle={cycle} />}
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

function InviteForm({ cycle }: { cycle: ReviewCycleDetail }) {
  const open = cycle.invitedCount;
  const form = useSchemaForm(ZInviteForm, emptyInviteForm(Math.min(3, cycle.targetResponseCount - open)));
  const utils = trpc.useUtils();
  const invite = trpc.reviews360.invite.useMutation({
    onSuccess: (detail, input) => {
      utils.reviews360.get.setData({ cycleId: cycle.id }, detail);
      const count = input.reviewers.length;
      showToast({
        title: count === 1 ? "Invitation sent" : "Invitations sent",
        message: `${count} ${count === 1 ? "reviewer has" : "reviewers have"} been e-mailed a link.`,
      });
      form.setValues(emptyInviteForm(1));
      form.resetDirty();
    },
  });
  const rows = form.values.reviewers;
  const listError = form.errors.reviewers;

  return (
    <Card withBorder radius="md" padding="lg">
      <form
        onSubmit={form.onSubmit((values) => invite.mutate({ cycleId: cycle.id, ...values }))}
        noValidate
        aria-labelledby="invite-heading"
      >
        <Stack gap="md">
          <Title order={2} size="h4" id="invite-heading">
            Invite reviewers
          </Title>
          {invite.error && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {mutationErrorMessage(invite.error, "The invitations could not be sent.")}
            </Alert>
          )}
          {rows.map((_row, index) => (
            <Paper
              key={index}
              withBorder
              radius="md"
              p="sm"
              role="group"
              aria-label={`Reviewer ${index + 1}`}
            >
              <Group align="flex-start" gap="sm" wrap="wrap">
                <TextInput
                  label={`Reviewer ${index + 1} email`}
                  type="email"
                  autoComplete="off"
                  withAsterisk
                  maxLength={maxLengthOf(ZInviteForm, "reviewers.0.reviewerEmail")}
                  placeholder="name@company.com"
                  style={{ flex: "2 1 220px" }}
                  {...form.getInputProps(`reviewers.${index}.reviewerEmail`)}
                />
                <TextInput
                  label={`Reviewer ${index + 1} name`}
                  autoComplete="off"
                  maxLength={maxLengthOf(ZInviteForm, "reviewers.0.reviewerName")}
                  placeholder="Optional"
                  style={{ flex: "1 1 160px" }}
                  {...form.getInputProps(`reviewers.${index}.reviewerName`)}
                />
                <RelationshipSelect
                  label={`Reviewer ${index + 1} relationship`}
                  placeholder="How they know you"
                  style={{ flex: "1 1 170px" }}
                  {...form.getInputProps(`reviewers.${index}.relationship`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mt={26}
                  aria-label={`Remove reviewer ${index + 1}`}
                  disabled={rows.length === 1}
                  onClick={() => form.removeListItem("reviewers", index)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
          {typeof listError === "string" && (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              {listError}
            </Text>
          )}
          <Group>
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={rows.length >= MAX_REVIEWERS_PER_INVITE}
              onClick={() => form.insertListItem("reviewers", emptyInviteeRow())}
            >
              Add another reviewer
            </Button>
          </Group>
          <Textarea
            label="Message"
            description="Optional. Shown to every reviewer in the invitation and on the form."
            autosize
            minRows={2}
            maxLength={maxLengthOf(ZInviteForm, "message")}
            {...form.getInputProps("message")}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={invite.isPending}
              leftSection={<IconMailForward size={16} aria-hidden />}
            >
              Send invitations
            </Button>
          </Group>
        </Stack>
      </form>
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
