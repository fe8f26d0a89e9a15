import {
  personStatusLabels,
  ZEnrolInput,
  type EnrolResult,
  type Group as PeopleGroup,
  type Person,
  type ProgramSummary,
} from "@leadcoach/api/schemas";
import { Button, CloseButton, Group, Select, Stack, Text, type OptionsFilter } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useState } from "react";
import { BareList } from "../../components/bare-list";
import { MutationErrorAlert } from "../../components/error-alert";
import { AppDialog, DialogForm } from "../../components/form-dialog";
import { useSchemaForm } from "../../lib/form";
import { trpc } from "../../lib/trpc";
import { groupOptionLabel } from "../groups/group-select";
import { enrolResultMessage } from "./program-display";

// The server already matched the search; the picker shows its answer as it is.
const serverMatched: OptionsFilter = ({ options }) => options;
const PICKER_PAGE = 20;

function personLabel(person: Pick<Person, "name" | "email" | "status">): string {
  const status = person.status === "active" ? "" : `, ${personStatusLabels[person.status].toLowerCase()}`;
  return `${person.name} (${person.email}${status})`;
}

interface AddPickerProps<T> {
  label: string;
  description: string;
  options: T[];
  searching: boolean;
  nothingFound: string;
  search: string;
  onSearch: (search: string) => void;
  idOf: (item: T) => number;
  labelOf: (item: T) => string;
  onAdd: (item: T) => void;
}

/** A search field whose answers are added to a list below it; the field empties for the next search. */
function AddPicker<T>({
  options,
  idOf,
  labelOf,
  onAdd,
  search,
  onSearch,
  searching,
  nothingFound,
  ...field
}: AddPickerProps<T>) {
  const byId = new Map(options.map((item) => [String(idOf(item)), item]));
  return (
    <Select
      {...field}
      placeholder="Type to search"
      data={options.map((item) => ({ value: String(idOf(item)), label: labelOf(item) }))}
      value={null}
      onChange={(id) => {
        const item = id === null ? undefined : byId.get(id);
        if (item) onAdd(item);
        onSearch("");
      }}
      searchable
      searchValue={search}
      onSearchChange={onSearch}
      filter={serverMatched}
      nothingFoundMessage={searching ? "Searching..." : nothingFound}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

function PersonPicker({ onAdd }: { onAdd: (person: Person) => void }) {
  const [search, setSearch] = useState("");
  const [term] = useDebouncedValue(search.trim(), 250);
  const people = trpc.people.list.useQuery(
    { search: term || undefined, limit: PICKER_PAGE },
    { placeholderData: keepPreviousData },
  );
  return (
    <AddPicker
      label="Add people"
      description="Search by name or e-mail address."
      options={people.data?.people ?? []}
      searching={people.isFetching}
      nothingFound="Nobody matches that"
      search={search}
      onSearch={setSearch}
      idOf={(person) => person.id}
      labelOf={personLabel}
      onAdd={onAdd}
    />
  );
}

function GroupPicker({ onAdd }: { onAdd: (group: PeopleGroup) => void }) {
  const [search, setSearch] = useState("");
  const [term] = useDebouncedValue(search.trim(), 250);
  const groups = trpc.groups.list.useQuery(
    { search: term || undefined },
    { placeholderData: keepPreviousData },
  );
  return (
    <AddPicker
      label="Add groups"
      description="Everyone in the group when you enrol; people who join it later are not enrolled."
      options={groups.data?.groups ?? []}
      searching={groups.isFetching}
      nothingFound="No group's name starts with that"
      search={search}
      onSearch={setSearch}
      idOf={(group) => group.id}
      labelOf={groupOptionLabel}
      onAdd={onAdd}
    />
  );
}

interface Chosen {
  id: number;
  label: string;
}

function ChosenList({
  label,
  items,
  onRemove,
}: {
  label: string;
  items: Chosen[];
  onRemove: (id: number) => void;
}) {
  if (items.length === 0) return null;
  return (
    <BareList gap={4} aria-label={label}>
      {items.map((item) => (
        <Group key={item.id} component="li" gap="xs" wrap="nowrap" justify="space-between">
          <Text size="sm">{item.label}</Text>
          <CloseButton size="sm" aria-label={`Remove ${item.label}`} onClick={() => onRemove(item.id)} />
        </Group>
      ))}
    </BareList>
  );
}

/** 'Enrol people': people and groups, and the day their week 1 starts. */
export function EnrolDialog({
  program,
  opened,
  onClose,
}: {
  program: ProgramSummary;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <AppDialog opened={opened} onClose={onClose} title="Enrol people" size="lg">
      {opened && <EnrolForm program={program} onClose={onClose} />}
    </AppDialog>
  );
}

function EnrolForm({ program, onClose }: { program: ProgramSummary; onClose: () => void }) {
  const [people, setPeople] = useState<Chosen[]>([]);
  const [groups, setGroups] = useState<Chosen[]>([]);
  const [result, setResult] = useState<EnrolResult | null>(null);
  const enrol = trpc.programs.enrol.useMutation({ onSuccess: setResult });
  const form = useSchemaForm(ZEnrolInput, {
    programId: program.id,
    userIds: [] as number[],
    groupIds: [] as number[],
    startDate: dayjs().format("YYYY-MM-DD"),
  });

  const setChosen = (field: "userIds" | "groupIds", next: Chosen[]) => {
    (field === "userIds" ? setPeople : setGroups)(next);
    form.setFieldValue(
      field,
      next.map((item) => item.id),
    );
    form.clearFieldError("userIds");
  };
  const add = (field: "userIds" | "groupIds", list: Chosen[], item: Chosen) => {
    if (!list.some((c) => c.id === item.id)) setChosen(field, [...list, item]);
  };

  if (result) {
    return (
      <Stack gap="md">
        <Text role="status" fw={500}>
          {enrolResultMessage(result)}.
        </Text>
        <Text size="sm">
          Each person sees the program under My program, starting on the day you chose. People already
          enrolled keep their start date and progress.
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            Done
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <DialogForm
      onSubmit={form.onSubmit((input) => enrol.mutate(input))}
      onCancel={onClose}
      submit={{ label: "Enrol", pending: enrol.isPending }}
    >
      <Text size="sm">
        Enrol people into '{program.name}', version {program.version}. Enrolling someone twice changes
        nothing.
      </Text>
      <MutationErrorAlert error={enrol.error} fallback="Nobody could be enrolled." />
      <PersonPicker
        onAdd={(person) => add("userIds", people, { id: person.id, label: personLabel(person) })}
      />
      <ChosenList
        label="People to enrol"
        items={people}
        onRemove={(id) =>
          setChosen(
            "userIds",
            people.filter((c) => c.id !== id),
          )
        }
      />
      <GroupPicker
        onAdd={(group) => add("groupIds", groups, { id: group.id, label: groupOptionLabel(group) })}
      />
      <ChosenList
        label="Groups to enrol"
        items={groups}
        onRemove={(id) =>
          setChosen(
            "groupIds",
            groups.filter((c) => c.id !== id),
          )
        }
      />
      {typeof form.errors.userIds === "string" && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {form.errors.userIds}
        </Text>
      )}
      <DatePickerInput
        label="Start date"
        description="Week 1 of the program starts on this day."
        required
        valueFormat="D MMMM YYYY"
        {...form.getInputProps("startDate")}
      />
    </DialogForm>
  );
}
