import type { Group } from "@leadcoach/api/schemas";
import { Select, type OptionsFilter } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData } from "@tanstack/react-query";
import { useState } from "react";
import { trpc } from "../../lib/trpc";

/** How a group reads in a picker: its name and how many people it has. */
export function groupOptionLabel(group: Pick<Group, "name" | "memberCount">): string {
  return `${group.name} (${group.memberCount} ${group.memberCount === 1 ? "person" : "people"})`;
}

interface GroupSelectProps {
  label: string;
  value: Group | null;
  onChange: (group: Group | null) => void;
  /** Shown while no group is chosen ('Everyone'). */
  placeholder?: string;
  /** Only groups the admins manage here (not the identity provider's). */
  editableOnly?: boolean;
  error?: string | null;
  w?: number | string;
}

// The server already matched the search; the picker shows its answer as it is.
const serverMatched: OptionsFilter = ({ options }) => options;

/**
 * A group, found by the start of its name as the admin types (a page of the groups list at a time, so
 * any number of groups can be picked from).
 */
export function GroupSelect({
  label,
  value,
  onChange,
  placeholder,
  editableOnly,
  error,
  w,
}: GroupSelectProps) {
  const [search, setSearch] = useState("");
  // Once a group is chosen the field shows its label: that is no search.
  const typed = value && search === groupOptionLabel(value) ? "" : search;
  const [term] = useDebouncedValue(typed.trim(), 250);
  const groups = trpc.groups.list.useQuery(
    { search: term || undefined },
    { placeholderData: keepPreviousData },
  );
  const found = (groups.data?.groups ?? []).filter((g) => !editableOnly || !g.managedExternally);
  const byId = new Map([...(value ? [value] : []), ...found].map((g) => [String(g.id), g]));
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={[...byId.values()].map((g) => ({ value: String(g.id), label: groupOptionLabel(g) }))}
      value={value ? String(value.id) : null}
      onChange={(id) => onChange(id === null ? null : (byId.get(id) ?? null))}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={serverMatched}
      nothingFoundMessage={groups.isFetching ? "Searching..." : "No group's name starts with that"}
      error={error}
      w={w}
    />
  );
}
