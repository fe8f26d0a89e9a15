import { MAX_BULK_PEOPLE, type BulkOutcome, type Group, type Person } from "@leadcoach/api/schemas";
import { Alert, Button, CloseButton, Group as Row, List, Paper, Text } from "@mantine/core";
import { IconUserCheck, IconUserOff, IconUsersGroup, IconUsersMinus, type Icon } from "@tabler/icons-react";
import { useState } from "react";
import { MutationErrorAlert } from "../../components/error-alert";
import { AppDialog, ConfirmDialog, DialogForm } from "../../components/form-dialog";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { GroupSelect } from "../groups/group-select";
import { bulkSummary, refusedName } from "./people-display";

/** What the last bulk action reported, refusals by name, until the admin closes it. */
export interface BulkReport {
  outcome: BulkOutcome;
  verb: "deactivated" | "reactivated";
}

export function BulkReportAlert({
  report,
  people,
  onClose,
}: {
  report: BulkReport;
  people: readonly Person[];
  onClose: () => void;
}) {
  const { outcome, verb } = report;
  return (
    <Alert
      color={outcome.refused.length > 0 ? "yellow" : "green"}
      title="Done"
      role="status"
      withCloseButton
      closeButtonLabel="Close the report"
      onClose={onClose}
    >
      <Text size="sm">{bulkSummary(outcome, verb)}</Text>
      {outcome.refused.length > 0 && (
        <List size="sm" mt="xs">
          {outcome.refused.map((refusal) => (
            <List.Item key={refusal.id}>
              {refusedName(refusal.id, people)}: {refusal.reason}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

interface BulkBarProps {
  selected: number[];
  onClear: () => void;
  onReport: (report: BulkReport) => void;
}

type BulkAction = "deactivate" | "reactivate" | "add" | "remove";

/** The selection's buttons: what each starts, its icon, red where it locks people out. */
const bulkButtons: { action: BulkAction; label: string; icon: Icon; color?: string }[] = [
  { action: "deactivate", label: "Deactivate", icon: IconUserOff, color: "red" },
  { action: "reactivate", label: "Reactivate", icon: IconUserCheck },
  { action: "add", label: "Add to group", icon: IconUsersGroup },
  { action: "remove", label: "Remove from group", icon: IconUsersMinus },
];

/** The selection's actions: deactivate, reactivate, add to a group, remove from one. */
export function BulkBar({ selected, onClear, onReport }: BulkBarProps) {
  const [confirming, setConfirming] = useState<"deactivate" | "reactivate" | null>(null);
  const [membership, setMembership] = useState<"add" | "remove" | null>(null);
  const report = (verb: BulkReport["verb"]) => (outcome: BulkOutcome) => {
    setConfirming(null);
    onClear();
    onReport({ outcome, verb });
  };
  const deactivate = trpc.people.deactivateMany.useMutation({ onSuccess: report("deactivated") });
  const reactivate = trpc.people.reactivateMany.useMutation({ onSuccess: report("reactivated") });
  const mutation = confirming === "reactivate" ? reactivate : deactivate;
  const start = (action: BulkAction) =>
    action === "add" || action === "remove" ? setMembership(action) : setConfirming(action);
  const tooMany = selected.length > MAX_BULK_PEOPLE;
  const count = `${selected.length} ${selected.length === 1 ? "person" : "people"}`;

  return (
    <Paper withBorder radius="md" p="sm" role="region" aria-label="Selected people">
      <Row justify="space-between" gap="sm">
        <Text fw={500}>
          {count} selected
          {tooMany && ` (at most ${MAX_BULK_PEOPLE} at a time)`}
        </Text>
        <Row gap="xs">
          {bulkButtons.map(({ label, icon: ButtonIcon, color, action }) => (
            <Button
              key={label}
              size="xs"
              variant="light"
              color={color}
              leftSection={<ButtonIcon size={16} aria-hidden />}
              disabled={tooMany}
              onClick={() => start(action)}
            >
              {label}
            </Button>
          ))}
          <CloseButton aria-label="Clear the selection" onClick={onClear} />
        </Row>
      </Row>
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming === "reactivate" ? `Reactivate ${count}` : `Deactivate ${count}`}
        alert={<MutationErrorAlert error={mutation.error} fallback="Nothing was changed." />}
        message={
          confirming === "reactivate"
            ? "They can sign in again. Anyone you may not reactivate is listed afterwards."
            : "They are signed out everywhere at once and cannot sign in; their data stays. Anyone you may not deactivate (yourself, an admin unless you are a super admin) is listed afterwards."
        }
        confirmLabel={confirming === "reactivate" ? "Reactivate" : "Deactivate"}
        color={confirming === "reactivate" ? undefined : "red"}
        pending={mutation.isPending}
        onConfirm={() => mutation.mutate({ ids: selected })}
        onClose={() => {
          mutation.reset();
          setConfirming(null);
        }}
      />
      <MembershipDialog
        mode={membership}
        selected={selected}
        onClose={() => setMembership(null)}
        onDone={() => {
          setMembership(null);
          onClear();
        }}
      />
    </Paper>
  );
}

interface MembershipDialogProps {
  mode: "add" | "remove" | null;
  selected: number[];
  onClose: () => void;
  onDone: () => void;
}

function MembershipDialog({ mode, selected, onClose, onDone }: MembershipDialogProps) {
  return (
    <AppDialog
      opened={mode !== null}
      onClose={onClose}
      title={mode === "remove" ? "Remove from group" : "Add to group"}
      size="md"
    >
      {mode && <MembershipForm mode={mode} selected={selected} onClose={onClose} onDone={onDone} />}
    </AppDialog>
  );
}

function MembershipForm({
  mode,
  selected,
  onClose,
  onDone,
}: MembershipDialogProps & { mode: "add" | "remove" }) {
  const [group, setGroup] = useState<Group | null>(null);
  const [missing, setMissing] = useState(false);
  const done = ({
    group: saved,
    changed,
    unchanged,
  }: {
    group: Group;
    changed: number[];
    unchanged: number[];
  }) => {
    const moved = mode === "add" ? "added to" : "removed from";
    const already = mode === "add" ? "in it already" : "not in it";
    showToast({
      title: mode === "add" ? "Added to group" : "Removed from group",
      message: `${changed.length} ${moved} ${saved.name}${unchanged.length > 0 ? `; ${unchanged.length} ${already}` : ""}.`,
    });
    onDone();
  };
  const add = trpc.groups.addMembers.useMutation({ onSuccess: done });
  const remove = trpc.groups.removeMembers.useMutation({ onSuccess: done });
  const mutation = mode === "add" ? add : remove;
  return (
    <DialogForm
      onSubmit={(event) => {
        event.preventDefault();
        if (!group) return setMissing(true);
        mutation.mutate({ id: group.id, userIds: selected });
      }}
      onCancel={onClose}
      submit={{ label: mode === "add" ? "Add" : "Remove", pending: mutation.isPending }}
    >
      <MutationErrorAlert error={mutation.error} fallback="The group could not be changed." />
      <Text size="sm">
        {selected.length} {selected.length === 1 ? "person" : "people"} selected. Groups your identity
        provider manages are changed there, so they are not offered.
      </Text>
      <GroupSelect
        label="Group"
        placeholder="Find a group by name"
        value={group}
        onChange={(chosen) => {
          setGroup(chosen);
          setMissing(false);
        }}
        editableOnly
        error={missing ? "Choose a group" : null}
      />
    </DialogForm>
  );
}
