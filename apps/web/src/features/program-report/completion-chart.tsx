import { BarChart } from "@mantine/charts";
import { Box, VisuallyHidden } from "@mantine/core";

/**
 * Completion by week as bars (percent of those who began the week who did all its steps). The table
 * beside it carries the same figures as text, so the chart is hidden from screen readers.
 */
export default function CompletionChart({ weeks }: { weeks: readonly { week: number; percent: number }[] }) {
  const data = weeks.map((w) => ({ week: `Week ${w.week}`, percent: w.percent }));
  return (
    <Box component="figure" m={0}>
      <div aria-hidden>
        <BarChart
          h={220}
          data={data}
          dataKey="week"
          series={[{ name: "percent", label: "Did all the week's steps", color: "blue.7" }]}
          yAxisProps={{ domain: [0, 100], ticks: [0, 25, 50, 75, 100] }}
          valueFormatter={(value) => `${value}%`}
          withTooltip={false}
          withBarValueLabel
          valueLabelProps={{ fill: "currentColor", fontSize: 12, fontWeight: 600 }}
          maxBarWidth={48}
          accessibilityLayer={false}
        />
      </div>
      <VisuallyHidden component="figcaption">Completion by week, as listed in the table.</VisuallyHidden>
    </Box>
  );
}
