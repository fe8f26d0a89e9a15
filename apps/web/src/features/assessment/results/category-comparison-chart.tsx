import { BarChart } from "@mantine/charts";
import { Box, VisuallyHidden } from "@mantine/core";

interface CategoryComparisonChartProps {
  categories: readonly {
    categoryId: number;
    shortLabel: string;
    score: number;
    previousScore: number | null;
  }[];
  hasPrevious: boolean;
}

/**
 * The four category percents as bars, beside the previous assessment's when there is one. The cards
 * above carry the same figures as text, so the chart itself is hidden from screen readers.
 */
export function CategoryComparisonChart({ categories, hasPrevious }: CategoryComparisonChartProps) {
  const data = categories.map((c) => ({
    category: c.shortLabel,
    score: c.score,
    previous: c.previousScore ?? 0,
  }));
  return (
    // On a phone the four cards say it all; the bars' long category names would not fit under them.
    <Box component="figure" m={0} visibleFrom="sm">
      <div aria-hidden>
        <BarChart
          h={240}
          data={data}
          dataKey="category"
          series={[
            ...(hasPrevious ? [{ name: "previous", label: "Previous", color: "gray.5" }] : []),
            { name: "score", label: "This assessment", color: "indigo.6" },
          ]}
          withLegend={hasPrevious}
          xAxisProps={{ interval: 0 }}
          yAxisProps={{ domain: [0, 100], ticks: [0, 25, 50, 75, 100] }}
          valueFormatter={(value) => `${value}%`}
          withTooltip={false}
          withBarValueLabel
          valueLabelProps={{ fill: "currentColor", fontSize: 12, fontWeight: 600 }}
          maxBarWidth={40}
          accessibilityLayer={false}
        />
      </div>
      <VisuallyHidden component="figcaption">
        Category scores{hasPrevious ? " compared with your previous assessment" : ""}, as listed above.
      </VisuallyHidden>
    </Box>
  );
}
