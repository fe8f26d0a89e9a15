import { RadarChart } from "@mantine/charts";
import { useMatches } from "@mantine/core";

export interface RadarPoint {
  category: string;
  self: number | null;
  others: number | null;
  previous?: number | null;
}

interface ReportRadarProps {
  data: readonly RadarPoint[];
  withSelf: boolean;
  /** The previous cycle's title, when its reviewer averages are drawn too. */
  previousTitle: string | null;
}

/** Self against reviewers by category on the 1-5 scale. Its own chunk (lazy), as the dashboard's chart. */
export default function ReportRadar({ data, withSelf, previousTitle }: ReportRadarProps) {
  // Room for the category names beside the chart on a phone; a larger chart where there is space.
  const outerRadius = useMatches({ base: "62%", sm: "72%" });
  const series = [
    ...(withSelf ? [{ name: "self", label: "You", color: "indigo.6", opacity: 0.15 }] : []),
    { name: "others", label: "Reviewers", color: "teal.6", opacity: 0.25 },
    ...(previousTitle
      ? [{ name: "previous", label: `Reviewers, ${previousTitle}`, color: "gray.6", opacity: 0.05 }]
      : []),
  ];
  return (
    <RadarChart
      h={360}
      data={data.map((point) => ({ ...point }))}
      dataKey="category"
      series={series}
      withLegend
      withPolarRadiusAxis
      polarRadiusAxisProps={{ domain: [0, 5], ticks: [1, 2, 3, 4, 5], angle: 45, fontSize: 11 }}
      polarAngleAxisProps={{ tick: CategoryTick }}
      radarChartProps={{ outerRadius }}
      withDots
      accessibilityLayer={false}
    />
  );
}

interface TickProps {
  x?: number | string;
  y?: number | string;
  textAnchor?: "start" | "middle" | "end" | "inherit";
  payload?: { value?: string | number };
}

/** A category name around the chart, one word per line, so long names fit beside it on a phone. */
function CategoryTick({ x = 0, y = 0, textAnchor = "middle", payload }: TickProps) {
  const words = String(payload?.value ?? "").split(" ");
  const lineHeight = 14;
  const firstDy = -((words.length - 1) * lineHeight) / 2;
  return (
    <text
      x={x}
      y={y}
      textAnchor={textAnchor}
      dominantBaseline="central"
      fontSize={12}
      fill="var(--chart-text-color, var(--mantine-color-dimmed))"
    >
      {words.map((word, index) => (
        <tspan key={index} x={x} dy={index === 0 ? firstDy : lineHeight}>
          {word}
        </tspan>
      ))}
    </text>
  );
}
