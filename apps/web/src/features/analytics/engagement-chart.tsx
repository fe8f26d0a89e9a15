import { AreaChart } from "@mantine/charts";

export interface EngagementPoint {
  day: string;
  users: number;
  sessions: number;
  lessons: number;
}

/** Daily users, sessions and lessons over the range. Its own chunk (lazy), with the chart library. */
export default function EngagementChart({
  data,
  height,
}: {
  data: readonly EngagementPoint[];
  height: number;
}) {
  return (
    <AreaChart
      h={height}
      data={data.map((point) => ({ ...point }))}
      dataKey="day"
      series={[
        { name: "users", label: "Users", color: "indigo.6" },
        { name: "sessions", label: "Sessions", color: "teal.6" },
        { name: "lessons", label: "Lessons", color: "orange.6" },
      ]}
      curveType="monotone"
      withLegend
      withDots={data.length <= 31}
      gridAxis="y"
      xAxisProps={{ fontSize: 11, minTickGap: 16 }}
      yAxisProps={{ allowDecimals: false, fontSize: 11 }}
      accessibilityLayer={false}
    />
  );
}
