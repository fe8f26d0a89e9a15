import { Table, type TableProps } from "@mantine/core";
import type { ReactNode } from "react";
import { TableHead } from "./table-head";

/** One row of figures: what it is about (the row's header), then one cell per further column. */
export interface FigureRow {
  key: string | number;
  header: ReactNode;
  cells: readonly ReactNode[];
}

interface FigureTableProps extends Pick<
  TableProps,
  "striped" | "highlightOnHover" | "withTableBorder" | "verticalSpacing"
> {
  /** The column headings; the first heads the rows' own headers. */
  columns: readonly string[];
  rows: readonly FigureRow[];
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** Names the table when no heading above it does. */
  caption?: string | undefined;
}

/** A table of figures, each row named by its first cell (a row header, for screen readers). */
export function FigureTable({ columns, rows, minWidth, caption, ...table }: FigureTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table {...table}>
        {caption && <Table.Caption>{caption}</Table.Caption>}
        <TableHead columns={columns} />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={500}>
                {row.header}
              </Table.Th>
              {row.cells.map((cell, index) => (
                <Table.Td key={index}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
