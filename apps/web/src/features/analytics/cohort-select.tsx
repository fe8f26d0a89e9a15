import type { CohortFilter, Group, ProgramSummary } from "@leadcoach/api/schemas";
import { Select, type ComboboxItem, type ComboboxItemGroup, type OptionsFilter } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData } from "@tanstack/react-query";
import { useState } from "react";
import { trpc } from "../../lib/trpc";
import { groupOptionLabel } from "../groups/group-select";
import { useSearchParams } from "react-router";
import { cohortFromParams, cohortOptionValue, nameStartsWith, paramsWithCohort } from "./analytics-cohort";

/** A chosen cohort with what the screen says of it: its name and how many people it has. */
export interface ChosenCohort extends CohortFilter {
  name: string;
  size: number;
}

const ofGroup = (g: Group): ChosenCohort => ({ kind: "group", id: g.id, name: g.name, size: g.memberCount });
const ofProgram = (p: ProgramSummary): ChosenCohort => ({
  kind: "program",
  id: p.id,
  name: p.name,
  size: p.enrolledCount,
});

/** How a cohort reads in the picker: its name and how many people it has ('First 90 days (12 people)'). */
function optionLabel(cohort: ChosenCohort): string {
  return groupOptionLabel({ name: cohort.name, memberCount: cohort.size });
}

/**
 * The cohort the address names, with its name and size: a group read by its id, a program from the
 * programs list. Null while it loads, or when it names none.
 */
function useNamedCohort(cohort: CohortFilter | null): ChosenCohort | null {
  const group = trpc.groups.get.useQuery({ id: cohort?.id ?? 0 }, { enabled: cohort?.kind === "group" });
  const programs = trpc.programs.list.useQuery(undefined, { enabled: cohort?.kind === "program" });
  if (cohort?.kind === "group") return group.data ? ofGroup(group.data) : null;
  if (cohort?.kind === "program") {
    const program = programs.data?.find((p) => p.id === cohort.id);
    return program ? ofProgram(program) : null;
  }
  return null;
}

/**
 * The screen's cohort, kept in the address (`?group=12`, `?program=3`): `filter` as the procedures take
 * it, at once; `chosen` with its name and size once known (at once when just picked); `choose` to change it.
 */
export function useAddressCohort() {
  const [params, setParams] = useSearchParams();
  const filter = cohortFromParams(params);
  const [picked, setPicked] = useState<ChosenCohort | null>(null);
  const pickedNow =
    picked && filter && picked.kind === filter.kind && picked.id === filter.id ? picked : null;
  const named = useNamedCohort(pickedNow ? null : filter);
  const choose = (cohort: ChosenCohort | null) => {
    setPicked(cohort);
    setParams((current) => paramsWithCohort(current, cohort), { replace: true });
  };
  return { filter, chosen: filter === null ? null : (pickedNow ?? named), choose };
}

interface CohortSelectProps {
  value: ChosenCohort | null;
  onChange: (cohort: ChosenCohort | null) => void;
  w?: number | string;
}

// The groups come matched by the server and the programs by `nameStartsWith`: shown as they are.
const alreadyMatched: OptionsFilter = ({ options }) => options;

/**
 * 'Cohort': everyone, a group or a program, in one searchable list under 'Groups' and 'Programs'. Groups
 * are found by the start of their name on the server (a page at a time, so any number can be picked
 * from); programs, a short list, by the start of theirs in the browser.
 */
export function CohortSelect({ value, onChange, w }: CohortSelectProps) {
  const [search, setSearch] = useState("");
  // Once a cohort is chosen the field shows its label: that is no search.
  const typed = value && search === optionLabel(value) ? "" : search;
  const [term] = useDebouncedValue(typed.trim(), 250);
  const groups = trpc.groups.list.useQuery(
    { search: term || undefined },
    { placeholderData: keepPreviousData },
  );
  const programs = trpc.programs.list.useQuery();
  const found = [
    ...(groups.data?.groups ?? []).map(ofGroup),
    ...(programs.data ?? []).filter((p) => nameStartsWith(p.name, term)).map(ofProgram),
  ];
  const byValue = new Map([...(value ? [value] : []), ...found].map((c) => [cohortOptionValue(c), c]));
  const options = (kind: ChosenCohort["kind"], group: string): ComboboxItemGroup<ComboboxItem>[] => {
    const items = [...byValue.values()]
      .filter((c) => c.kind === kind)
      .map((c) => ({ value: cohortOptionValue(c), label: optionLabel(c) }));
    return items.length > 0 ? [{ group, items }] : [];
  };
  return (
    <Select
      label="Cohort"
      placeholder="Everyone"
      data={[...options("group", "Groups"), ...options("program", "Programs")]}
      value={value ? cohortOptionValue(value) : null}
      onChange={(option) => onChange(option === null ? null : (byValue.get(option) ?? null))}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={alreadyMatched}
      nothingFoundMessage={
        groups.isFetching || programs.isFetching
          ? "Searching..."
          : "No group's or program's name starts with that"
      }
      w={w}
    />
  );
}
