import {
  INVITATION_GROUP_SEPARATOR,
  INVITATION_IMPORT_MAX_CHARS,
  INVITATION_IMPORT_MAX_ROWS,
  invitationImportColumns,
  invitationRoleOptions,
  type ImportInvitationsResult,
} from "@leadcoach/api/schemas";
import { Alert, Button, FileInput, ScrollArea, Stack, Table, Text } from "@mantine/core";
import { IconAlertCircle, IconFileTypeCsv } from "@tabler/icons-react";
import { useState } from "react";
import { AppDialog, DialogActions } from "../../components/form-dialog";
import { mutationErrorMessage } from "../../lib/mutation-error";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";

interface ImportDialogProps {
  opened: boolean;
  onClose: () => void;
}

const roleLabel = (role: string) => invitationRoleOptions.find((o) => o.value === role)?.label ?? role;

/** The server's refusal, one bad row a line. */
function Refusal({ message }: { message: string }) {
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" title="The file was not imported">
      <Text size="sm" style={{ whiteSpace: "pre-line" }}>
        {message}
      </Text>
    </Alert>
  );
}

function PreviewTable({ rows }: { rows: ImportInvitationsResult["rows"] }) {
  return (
    <ScrollArea.Autosize mah={320} type="auto">
      <Table striped stickyHeader aria-label="People to invite">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Row</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Groups</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.row}>
              <Table.Td>{row.row}</Table.Td>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td style={{ overflowWrap: "anywhere" }}>{row.email}</Table.Td>
              <Table.Td>{roleLabel(row.role)}</Table.Td>
              <Table.Td>{row.groups.join(", ")}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

function ImportForm({ onClose }: { onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const preview = trpc.invitations.import.useMutation();
  const importAll = trpc.invitations.import.useMutation({
    onSuccess: ({ invited }) => {
      showToast({ title: "Invitations sent", message: `${invited} people were invited by e-mail.` });
      onClose();
    },
  });

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setCsv(null);
    setFileError(null);
    preview.reset();
    importAll.reset();
    if (!chosen) return;
    const text = await chosen.text();
    if (text.length > INVITATION_IMPORT_MAX_CHARS) {
      setFileError(`The file is too large: at most ${INVITATION_IMPORT_MAX_CHARS / 1024} KB.`);
      return;
    }
    setCsv(text);
    // The server is the authority: it checks every row and answers what it would do.
    preview.mutate({ csv: text, preview: true });
  };

  const failure =
    fileError ?? (preview.error ? mutationErrorMessage(preview.error, "Could not read the file") : null);
  const rows = preview.data?.rows;
  return (
    <Stack gap="md">
      <Text size="sm">
        A CSV file with a header row naming the columns {invitationImportColumns.join(", ")} (name and email
        required; several groups separated by "{INVITATION_GROUP_SEPARATOR}"). Up to{" "}
        {INVITATION_IMPORT_MAX_ROWS.toLocaleString("en")} people; nobody is invited unless every row is valid.
      </Text>
      <FileInput
        label="CSV file"
        accept=".csv,text/csv"
        value={file}
        onChange={(chosen) => void choose(chosen)}
        leftSection={<IconFileTypeCsv size={18} aria-hidden />}
        clearable
        clearButtonProps={{ "aria-label": "Clear the file" }}
        data-autofocus
      />
      {preview.isPending && <Text size="sm">Checking the file...</Text>}
      {failure && <Refusal message={failure} />}
      {importAll.error && <Refusal message={mutationErrorMessage(importAll.error, "Could not invite")} />}
      {rows && (
        <>
          <Text size="sm" fw={600} role="status">
            {rows.length === 1 ? "1 person" : `${rows.length} people`} will be invited.
          </Text>
          <PreviewTable rows={rows} />
        </>
      )}
      <DialogActions onCancel={onClose}>
        <Button
          disabled={!rows || !csv || importAll.isPending}
          onClick={() => csv && importAll.mutate({ csv, preview: false })}
        >
          {importAll.isPending ? "Inviting..." : rows ? `Invite ${rows.length} people` : "Invite"}
        </Button>
      </DialogActions>
    </Stack>
  );
}

/** 'Import from CSV': choose a file, see the server's preview (or the bad rows), then invite everyone. */
export function ImportDialog({ opened, onClose }: ImportDialogProps) {
  return (
    <AppDialog opened={opened} onClose={onClose} title="Invite people from a CSV file" size="xl">
      {opened && <ImportForm onClose={onClose} />}
    </AppDialog>
  );
}
