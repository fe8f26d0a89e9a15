import {
  ownReviewerListStatusLabels,
  type OwnReviewerList,
  type OwnReviewerListStatus,
  type ReviewCycleDetail,
} from "@leadcoach/api/schemas";
import { Alert, Group, Stack, Text } from "@mantine/core";
import { IconCircleCheck, IconClock, IconInfoCircle, IconMessageReply } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { ListSkeleton } from "../../components/loading";
import { QueryState } from "../../components/query-state";
import { trpc } from "../../lib/trpc";
import { InviteForm } from "../reviews-360/invite-form";
import { acceptsInvitations, formatInstant } from "../reviews-360/review-display";
import { inviteFormOf } from "../reviews-360/review-forms";
import { NominatedReviewersTable } from "./nominated-reviewers-table";

type List = NonNullable<OwnReviewerList["list"]>;

/** Blue and gray: their light alerts' titles keep 4.5:1 in both schemes (green and yellow do not). */
const statusLook: Record<Exclude<OwnReviewerListStatus, "approved">, { color: string; icon: ReactNode }> = {
  awaiting_approval: { color: "blue", icon: <IconClock aria-hidden /> },
  returned: { color: "blue", icon: <IconMessageReply aria-hidden /> },
  withdrawn: { color: "blue", icon: <IconInfoCircle aria-hidden /> },
  lapsed: { color: "gray", icon: <IconInfoCircle aria-hidden /> },
};

/** What the participant reads about their list, by where it stands. */
function statusText(list: List, state: OwnReviewerList, deadline: string): string {
  switch (list.status) {
    case "awaiting_approval":
      return `Sent ${formatInstant(list.submittedAt)}. Nobody is invited until your manager approves it; they see the names, addresses and relationships below, nothing else of yours.`;
    case "returned":
      return `Your manager's note: "${list.note ?? ""}" Change the list below and send it again before ${deadline}.`;
    case "withdrawn":
      return state.goesToManager
        ? "You stopped sharing your progress with the manager it went to. Send it again below: it goes to the manager who follows you now."
        : "You stopped sharing your progress with the manager it went to. Send it again below: with no manager following you, the invitations go out at once.";
    case "lapsed":
      return "Nominations closed before your manager approved it: nobody on it was invited.";
    case "approved":
      return `${ownReviewerListStatusLabels.approved} (${formatInstant(list.decidedAt)}).`;
  }
}

function ListStatus({ list, state, deadline }: { list: List; state: OwnReviewerList; deadline: string }) {
  if (list.status === "approved") {
    return (
      <Group gap="xs" wrap="nowrap">
        <IconCircleCheck size={18} aria-hidden color="var(--mantine-color-green-filled)" />
        <Text>{statusText(list, state, deadline)}</Text>
      </Group>
    );
  }
  const look = statusLook[list.status];
  const shown = list.status === "awaiting_approval" || list.status === "lapsed";
  return (
    <Alert color={look.color} icon={look.icon} title={ownReviewerListStatusLabels[list.status]}>
      <Stack gap="sm">
        <Text size="sm">{statusText(list, state, deadline)}</Text>
        {shown && (
          <NominatedReviewersTable
            reviewers={list.reviewers}
            caption={`Your list (${list.reviewers.length} reviewers)`}
          />
        )}
      </Stack>
    </Alert>
  );
}

/**
 * A campaign cycle's nomination: where the list sent to the manager stands (when the campaign asks for
 * approval), and the form, unless a list is waiting. A list that came back fills the form again.
 */
function Nomination({ cycle, state }: { cycle: ReviewCycleDetail; state: OwnReviewerList }) {
  const { list } = state;
  const open = acceptsInvitations(cycle);
  const deadline = formatInstant(cycle.campaign?.nominationDeadline ?? null);
  const again =
    list && (list.status === "returned" || list.status === "withdrawn") ? inviteFormOf(list) : null;
  return (
    <Stack gap="md">
      {list && <ListStatus list={list} state={state} deadline={deadline} />}
      {open && !list && state.goesToManager && (
        <Text>
          This campaign asks your manager to approve your list before anyone is invited: send it a few days
          before {deadline}. Your manager sees the names, addresses and relationships you enter, nothing else
          of yours.
        </Text>
      )}
      {open && list?.status !== "awaiting_approval" && (
        <InviteForm
          key={list ? `${list.submittedAt}-${list.status}` : "new"}
          cycle={cycle}
          nomination={{ goesToManager: state.goesToManager, initial: again }}
        />
      )}
    </Stack>
  );
}

export function CampaignNominationPanel({ cycle }: { cycle: ReviewCycleDetail }) {
  const state = trpc.reviewerLists.mine.useQuery({ cycleId: cycle.id });
  return (
    <QueryState
      query={state}
      errorTitle="Your reviewer list could not be loaded"
      loading={<ListSkeleton label="Loading your reviewer list" rows={1} height={120} />}
    >
      {(data) => <Nomination cycle={cycle} state={data} />}
    </QueryState>
  );
}
