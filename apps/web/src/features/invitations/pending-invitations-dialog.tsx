import type { PendingInvitation } from "@leadcoach/api/schemas";
import { Badge, Button, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { BareList } from "../../components/bare-list";
import { MutationErrorAlert } from "../../components/error-alert";
import { AppDialog } from "../../components/form-dialog";
import { LoadMoreButton } from "../../components/load-more-button";
import { formatInstantDate } from "../../lib/format-date";
import { trpc } from "../../lib/trpc";
import { RevokeInvitationDialog, useResendInvitation } from "./invitation-actions";

function InvitationRow({ invitation, onRevoke }: { invitation: PendingInvitation; onRevoke: () => void }) {
  const resend = useResendInvitation();
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="pending-invitation">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>{invitation.name}</Text>
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {invitation.email}
          </Text>
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              Sent {formatInstantDate(invitation.sentAt)}
            </Text>
            {invitation.expired && (
              <Badge color="orange" variant="light" size="sm">
                Expired
              </Badge>
            )}
          </Group>
        </Stack>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            loading={resend.isPending}
            onClick={() => resend.resend(invitation)}
            aria-label={`Resend the invitation to ${invitation.email}`}
          >
            Resend
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={onRevoke}
            aria-label={`Revoke the invitation to ${invitation.email}`}
          >
            Revoke
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

function PendingList() {
  const pages = trpc.invitations.list.useInfiniteQuery({}, { getNextPageParam: (page) => page.nextCursor });
  const [revoking, setRevoking] = useState<PendingInvitation | null>(null);
  if (pages.isPending) {
    return (
      <Stack aria-busy="true" aria-label="Loading invitations">
        <Skeleton height={72} />
        <Skeleton height={72} />
      </Stack>
    );
  }
  if (pages.isError)
    return <MutationErrorAlert error={pages.error} fallback="Could not load the invitations" />;
  const items = pages.data.pages.flatMap((page) => page.items);
  return (
    <Stack gap="md">
      {items.length === 0 ? (
        <Text>No invitations are waiting for an answer.</Text>
      ) : (
        <BareList gap="sm">
          {items.map((invitation) => (
            <InvitationRow
              key={invitation.id}
              invitation={invitation}
              onRevoke={() => setRevoking(invitation)}
            />
          ))}
        </BareList>
      )}
      <LoadMoreButton pages={pages} label="Show more" centred={false} />
      <RevokeInvitationDialog invitation={revoking} onClose={() => setRevoking(null)} zIndex={300} />
    </Stack>
  );
}

/** 'Pending invitations': those not yet accepted, each to resend (a new link) or revoke. */
export function PendingInvitationsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <AppDialog opened={opened} onClose={onClose} title="Pending invitations">
      {opened && <PendingList />}
    </AppDialog>
  );
}
