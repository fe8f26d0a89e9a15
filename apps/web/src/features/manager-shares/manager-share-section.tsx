import { ZInviteManagerInput, type ManagerShare, type ManagerShareStatus } from "@leadcoach/api/schemas";
import { Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { BareList } from "../../components/bare-list";
import { MutationErrorAlert } from "../../components/error-alert";
import { ConfirmDialog } from "../../components/form-dialog";
import { ListSkeleton } from "../../components/loading";
import { QueryState } from "../../components/query-state";
import { Section } from "../../components/section";
import { ToneBadge } from "../../components/tone-badge";
import { maxLengthOf, useSchemaForm } from "../../lib/form";
import { showToast, toastOnError } from "../../lib/toast";
import { trpc } from "../../lib/trpc";

const statusBadge: Record<ManagerShareStatus, { label: string; color: string }> = {
  active: { label: "Sharing", color: "green" },
  waiting: { label: "Invited", color: "yellow" },
  expired: { label: "Link expired", color: "orange" },
  declined: { label: "Declined", color: "gray" },
  withdrawn: { label: "Withdrawn", color: "gray" },
};

/** The line under the address: what the manager has done with the invitation, and what is next. */
function shareNote(share: ManagerShare): string | null {
  if (share.status === "waiting") {
    const until = share.expiresAt
      ? ` The link works until ${new Date(share.expiresAt).toLocaleDateString()}.`
      : "";
    return `Waiting for ${share.managerEmail} to accept.${until}`;
  }
  if (share.status === "expired") return "The invitation link no longer works: send it again.";
  if (share.status === "declined") return `${share.managerEmail} declined.`;
  return null;
}

/** 'Share with your manager' on /program: invite by e-mail, each share's status, and Withdraw. */
export function ManagerShareSection() {
  const mine = trpc.managerShares.mine.useQuery();
  const form = useSchemaForm(ZInviteManagerInput, { email: "" });
  const invite = trpc.managerShares.invite.useMutation({
    onSuccess: () => {
      form.reset();
      showToast({
        title: "Invitation sent",
        message:
          "Your manager follows your progress once they accept from the e-mail; nothing is shared before.",
      });
    },
  });
  const resend = trpc.managerShares.resend.useMutation({
    onSuccess: () =>
      showToast({ title: "Invitation sent again", message: "The new link replaces the old one." }),
    onError: toastOnError("The invitation could not be sent again", "Please try again."),
  });
  const withdraw = trpc.managerShares.withdraw.useMutation({
    onSuccess: () => {
      setConfirming(null);
      showToast({ title: "Sharing withdrawn", message: "Your manager no longer sees your progress." });
    },
    onError: toastOnError("Sharing could not be withdrawn", "Please try again."),
  });
  const [confirming, setConfirming] = useState<{ id: number; email: string } | null>(null);

  return (
    <Section
      id="manager-share-heading"
      title="Share with your manager"
      description={mine.data?.managerSees ?? "Your manager sees your progress only if you invite them."}
    >
      <form
        noValidate
        aria-label="Invite your manager"
        onSubmit={form.onSubmit((input) => invite.mutate(input))}
      >
        <Stack gap="sm">
          <MutationErrorAlert error={invite.error} fallback="The invitation could not be sent" />
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Your manager's e-mail"
              type="email"
              autoComplete="off"
              maxLength={maxLengthOf(ZInviteManagerInput, "email")}
              style={{ flex: "1 1 16rem" }}
              {...form.getInputProps("email")}
            />
            <Button type="submit" loading={invite.isPending}>
              Invite
            </Button>
          </Group>
        </Stack>
      </form>
      <QueryState
        query={mine}
        loading={<ListSkeleton label="Loading who you share with" rows={1} height={56} />}
        errorTitle="Who you share with could not be loaded"
        isEmpty={(loaded) => loaded.shares.length === 0}
        empty={<Text size="sm">You do not share your progress with anyone.</Text>}
      >
        {(loaded) => (
          <BareList gap="sm" aria-label="Who you share your progress with">
            {loaded.shares.map((share) => {
              const badge = statusBadge[share.status];
              const note = shareNote(share);
              return (
                <Paper key={share.id} component="li" withBorder radius="md" p="sm">
                  <Group justify="space-between" gap="sm">
                    <Stack gap={2} style={{ flex: "1 1 14rem", minWidth: 0 }}>
                      <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                        {share.managerName ?? share.managerEmail}
                      </Text>
                      {share.managerName && (
                        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                          {share.managerEmail}
                        </Text>
                      )}
                      {note && (
                        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                          {note}
                        </Text>
                      )}
                    </Stack>
                    <ToneBadge color={badge.color}>{badge.label}</ToneBadge>
                    {(share.status === "waiting" || share.status === "expired") && (
                      <Button
                        variant="default"
                        aria-label={`Send the invitation to ${share.managerEmail} again`}
                        loading={resend.isPending && resend.variables.shareId === share.id}
                        onClick={() => resend.mutate({ shareId: share.id })}
                      >
                        Send again
                      </Button>
                    )}
                    {share.status !== "withdrawn" && share.status !== "declined" && (
                      <Button
                        variant="default"
                        aria-label={`Withdraw sharing with ${share.managerEmail}`}
                        onClick={() => setConfirming({ id: share.id, email: share.managerEmail })}
                      >
                        Withdraw
                      </Button>
                    )}
                  </Group>
                </Paper>
              );
            })}
          </BareList>
        )}
      </QueryState>
      <ConfirmDialog
        opened={confirming !== null}
        title="Stop sharing your progress?"
        message={`${confirming?.email ?? "Your manager"} will no longer see your program progress or shared goals, from now on. You can invite them again later.`}
        confirmLabel="Withdraw"
        color="red"
        pending={withdraw.isPending}
        onConfirm={() => confirming && withdraw.mutate({ shareId: confirming.id })}
        onClose={() => setConfirming(null)}
      />
    </Section>
  );
}
