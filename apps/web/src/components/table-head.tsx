import { Table, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";

interface TableHeadProps {
  /** The column names, in order. */
  columns: readonly ReactNode[];
  /** A last column of buttons, named for screen readers only (e.g. "Actions"). */
  hiddenLast?: string;
}

/** A table's header row: one column header a name. */
export function TableHead({ columns, hiddenLast }: TableHeadProps) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column, index) => (
          <Table.Th key={index} scope="col">
            {column}
          </Table.Th>
        ))}
        {hiddenLast && (
          <Table.Th scope="col">
            <VisuallyHidden>{hiddenLast}</VisuallyHidden>
          </Table.Th>
        )}
      </Table.Tr>
    </Table.Thead>
  );
}
