import { AUDIT_CSV_FILENAME, auditActionLabels, auditActions, type AuditEvent } from "@leadcoach/api/schemas";
import { Button, Group, Paper, Select, Skeleton, Table, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { ListTable } from "../../components/list-table";
import { DownloadButton } from "../../components/download-button";
import { Page } from "../../components/page";
import { PagedList } from "../../components/paged-list";
import { saveFromApi, useDownload } from "../../lib/download";
import { maxLengthOf, useSchemaForm } from "../../lib/form";
import { trpc } from "../../lib/trpc";
import { auditExportUrl, emptyAuditFilter, ZAuditFilterForm, type AuditFilter } from "./audit-filter-form";

const actionOptions = [
  { value: "", label: "All actions" },
  ...auditActions.map((action) => ({ value: action, label: auditActionLabels[action] })),
];

/** Who acted, as an admin reads it: the account's address now, else the label the event kept. */
function actorText(event: AuditEvent): string {
  return event.actorEmail ? `${event.actorEmail} (${event.actorLabel})` : event.actorLabel;
}

function AuditRows({ events }: { events: AuditEvent[] }) {
  return (
    <ListTable minWidth={720} columns={["Time", "Action", "Actor", "Subject", "IP", "Detail"]}>
      {events.map((event) => (
        <Table.Tr key={event.id}>
          <Table.Td>{new Date(event.occurredAt).toLocaleString()}</Table.Td>
          <Table.Td>{auditActionLabels[event.action]}</Table.Td>
          <Table.Td>{actorText(event)}</Table.Td>
          <Table.Td>{event.subjectType ? `${event.subjectType} ${event.subjectId ?? ""}` : ""}</Table.Td>
          <Table.Td>{event.ip ?? ""}</Table.Td>
          <Table.Td>
            <Text size="xs" ff="monospace">
              {JSON.stringify(event.detail)}
            </Text>
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}

/** /admin/audit (super admins): the audit trail, newest first, filtered by action or actor, as CSV too. */
export function AuditScreen() {
  const [filter, setFilter] = useState<AuditFilter>({ action: undefined, actorEmail: undefined });
  const form = useSchemaForm(ZAuditFilterForm, emptyAuditFilter);
  const pages = trpc.audit.list.useInfiniteQuery(filter, {
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

  const csv = useDownload(() => saveFromApi(auditExportUrl(filter), AUDIT_CSV_FILENAME), {
    saved: { title: "Success", message: "Audit trail downloaded" },
    failed: { title: "Error", message: "Failed to download the audit trail" },
  });

  return (
    <Page
      size="xl"
      title="Audit Trail"
      description="What admins changed and the security events of every account, newest first."
      actions={<DownloadButton file={csv}>Export CSV</DownloadButton>}
    >
      <Paper withBorder radius="md" p="md">
        <form onSubmit={form.onSubmit(setFilter)} noValidate aria-label="Filter the audit trail">
          <Group align="flex-end">
            <Select
              label="Action"
              data={actionOptions}
              allowDeselect={false}
              {...form.getInputProps("action")}
            />
            <TextInput
              label="Actor e-mail"
              type="email"
              maxLength={maxLengthOf(ZAuditFilterForm, "actorEmail")}
              {...form.getInputProps("actorEmail")}
            />
            <Button type="submit" variant="light">
              Apply filters
            </Button>
          </Group>
        </form>
      </Paper>
      <PagedList
        pages={pages}
        items={(page) => page.events}
        errorTitle="The audit trail could not be loaded"
        loading={<Skeleton height={240} radius="md" aria-label="Loading the audit trail" />}
        empty={<Text>No audit events match.</Text>}
      >
        {(events) => <AuditRows events={events} />}
      </PagedList>
    </Page>
  );
}
