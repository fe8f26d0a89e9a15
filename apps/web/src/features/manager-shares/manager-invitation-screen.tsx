import { MANAGER_INVITATION_INVALID, type ManagerInvitation } from "@leadcoach/api/schemas";
import { Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { ErrorAlert, MutationErrorAlert } from "../../components/error-alert";
import { ConfirmDialog } from "../../components/form-dialog";
import { StackSkeleton } from "../../components/loading";
import { Page } from "../../components/page";
import { QueryState } from "../../components/query-state";
import { Section } from "../../components/section";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { useSignedInUser } from "../auth/use-session";

const TITLE = "Invitation to follow a program";

function FollowingLink() {
  return (
    <Anchor component={Link} to="/following" w="fit-content">
      Open People I follow
    </Anchor>
  );
}

/** Who invites, what the caller would see, and Accept / Decline (declining asks first). */
function InvitationAnswer({
  token,
  invitation,
  onDeclined,
}: {
  token: string;
  invitation: ManagerInvitation;
  onDeclined: () => void;
}) {
  const me = useSignedInUser();
  const navigate = useNavigate();
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const accept = trpc.managerShares.accept.useMutation({
    onSuccess: async (accepted) => {
      showToast({
        title: "Invitation accepted",
        message: `You now follow ${accepted.participantName}'s progress.`,
      });
      await navigate("/following", { replace: true });
    },
  });
  const decline = trpc.managerShares.decline.useMutation({ onSuccess: onDeclined });
  const name = invitation.participantName;

  return (
    <Section
      id="manager-invitation-heading"
      title={`${name} invites you to follow their progress`}
      description={`Sent to ${invitation.managerEmail}; the link works until ${new Date(invitation.expiresAt).toLocaleDateString()}.`}
    >
      <Text>{invitation.youWillSee}</Text>
      <Text>
        You are signed in as {me.name} ({me.email}). Accepting lets this account follow {name}; nothing is
        shared until you do.
      </Text>
      <MutationErrorAlert error={accept.error} fallback="The invitation could not be accepted" />
      <Group gap="sm">
        <Button onClick={() => accept.mutate({ token })} loading={accept.isPending || accept.isSuccess}>
          Accept
        </Button>
        <Button variant="default" onClick={() => setConfirmingDecline(true)} disabled={accept.isPending}>
          Decline
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirmingDecline}
        title="Decline the invitation?"
        message={`${name} will see that you declined, and you will not see their progress. They can invite you again later.`}
        alert={<MutationErrorAlert error={decline.error} fallback="The invitation could not be declined" />}
        confirmLabel="Decline"
        color="red"
        pending={decline.isPending}
        onConfirm={() => decline.mutate({ token })}
        onClose={() => setConfirmingDecline(false)}
      />
    </Section>
  );
}

/**
 * /manager-invitation?token=...: the link a participant's manager gets by e-mail. Signed in (any
 * account: the link proves the address), it shows the invitation; a link that can no longer be used
 * says why and what to do.
 */
export function ManagerInvitationScreen({ token }: { token: string | null }) {
  const invitation = trpc.managerShares.invitation.useQuery(
    { token: token ?? "" },
    { enabled: token !== null, retry: false },
  );
  // Kept here: once declined, the link's page answers that it was, and this says it in the reader's words.
  const [declined, setDeclined] = useState<string | null>(null);
  return (
    <Page
      title={TITLE}
      description="A person you manage asks you to follow their leadership program."
      size="md"
    >
      {declined !== null ? (
        <Stack gap="sm">
          <Text role="status">
            You declined. {declined} sees that you did, and nothing of theirs is shared with you.
          </Text>
          <FollowingLink />
        </Stack>
      ) : token === null ? (
        <ErrorAlert>{MANAGER_INVITATION_INVALID}</ErrorAlert>
      ) : (
        <QueryState
          query={invitation}
          loading={<StackSkeleton label="Loading the invitation" gap="sm" lines={[[24], [96], [36, 200]]} />}
          renderError={(error) => (
            <Stack gap="sm">
              <ErrorAlert>{error.message || MANAGER_INVITATION_INVALID}</ErrorAlert>
              <FollowingLink />
            </Stack>
          )}
        >
          {(loaded) => (
            <InvitationAnswer
              token={token}
              invitation={loaded}
              onDeclined={() => setDeclined(loaded.participantName)}
            />
          )}
        </QueryState>
      )}
    </Page>
  );
}
