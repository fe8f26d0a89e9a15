import {
  peopleSortLabels,
  peopleSorts,
  personStatuses,
  roles,
  ZPeopleFilter,
  type Group,
} from "@leadcoach/api/schemas";
import { ActionIcon, Group as Row, Paper, Select, TextInput, Tooltip } from "@mantine/core";
import { IconSearch, IconSortAscending, IconSortDescending } from "@tabler/icons-react";
import { maxLengthOf } from "../../lib/form";
import { GroupSelect } from "../groups/group-select";
import { roleLabel } from "../users/user-display";
import { statusLabel } from "./people-display";
import { withSort, type PeopleView } from "./people-view";

interface PeopleFilterBarProps {
  view: PeopleView;
  /** The search as typed (the list follows it a moment later). */
  search: string;
  onSearchChange: (search: string) => void;
  group: Group | null;
  onGroupChange: (group: Group | null) => void;
  onChange: (view: PeopleView) => void;
}

const roleOptions = [
  { value: "", label: "Any role" },
  ...roles.map((r) => ({ value: r, label: roleLabel(r) })),
];
const statusOptions = [
  { value: "", label: "Any status" },
  ...personStatuses.map((s) => ({ value: s, label: statusLabel(s) })),
];
const sortOptions = peopleSorts.map((s) => ({ value: s, label: peopleSortLabels[s] }));

/** Search, the filters and the order of the people list. */
export function PeopleFilterBar({
  view,
  search,
  onSearchChange,
  group,
  onGroupChange,
  onChange,
}: PeopleFilterBarProps) {
  const descending = view.order === "desc";
  const flip = descending ? "Ascending order" : "Descending order";
  return (
    <Paper withBorder radius="md" p="md">
      <Row align="flex-end" gap="sm">
        <TextInput
          label="Search"
          placeholder="A name or an e-mail address"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => onSearchChange(event.currentTarget.value)}
          maxLength={maxLengthOf(ZPeopleFilter, "search")}
          w={260}
        />
        <Select
          label="Role"
          data={roleOptions}
          value={view.role ?? ""}
          onChange={(role) => onChange({ ...view, role: roles.find((r) => r === role) ?? null })}
          allowDeselect={false}
          w={150}
        />
        <Select
          label="Status"
          data={statusOptions}
          value={view.status ?? ""}
          onChange={(status) =>
            onChange({ ...view, status: personStatuses.find((s) => s === status) ?? null })
          }
          allowDeselect={false}
          w={150}
        />
        <GroupSelect label="Group" placeholder="Everyone" value={group} onChange={onGroupChange} w={240} />
        <Row gap={4} align="flex-end" wrap="nowrap">
          <Select
            label="Sort by"
            data={sortOptions}
            value={view.sort}
            onChange={(value) => {
              const sort = peopleSorts.find((s) => s === value);
              if (sort) onChange(withSort(view, sort));
            }}
            allowDeselect={false}
            w={150}
          />
          <Tooltip label={flip}>
            <ActionIcon
              variant="default"
              size="input-sm"
              aria-label={flip}
              onClick={() => onChange({ ...view, order: descending ? "asc" : "desc" })}
            >
              {descending ? (
                <IconSortDescending size={18} aria-hidden />
              ) : (
                <IconSortAscending size={18} aria-hidden />
              )}
            </ActionIcon>
          </Tooltip>
        </Row>
      </Row>
    </Paper>
  );
}
