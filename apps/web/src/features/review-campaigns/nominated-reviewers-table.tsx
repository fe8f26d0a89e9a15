import { feedbackRelationshipLabels, type NominatedReviewer } from "@leadcoach/api/schemas";
import { Table, Text } from "@mantine/core";
import { TableHead } from "../../components/table-head";

/** A reviewer list as nominated: each person's name (when given), address and relationship. */
export function NominatedReviewersTable({
  reviewers,
  caption,
}: {
  reviewers: readonly NominatedReviewer[];
  caption: string;
}) {
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table withTableBorder striped>
        <Table.Caption>{caption}</Table.Caption>
        <TableHead columns={["Reviewer", "Relationship"]} />
        <Table.Tbody>
          {reviewers.map((reviewer) => (
            <Table.Tr key={reviewer.reviewerEmail}>
              <Table.Td>
                {reviewer.reviewerName ? (
                  <>
                    <Text size="sm" fw={500}>
                      {reviewer.reviewerName}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                      {reviewer.reviewerEmail}
                    </Text>
                  </>
                ) : (
                  <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                    {reviewer.reviewerEmail}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{feedbackRelationshipLabels[reviewer.relationship]}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
