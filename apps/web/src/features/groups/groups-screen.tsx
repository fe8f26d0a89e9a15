import { ANALYTICS_MIN_GROUP_SIZE, type Group } from "@leadcoach/api/schemas";
import { Anchor, Badge, Button, Group as Row, Table, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { keepPreviousData } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { ListTable, RowActions, RowButton } from "../../components/list-table";
import { ListSkeleton } from "../../components/loading";
import { Page } from "../../components/page";
import { PagedList } from "../../components/paged-list";
import { formatInstantDate } from "../../lib/format-date";
import { trpc } from "../../lib/trpc";
import { DeleteGroupDialog, GroupNameDialog } from "./group-dialogs";
import { GroupSharedGoals } from "../goal-alignment/shared-goals-panel";

function GroupRows({
  groups,
  onRename,
  onDelete,
}: {
  groups: Group[];
  onRename: (group: Group) => void;
  onDelete: (group: Group) => void;
}) {
  return (
    <ListTable minWidth={640} columns={["Name", "Members", "Created"]} withActions>
      {groups.map((group) => (
        <Table.Tr key={group.id}>
          <Table.Th scope="row" fw={500}>
            <Row gap="xs">
              {group.name}
              {group.managedExternally && (
                <Badge variant="light" color="gray">
                  Identity provider
                </Badge>
              )}
            </Row>
          </Table.Th>
          <Table.Td>
            <Anchor component={Link} to={`/admin/people?group=${group.id}`}>
              {group.memberCount} {group.memberCount === 1 ? "person" : "people"}
            </Anchor>
          </Table.Td>
          <Table.Td>{formatInstantDate(group.createdAt)}</Table.Td>
          <Table.Td>
            {!group.managedExternally && (
              <RowActions>
                <RowButton label={`Rename ${group.name}`} onClick={() => onRename(group)}>
                  Rename
                </RowButton>
                <RowButton label={`Delete ${group.name}`} danger onClick={() => onDelete(group)}>
                  Delete
                </RowButton>
              </RowActions>
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}

/** /admin/groups (admins): named groups of people, their sizes, and the way to their members. */
export function GroupsScreen() {
  const [search, setSearch] = useState("");
  const [term] = useDebouncedValue(search.trim(), 250);
  const [naming, setNaming] = useState<{ group: Group | null } | null>(null);
  const [deleting, setDeleting] = useState<Group | null>(null);
  const pages = trpc.groups.list.useInfiniteQuery(
    { search: term || undefined },
    { getNextPageParam: (page) => page.nextCursor ?? undefined, placeholderData: keepPreviousData },
  );

  return (
    <Page
      size="xl"
      title="Groups"
      description={`Teams, cohorts and departments. Analytics can show a group of ${ANALYTICS_MIN_GROUP_SIZE} or more people on its own.`}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setNaming({ group: null })}>
          New group
        </Button>
      }
    >
      <TextInput
        label="Find a group"
        placeholder="The start of its name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={360}
      />
      <PagedList
        pages={pages}
        items={(page) => page.groups}
        errorTitle="The groups could not be loaded"
        loading={<ListSkeleton label="Loading groups" rows={5} height={44} />}
        empty={
          <Text>{term ? "No group's name starts with that." : "No groups yet. Create the first one."}</Text>
        }
      >
        {(groups) => (
          <GroupRows groups={groups} onRename={(group) => setNaming({ group })} onDelete={setDeleting} />
        )}
      </PagedList>
      <GroupSharedGoals />
      <GroupNameDialog
        group={naming?.group ?? null}
        opened={naming !== null}
        onClose={() => setNaming(null)}
      />
      <DeleteGroupDialog group={deleting} onClose={() => setDeleting(null)} />
    </Page>
  );
}
