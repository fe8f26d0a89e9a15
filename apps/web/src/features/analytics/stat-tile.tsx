import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { BusyRegion } from "../../components/loading";

export interface StatTileProps {
  label: string;
  value: string;
  icon: Icon;
  color: string;
  /** A line under the figure, such as the change from the previous period. */
  caption?: string | undefined;
}

/** One headline figure. */
export function StatTile({ label, value, icon: TileIcon, color, caption }: StatTileProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={600}>
            {label}
          </Text>
          <ThemeIcon variant="light" color={color} radius="md" aria-hidden>
            <TileIcon size={18} />
          </ThemeIcon>
        </Group>
        <Text fz={26} fw={700} lh={1.1}>
          {value}
        </Text>
        {caption && <Text size="sm">{caption}</Text>}
      </Stack>
    </Paper>
  );
}

/** A row of figures: one column on a phone, two on a small screen, `cols` on a wide one. */
export function TileGrid({ cols, children }: { cols: 3 | 4; children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: cols }} spacing="md">
      {children}
    </SimpleGrid>
  );
}

/** A tab's placeholder while its figures load, announced as loading. */
export function TabSkeleton({ label, tiles = 4 }: { label: string; tiles?: 3 | 4 }) {
  return (
    <BusyRegion label={label} gap="md">
      <TileSkeletons count={tiles} height={104} />
      <Skeleton height={240} radius="md" />
    </BusyRegion>
  );
}

/** Placeholders for a row of figures while they load. */
export function TileSkeletons({ count, height }: { count: 3 | 4; height: number }) {
  return (
    <TileGrid cols={count}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={height} radius="md" />
      ))}
    </TileGrid>
  );
}
