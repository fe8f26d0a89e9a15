import { MAX_REVIEWERS_PER_INVITE, type ReviewCycleDetail } from "@leadcoach/api/schemas";
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { IconAlertCircle, IconMailForward, IconPlus, IconSend, IconTrash } from "@tabler/icons-react";
import { RelationshipSelect } from "../../components/relationship-select";
import { maxLengthOf, useSchemaForm } from "../../lib/form";
import { mutationErrorMessage } from "../../lib/mutation-error";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { emptyInviteeRow, emptyInviteForm, ZInviteForm, type InviteFormValues } from "./review-forms";

/**
 * How a campaign's cycle takes its list: through the campaign's nomination, to the person's manager
 * first when `goesToManager`, starting from `initial` (a list that came back).
 */
export interface CampaignNomination {
  goesToManager: boolean;
  initial: InviteFormValues | null;
}

/** 'Invite reviewers': rows of e-mail, name and relationship, and a message for all of them. */
export function InviteForm({
  cycle,
  nomination,
}: {
  cycle: ReviewCycleDetail;
  nomination?: CampaignNomination;
}) {
  const open = cycle.invitedCount;
  const form = useSchemaForm(
    ZInviteForm,
    nomination?.initial ?? emptyInviteForm(Math.min(3, cycle.targetResponseCount - open)),
  );
  const utils = trpc.useUtils();
  const toManager = nomination?.goesToManager ?? false;
  const onSuccess = (detail: ReviewCycleDetail, input: { reviewers: unknown[] }) => {
    utils.reviews360.get.setData({ cycleId: cycle.id }, detail);
    const count = input.reviewers.length;
    showToast(
      toManager
        ? {
            title: "Sent for approval",
            message: `Your manager has your list of ${count} reviewers; nobody is invited until they approve it.`,
          }
        : {
            title: count === 1 ? "Invitation sent" : "Invitations sent",
            message: `${count} ${count === 1 ? "reviewer has" : "reviewers have"} been e-mailed a link.`,
          },
    );
    form.setValues(emptyInviteForm(1));
    form.resetDirty();
  };
  const invite = trpc.reviews360.invite.useMutation({ onSuccess });
  const nominate = trpc.reviewCampaigns.nominate.useMutation({ onSuccess });
  const send = nomination ? nominate : invite;
  const rows = form.values.reviewers;
  const listError = form.errors.reviewers;

  return (
    <Card withBorder radius="md" padding="lg">
      <form
        onSubmit={form.onSubmit((values) => send.mutate({ cycleId: cycle.id, ...values }))}
        noValidate
        aria-labelledby="invite-heading"
      >
        <Stack gap="md">
          <Title order={2} size="h4" id="invite-heading">
            Invite reviewers
          </Title>
          {send.error && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {mutationErrorMessage(
                send.error,
                toManager ? "The list could not be sent." : "The invitations could not be sent.",
              )}
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
            {toManager ? (
              <Button type="submit" loading={send.isPending} leftSection={<IconSend size={16} aria-hidden />}>
                Send to my manager for approval
              </Button>
            ) : (
              <Button
                type="submit"
                loading={send.isPending}
                leftSection={<IconMailForward size={16} aria-hidden />}
              >
                Send invitations
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
