import {
  Box,
  Card,
  SimpleGrid,
  Skeleton,
  Stack,
  VisuallyHidden,
  type MantineSpacing,
  type SimpleGridProps,
} from "@mantine/core";
import type { ReactNode } from "react";

/** A placeholder announced as loading: a polite status region whose hidden text says what is coming. */
export function LoadingRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      {children}
    </Box>
  );
}

/** A placeholder marked busy, with a hidden status line that says what is loading. */
export function BusyRegion({
  label,
  gap,
  children,
}: {
  label: string;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Stack gap={gap} aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {children}
    </Stack>
  );
}

/** One grey bar of a card placeholder: its height in pixels, and its width when narrower than the card. */
export type SkeletonLine = readonly [height: number, width?: string | number];

interface CardGridSkeletonProps {
  label: string;
  count: number;
  cols: SimpleGridProps["cols"];
  /** The bars each card shows, top to bottom, in the shape of the real card. */
  lines: readonly SkeletonLine[];
}

/** A grid of card-shaped placeholders while a list of cards loads. */
export function CardGridSkeleton({ label, count, cols, lines }: CardGridSkeletonProps) {
  return (
    <LoadingRegion label={label}>
      <SimpleGrid cols={cols} spacing="lg">
        {Array.from({ length: count }, (_, card) => (
          <Card key={card} withBorder padding="lg" radius="md">
            <Stack gap="sm">
              {lines.map(([height, width], line) => (
                <Skeleton key={line} height={height} width={width} />
              ))}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </LoadingRegion>
  );
}

/** A screen's or a panel's placeholder: bars one under the other in its shape, announced as loading. */
export function StackSkeleton({
  label,
  gap,
  lines,
}: {
  label: string;
  gap: MantineSpacing;
  lines: readonly SkeletonLine[];
}) {
  return (
    <LoadingRegion label={label}>
      <Stack gap={gap}>
        {lines.map(([height, width], line) => (
          <Skeleton key={line} height={height} width={width} />
        ))}
      </Stack>
    </LoadingRegion>
  );
}

/** `rows` placeholders of one height, one under the other (a list's items). */
export function SkeletonRows({
  rows,
  height,
  gap = "sm",
}: {
  rows: number;
  height: number;
  gap?: MantineSpacing;
}) {
  return (
    <Stack gap={gap}>
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} height={height} radius="md" />
      ))}
    </Stack>
  );
}

/** A list's placeholder: `rows` bars of one height, announced as loading. */
export function ListSkeleton({ label, rows, height }: { label: string; rows: number; height: number }) {
  return (
    <LoadingRegion label={label}>
      <SkeletonRows rows={rows} height={height} />
    </LoadingRegion>
  );
}
