import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { trpc } from "../../../lib/trpc";
import { changeColor, describeChange, formatChange, formatShortDate } from "./results-content";
import { TableHead } from "../../../components/table-head";

/** Every past assessment, newest first: its date, overall and category scores and the change since the one before. */
export function AssessmentHistory({ currentId }: { currentId: number }) {
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
      <Stack gap="sm">
        <Title order={2} size="h3" id="assessment-history">
          Your assessment history
        </Title>
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" aria-labelledby="assessment-history" data-testid="assessment-history">
            <TableHead columns={["Date", "Overall", "Change", "Categories"]} hiddenLast="Results" />
            <HistoryPage currentId={currentId} before={undefined} />
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}

/** One page of the history; 'Show older assessments' adds the next page below it. */
function HistoryPage({ currentId, before }: { currentId: number; before: number | undefined }) {
  const history = trpc.assessment.history.useQuery(before === undefined ? {} : { before });
  const [showOlder, setShowOlder] = useState(false);

  if (history.isPending) {
    return (
      <Table.Tbody aria-busy="true">
        <Table.Tr>
          <Table.Td colSpan={5}>
            <Skeleton height={20} />
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    );
  }
  if (history.isError) {
    return (
      <Table.Tbody>
        <Table.Tr>
          <Table.Td colSpan={5}>
            <Group gap="xs">
              <Text size="sm" role="alert">
                The history could not be loaded.
              </Text>
              <Button size="xs" variant="default" onClick={() => void history.refetch()}>
                Try again
              </Button>
            </Group>
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    );
  }
  const { items, nextBefore } = history.data;
  return (
    <>
      <Table.Tbody>
        {items.map((item) => {
          const current = item.assessmentId === currentId;
          return (
            <Table.Tr
              key={item.assessmentId}
              aria-current={current ? "true" : undefined}
              fw={current ? 600 : undefined}
            >
              <Table.Td>{formatShortDate(item.completedAt)}</Table.Td>
              <Table.Td>{item.overallScore}%</Table.Td>
              <Table.Td>
                {item.overallChange === null ? (
                  <Text size="sm">First assessment</Text>
                ) : (
                  <Badge
                    color={changeColor(item.overallChange)}
                    variant="light"
                    c="var(--mantine-color-text)"
                  >
                    <span aria-hidden>{formatChange(item.overallChange)}</span>
                    <VisuallyHidden>{describeChange(item.overallChange)}</VisuallyHidden>
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{item.categories.map((c) => `${c.shortLabel} ${c.score}%`).join(" · ")}</Text>
              </Table.Td>
              <Table.Td>
                {current ? (
                  <Text size="sm">Shown above</Text>
                ) : (
                  <Anchor component={Link} to={`/assessment/results/${item.assessmentId}`} size="sm">
                    View results<VisuallyHidden> of {formatShortDate(item.completedAt)}</VisuallyHidden>
                  </Anchor>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
      {nextBefore !== null &&
        (showOlder ? (
          <HistoryPage currentId={currentId} before={nextBefore} />
        ) : (
          <Table.Tbody>
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Button size="xs" variant="default" onClick={() => setShowOlder(true)}>
                  Show older assessments
                </Button>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        ))}
    </>
  );
}
