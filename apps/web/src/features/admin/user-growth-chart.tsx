import { LineChart } from "@mantine/charts";
import type { UserGrowthPoint } from "./admin-display";

/**
 * The 'User Growth' line: new accounts per month, '6 mo ago' ... 'Last month', then 'This month (so
 * far)', whose label (on the axis and in the tooltip) says it is still counting. Its own chunk (lazy).
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
      accessibilityLayer={false}
    />
  );
}
