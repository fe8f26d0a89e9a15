import { RadarChart } from "@mantine/charts";

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
  const series = [
    ...(withSelf ? [{ name: "self", label: "You", color: "indigo.6", opacity: 0.15 }] : []),
    { name: "others", label: "Reviewers", color: "teal.6", opacity: 0.25 },
    ...(previousTitle
      ? [{ name: "previous", label: `Reviewers, ${previousTitle}`, color: "gray.6", opacity: 0.05 }]
      : []),
  ];
  return (
    <RadarChart
      h={340}
      data={data.map((point) => ({ ...point }))}
      dataKey="category"
      series={series}
      withLegend
      withPolarRadiusAxis
      polarRadiusAxisProps={{ domain: [0, 5], ticks: [1, 2, 3, 4, 5], angle: 45, fontSize: 11 }}
      polarAngleAxisProps={{ fontSize: 12 }}
      // Room for the category names on a phone.
      radarChartProps={{ outerRadius: "62%" }}
      withDots
      accessibilityLayer={false}
    />
  );
}
