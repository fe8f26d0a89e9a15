import { accessLogAreaLabels } from "@leadcoach/api/schemas";
import { Skeleton, Table, Text } from "@mantine/core";
import { QueryState } from "../../components/query-state";
import { Section } from "../../components/section";
import { trpc } from "../../lib/trpc";
import { roleLabel } from "../users/user-display";
import { TableHead } from "../../components/table-head";

/** 'Who viewed your data': every time an admin opened the user's dashboard, goals, calendar or lessons. */
export function AccessLogSection() {
  const log = trpc.accessLog.mine.useQuery();
  return (
    <Section id="access-log-heading" title="Who viewed your data" gap="sm" p={{ base: "md", sm: "xl" }}>
      <QueryState
        query={log}
        errorTitle="The access log could not be loaded"
        loading={<Skeleton height={80} />}
        empty={<Text size="sm">No administrator has viewed your data.</Text>}
      >
        {(entries) => (
          <Table.ScrollContainer minWidth={420}>
            <Table data-testid="access-log">
              <TableHead columns={["Who", "What", "When"]} />
              <Table.Tbody>
                {entries.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>
                      {entry.viewerName} ({roleLabel(entry.viewerRole)})
                    </Table.Td>
                    <Table.Td>{accessLogAreaLabels[entry.area]}</Table.Td>
                    <Table.Td>
                      <time dateTime={entry.viewedAt}>{new Date(entry.viewedAt).toLocaleString()}</time>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </Section>
  );
}
