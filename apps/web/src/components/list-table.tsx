import { Button, Group, Table, type TableProps } from "@mantine/core";
import type { ReactNode } from "react";
import { TableHead } from "./table-head";

interface ListTableProps extends Pick<TableProps, "verticalSpacing"> {
  /** The column names, in order. */
  columns: readonly ReactNode[];
  /** A last column for each row's buttons (`RowActions`), named "Actions" for screen readers. */
  withActions?: boolean;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** A line under the table, about all its rows. */
  caption?: ReactNode;
  /** The rows: a `Table.Tr` a record, its name in a row header (`Table.Th scope="row"`). */
  children: ReactNode;
}

/** A list of records, one striped row each (programs, groups, events...), that scrolls on a narrow screen. */
export function ListTable({
  columns,
  withActions,
  minWidth,
  caption,
  verticalSpacing,
  children,
}: ListTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing={verticalSpacing}>
        {caption && <Table.Caption>{caption}</Table.Caption>}
        <TableHead columns={columns} hiddenLast={withActions ? "Actions" : undefined} />
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A row's buttons, side by side at the end of the row. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      {children}
    </Group>
  );
}

interface RowButtonProps {
  /** The accessible name: the button's word and the record it acts on ("Archive Q3 cohort"). */
  label: string;
  /** Red and quiet, for what removes or ends the record (the dialog it opens asks first). */
  danger?: boolean;
  icon?: ReactNode;
  loading?: boolean;
  onClick: () => void;
  children: string;
}

/** A small button acting on one record of a list. */
export function RowButton({ label, danger = false, icon, loading, onClick, children }: RowButtonProps) {
  return (
    <Button
      size="xs"
      variant={danger ? "subtle" : "default"}
      color={danger ? "red" : undefined}
      leftSection={icon}
      loading={loading}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
