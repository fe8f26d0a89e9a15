import type { Person } from "@leadcoach/api/schemas";
import { Checkbox, Group as Row, Table, Text, VisuallyHidden } from "@mantine/core";
import { ToneBadge } from "../../components/tone-badge";
import { RoleBadge } from "../users/role-badge";
import {
  GROUPS_IN_ROW,
  lastSignInText,
  statusColors,
  statusLabel,
  type PersonAction,
} from "./people-display";
import { PersonActions } from "./person-actions";

interface PeopleTableProps {
  people: Person[];
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], selected: boolean) => void;
  onAction: (action: PersonAction, person: Person) => void;
}

function Groups({ person }: { person: Person }) {
  if (person.groupCount === 0) return <Text size="sm">None</Text>;
  const shown = person.groups.slice(0, GROUPS_IN_ROW);
  const more = person.groupCount - shown.length;
  return (
    <Row gap={4}>
      {shown.map((group) => (
        <ToneBadge key={group.id} color="indigo" tt="none">
          {group.name}
        </ToneBadge>
      ))}
      {more > 0 && <Text size="sm">+{more} more</Text>}
    </Row>
  );
}

/** The people of the loaded pages, each with a box to select them and their own actions. */
export function PeopleTable({ people, selected, onSelect, onAction }: PeopleTableProps) {
  const chosen = people.filter((p) => selected.has(p.id)).length;
  const all = people.length > 0 && chosen === people.length;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={40}>
              <Checkbox
                aria-label="Select everyone listed"
                checked={all}
                indeterminate={chosen > 0 && !all}
                onChange={() =>
                  onSelect(
                    people.map((p) => p.id),
                    !all,
                  )
                }
              />
            </Table.Th>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">E-mail</Table.Th>
            <Table.Th scope="col">Role</Table.Th>
            <Table.Th scope="col">Groups</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Last sign-in</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {people.map((person) => (
            <Table.Tr
              key={person.id}
              bg={selected.has(person.id) ? "var(--mantine-primary-color-light)" : undefined}
            >
              <Table.Td>
                <Checkbox
                  aria-label={`Select ${person.name}`}
                  checked={selected.has(person.id)}
                  onChange={(event) => onSelect([person.id], event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Th scope="row" fw={500}>
                {person.name}
              </Table.Th>
              <Table.Td>{person.email}</Table.Td>
              <Table.Td>
                <RoleBadge role={person.role} />
              </Table.Td>
              <Table.Td>
                <Groups person={person} />
              </Table.Td>
              <Table.Td>
                <ToneBadge color={statusColors[person.status]}>{statusLabel(person.status)}</ToneBadge>
              </Table.Td>
              <Table.Td>{lastSignInText(person)}</Table.Td>
              <Table.Td>
                <PersonActions person={person} onAction={onAction} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
