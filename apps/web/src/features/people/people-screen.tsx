import type { Group, Person } from "@leadcoach/api/schemas";
import { Button, Group as Row, Text } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconUsersGroup } from "@tabler/icons-react";
import { keepPreviousData } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ListSkeleton } from "../../components/loading";
import { Page } from "../../components/page";
import { PagedList } from "../../components/paged-list";
import { trpc } from "../../lib/trpc";
import {
  RevokeInvitationDialog,
  useResendInvitation,
  type InvitationTarget,
} from "../invitations/invitation-actions";
import { InvitePeopleButtons } from "../invitations/invite-people-buttons";
import { BulkBar, BulkReportAlert, type BulkReport } from "./bulk-actions";
import type { PersonAction } from "./people-display";
import { PeopleFilterBar } from "./people-filter-bar";
import { PeopleTable } from "./people-table";
import { listInput, paramsFromView, viewFromParams, type PeopleView } from "./people-view";
import { ResetSecondFactorDialog, RoleDialog, StatusDialog } from "./person-dialogs";

/** The header's buttons. The invitations' 'Invite people' joins them here. */
function PeopleActions() {
  return (
    <Row gap="sm">
      <InvitePeopleButtons />
      <Button
        component={Link}
        to="/admin/groups"
        variant="default"
        leftSection={<IconUsersGroup size={16} aria-hidden />}
      >
        Groups
      </Button>
    </Row>
  );
}

/** The group a view filters by, named for its picker (the address carries only its id). */
function useViewGroup(groupId: number | null): [Group | null, (group: Group | null) => void] {
  const [chosen, setChosen] = useState<Group | null>(null);
  const loaded = trpc.groups.get.useQuery(
    { id: groupId ?? 0 },
    { enabled: groupId !== null && chosen?.id !== groupId },
  );
  const group = groupId === null ? null : chosen?.id === groupId ? chosen : (loaded.data ?? null);
  return [group, setChosen];
}

/**
 * /admin/people (admins): every account with its role, groups, status and last sign-in; search, filters,
 * order and a page at a time; role changes, deactivation and reactivation, one by one or in bulk.
 */
export function PeopleScreen() {
  const [params, setParams] = useSearchParams();
  const view = viewFromParams(params);
  const [search, setSearch] = useState(view.search);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [report, setReport] = useState<BulkReport | null>(null);
  const [roleFor, setRoleFor] = useState<Person | null>(null);
  const [resetting, setResetting] = useState<Person | null>(null);
  const [statusChange, setStatusChange] = useState<{ person: Person; active: boolean } | null>(null);
  const [revoking, setRevoking] = useState<InvitationTarget | null>(null);
  const { resend } = useResendInvitation();
  const [group, setGroup] = useViewGroup(view.groupId);

  // From the address as it is when applied: a search typed a moment ago keeps a filter chosen since.
  const show = (change: (current: PeopleView) => PeopleView) => {
    setSelected(new Set());
    setParams((current) => paramsFromView(change(viewFromParams(current))), { replace: true });
  };
  const searchLater = useDebouncedCallback(
    (text: string) => show((current) => ({ ...current, search: text })),
    300,
  );

  const pages = trpc.people.list.useInfiniteQuery(listInput(view), {
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
  const people = pages.data?.pages.flatMap((page) => page.people) ?? [];

  const select = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const act = (action: PersonAction, person: Person) => {
    // The row offers 'resend' and 'revoke' only with a pending invitation.
    const invitation = { id: person.pendingInvitationId ?? 0, email: person.email };
    switch (action) {
      case "role":
        return setRoleFor(person);
      case "resend":
        return resend(invitation);
      case "revoke":
        return setRevoking(invitation);
      case "resetSecondFactor":
        return setResetting(person);
      default:
        return setStatusChange({ person, active: action === "reactivate" });
    }
  };

  return (
    <Page
      size="xl"
      title="People"
      description="Everyone in the organisation: their role, groups, status and last sign-in."
      actions={<PeopleActions />}
    >
      <PeopleFilterBar
        view={view}
        search={search}
        onSearchChange={(text) => {
          setSearch(text);
          searchLater(text);
        }}
        group={group}
        onGroupChange={(chosen) => {
          setGroup(chosen);
          show((current) => ({ ...current, groupId: chosen?.id ?? null }));
        }}
        onChange={(next) => show((current) => ({ ...next, search: current.search }))}
      />
      {report && <BulkReportAlert report={report} people={people} onClose={() => setReport(null)} />}
      {selected.size > 0 && (
        <BulkBar selected={[...selected]} onClear={() => setSelected(new Set())} onReport={setReport} />
      )}
      <PagedList
        pages={pages}
        items={(page) => page.people}
        errorTitle="The people could not be loaded"
        loading={<ListSkeleton label="Loading people" rows={8} height={44} />}
        empty={<Text>Nobody matches. Try another search or fewer filters.</Text>}
      >
        {() => <PeopleTable people={people} selected={selected} onSelect={select} onAction={act} />}
      </PagedList>
      <RoleDialog person={roleFor} onClose={() => setRoleFor(null)} />
      <StatusDialog change={statusChange} onClose={() => setStatusChange(null)} />
      <ResetSecondFactorDialog person={resetting} onClose={() => setResetting(null)} />
      <RevokeInvitationDialog invitation={revoking} onClose={() => setRevoking(null)} />
    </Page>
  );
}
