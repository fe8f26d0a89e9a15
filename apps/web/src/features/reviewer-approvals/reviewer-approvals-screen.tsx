import { ZReturnReviewerListInput, type ReviewerListToApprove } from "@leadcoach/api/schemas";
import { Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { IconCheck, IconListCheck, IconMessageReply } from "@tabler/icons-react";
import { useState } from "react";
import { EmptyState } from "../../components/empty-state";
import { MutationErrorAlert } from "../../components/error-alert";
import { AppDialog, DialogForm } from "../../components/form-dialog";
import { ListSkeleton } from "../../components/loading";
import { Page } from "../../components/page";
import { QueryState } from "../../components/query-state";
import { Section } from "../../components/section";
import { maxLengthOf, useSchemaForm } from "../../lib/form";
import { showToast, toastOnError } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { NominatedReviewersTable } from "../review-campaigns/nominated-reviewers-table";
import { formatInstant } from "../reviews-360/review-display";

/** The note form: the server's rule without the cycle id, which the card adds. */
const ZNoteForm = ZReturnReviewerListInput.omit({ cycleId: true });

function SendBackDialog({ list, onClose }: { list: ReviewerListToApprove | null; onClose: () => void }) {
  return (
    <AppDialog opened={list !== null} onClose={onClose} title="Send the list back" size="md">
      {list && <SendBackForm list={list} onClose={onClose} />}
    </AppDialog>
  );
}

function SendBackForm({ list, onClose }: { list: ReviewerListToApprove; onClose: () => void }) {
  const form = useSchemaForm(ZNoteForm, { note: "" });
  const sendBack = trpc.reviewerLists.sendBack.useMutation({
    onSuccess: () => {
      showToast({
        title: "List sent back",
        message: `${list.participantName} can change it and send it again.`,
      });
      onClose();
    },
  });
  return (
    <DialogForm
      onSubmit={form.onSubmit(({ note }) => sendBack.mutate({ cycleId: list.cycleId, note }))}
      onCancel={onClose}
      aria-label="Send the list back"
      submit={{ label: "Send back", pending: sendBack.isPending }}
    >
      <MutationErrorAlert error={sendBack.error} fallback="The list could not be sent back." />
      <Textarea
        label="Note"
        description={`What should change? ${list.participantName} reads it with the list, e.g. "Add someone from the platform team you depend on."`}
        withAsterisk
        autosize
        minRows={3}
        data-autofocus
        maxLength={maxLengthOf(ZNoteForm, "note")}
        {...form.getInputProps("note")}
      />
    </DialogForm>
  );
}

function ListCard({ list, onSendBack }: { list: ReviewerListToApprove; onSendBack: () => void }) {
  const approve = trpc.reviewerLists.approve.useMutation({
    onSuccess: () =>
      showToast({
        title: "List approved",
        message: `${list.participantName}'s ${list.reviewers.length} reviewers are being invited.`,
      }),
    onError: toastOnError("Not approved", "The list could not be approved."),
  });
  return (
    <Section
      id={`reviewer-list-${list.cycleId}`}
      title={`${list.participantName}: ${list.campaignName}`}
      description={`Sent ${formatInstant(list.submittedAt)} · approve or send back by ${formatInstant(list.nominationDeadline)}`}
    >
      <NominatedReviewersTable
        reviewers={list.reviewers}
        caption={`${list.participantName}'s reviewers (${list.reviewers.length})`}
      />
      <Group gap="sm">
        <Button
          leftSection={<IconCheck size={16} aria-hidden />}
          loading={approve.isPending}
          onClick={() => approve.mutate({ cycleId: list.cycleId })}
        >
          Approve and invite
        </Button>
        <Button
          variant="default"
          leftSection={<IconMessageReply size={16} aria-hidden />}
          onClick={onSendBack}
        >
          Send back with a note
        </Button>
      </Group>
    </Section>
  );
}

/** /reviewer-approvals: the 360 reviewer lists people who share their progress ask the caller to approve. */
export function ReviewerApprovalsScreen() {
  const lists = trpc.reviewerLists.toApprove.useQuery();
  const [sendingBack, setSendingBack] = useState<ReviewerListToApprove | null>(null);
  return (
    <Page
      title="Reviewer lists to approve"
      description="People who share their progress with you ask you to approve whom they invite to give them anonymous 360 feedback. Check each list covers the people who see their work: peers they depend on, the people they lead, and someone who will tell them what they would rather not hear. You see the names, addresses and relationships on a list, never the answers or the results."
    >
      <QueryState
        query={lists}
        errorTitle="The reviewer lists could not be loaded"
        loading={<ListSkeleton label="Loading reviewer lists" rows={2} height={160} />}
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState
            icon={<IconListCheck size={28} />}
            title="No reviewer lists waiting"
            description="When someone who shares their progress with you sends their 360 reviewer list for approval, it appears here, with its deadline."
          />
        }
      >
        {(data) => (
          <Stack gap="lg">
            {data.map((list) => (
              <ListCard key={list.cycleId} list={list} onSendBack={() => setSendingBack(list)} />
            ))}
            <Text size="sm">
              Nobody on a list is invited until you approve it. A list you have not decided by its deadline
              lapses.
            </Text>
          </Stack>
        )}
      </QueryState>
      <SendBackDialog list={sendingBack} onClose={() => setSendingBack(null)} />
    </Page>
  );
}
