import { LineChart } from "@mantine/charts";

/** The 'User Growth' line: new accounts per month, '6 mo ago' ... 'Last month'. Its own chunk (lazy). */
export default function UserGrowthChart({ data }: { data: { month: string; users: number }[] }) {
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
