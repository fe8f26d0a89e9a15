import { skillStatusForScore } from "@leadcoach/api/schemas";
import { BarChart } from "@mantine/charts";
import { skillStatusColor } from "../skills/skill-status";
import { chartFloor } from "./chart-content";

export interface SkillBar {
  skill: string;
  score: number;
  category: string;
}

interface SkillsBarChartProps {
  data: readonly SkillBar[];
  height: number;
  /** Faded while a new range loads. */
  dimmed: boolean;
}

/** The bars, coloured by status band, on a 50-100 % axis. Its own chunk (lazy). */
export default function SkillsBarChart({ data, height, dimmed }: SkillsBarChartProps) {
  return (
    <BarChart
      h={height}
      data={[...data]}
      dataKey="skill"
      series={[{ name: "score", label: "Score", color: "indigo.6" }]}
      getBarColor={(value) => `${skillStatusColor(skillStatusForScore(value))}.6`}
      yAxisProps={{ domain: [chartFloor(data.map((item) => item.score)), 100] }}
      xAxisProps={{ angle: -35, textAnchor: "end", height: 110, interval: 0, fontSize: 11 }}
      valueFormatter={(value) => `${value}%`}
      gridAxis="y"
      maxBarWidth={36}
      accessibilityLayer={false}
      style={{ opacity: dimmed ? 0.6 : 1, transition: "opacity 150ms" }}
    />
  );
}
