import { LineChart } from "@mantine/charts";
import type { UserGrowthPoint } from "./admin-display";

/**
 * The 'User Growth' line: new accounts per month, '6 mo ago' ... 'Last month', then 'This month' so
 * far (the caption under the chart says it is still counting). Every label is shown: recharts would
 * otherwise drop some of the seven to avoid overlaps. Its own chunk (lazy).
 */
export default function UserGrowthChart({ data }: { data: UserGrowthPoint[] }) {
  return (
    <LineChart
      h={240}
      data={data}
      dataKey="month"
      series={[{ name: "users", label: "New users", color: "indigo.6" }]}
      curveType="monotone"
      gridAxis="y"
      xAxisProps={{ interval: 0 }}
      accessibilityLayer={false}
    />
  );
}
