import type { ReviewCampaignSummary } from "@leadcoach/api/schemas";
import { Button, Group, Table, Text } from "@mantine/core";
import { IconPlus, IconUsersGroup } from "@tabler/icons-react";
import { useState } from "react";
import { EmptyState } from "../../components/empty-state";
import { ConfirmDialog } from "../../components/form-dialog";
import { ListSkeleton } from "../../components/loading";
import { Page } from "../../components/page";
import { QueryState } from "../../components/query-state";
import { TableHead } from "../../components/table-head";
import { ToneBadge } from "../../components/tone-badge";
import { showToast, toastOnError } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { NewCampaignDialog } from "./campaign-dialog";
import { campaignStatus, formatCampaignTime } from "./campaign-display";

function audienceText(campaign: ReviewCampaignSummary): string {
  if (!campaign.audience) return "Deleted";
  return `${campaign.audience.kind === "group" ? "Group" : "Program"}: ${campaign.audience.name}`;
}

function CampaignRows({
  campaigns,
  onClose,
}: {
  campaigns: ReviewCampaignSummary[];
  onClose: (campaign: ReviewCampaignSummary) => void;
}) {
  const remind = trpc.reviewCampaigns.remind.useMutation({
    onSuccess: ({ campaign, reminded }) =>
      showToast({
        title: "Reviewers reminded",
        message: `${campaign.name}: ${reminded} ${reminded === 1 ? "reviewer" : "reviewers"} e-mailed.`,
      }),
    onError: toastOnError("Reminder not sent", "The reviewers could not be reminded."),
  });
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover>
        <Table.Caption>
          Counts only: nobody's answers or results are shown here. Nominated: people with 3 reviewers or more.
        </Table.Caption>
        <TableHead
          columns={[
            "Name",
            "For",
            "Status",
            "Nominations close",
            "Results released",
            "People",
            "Nominated",
            "Invited",
            "Answered",
          ]}
          hiddenLast="Actions"
        />
        <Table.Tbody>
          {campaigns.map((campaign) => {
            const status = campaignStatus(campaign.status);
            const open = campaign.status !== "closed" && campaign.status !== "released";
            return (
              <Table.Tr key={campaign.id}>
                <Table.Th scope="row" fw={500}>
                  {campaign.name}
                </Table.Th>
                <Table.Td>
                  {audienceText(campaign)}
                  {campaign.managerApproval && (
                    <Text size="xs" c="dimmed">
                      Managers approve lists
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <ToneBadge color={status.color}>{status.label}</ToneBadge>
                </Table.Td>
                <Table.Td>{formatCampaignTime(campaign.nominationDeadline)}</Table.Td>
                <Table.Td>{formatCampaignTime(campaign.closedAt ?? campaign.releaseAt)}</Table.Td>
                <Table.Td>{campaign.peopleCount}</Table.Td>
                <Table.Td>{campaign.nominatedCount}</Table.Td>
                <Table.Td>{campaign.invitedCount}</Table.Td>
                <Table.Td>{campaign.answeredCount}</Table.Td>
                <Table.Td>
                  {open && (
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`Remind reviewers of ${campaign.name}`}
                        loading={remind.isPending && remind.variables?.campaignId === campaign.id}
                        onClick={() => remind.mutate({ campaignId: campaign.id })}
                      >
                        Remind
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={`Close ${campaign.name}`}
                        onClick={() => onClose(campaign)}
                      >
                        Close
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function CloseCampaignDialog({
  campaign,
  onClose,
}: {
  campaign: ReviewCampaignSummary | null;
  onClose: () => void;
}) {
  const close = trpc.reviewCampaigns.close.useMutation({
    onSuccess: (closed) => {
      showToast({ title: "Campaign closed", message: closed.name });
      onClose();
    },
    onError: toastOnError("Close failed", "The campaign could not be closed."),
  });
  return (
    <ConfirmDialog
      opened={campaign !== null}
      title="Close campaign"
      message={
        campaign
          ? `Close '${campaign.name}' now? Everyone's results are released today instead of on the release date: a person with 3 answers or more sees them, anyone with fewer sees nothing. Open invitations are withdrawn. This cannot be undone.`
          : ""
      }
      confirmLabel="Close campaign"
      pending={close.isPending}
      onConfirm={() => campaign && close.mutate({ campaignId: campaign.id })}
      onClose={onClose}
    />
  );
}

/** /admin/review-campaigns (admins): 360 reviews run for a whole program or group, with their counts. */
export function ReviewCampaignsScreen() {
  const [newOpen, setNewOpen] = useState(false);
  const [closing, setClosing] = useState<ReviewCampaignSummary | null>(null);
  const campaigns = trpc.reviewCampaigns.list.useQuery();
  return (
    <Page
      size="xl"
      title="360 campaigns"
      description="Run a 360 review for everyone in a program or group at once: each person nominates their reviewers by the deadline, and sees their own results on the release date. You see counts, never answers or results."
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setNewOpen(true)}>
          New campaign
        </Button>
      }
    >
      <QueryState
        query={campaigns}
        errorTitle="The campaigns could not be loaded"
        loading={<ListSkeleton label="Loading campaigns" rows={3} height={44} />}
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState
            icon={<IconUsersGroup size={28} />}
            title="No 360 campaigns yet"
            description="Start one for a cohort of new managers: they nominate peers and their team, and read their results together on one date."
          />
        }
      >
        {(data) => <CampaignRows campaigns={data} onClose={setClosing} />}
      </QueryState>
      <Text size="sm">
        Reminders go to reviewers who have not answered, at most once a day per campaign; nobody is told who
        was reminded.
      </Text>
      <NewCampaignDialog opened={newOpen} onClose={() => setNewOpen(false)} />
      <CloseCampaignDialog campaign={closing} onClose={() => setClosing(null)} />
    </Page>
  );
}
