import { BarChart } from "@mantine/charts";
import { memo } from "react";
import { CHART_AXIS_DOMAIN, skillsChartHeight, wrapAxisLabel } from "./chart-content";

export interface SkillBar {
  skill: string;
  score: number;
  category: string;
  /** The bar's colour: its category's, from the shared category colour definition. */
  color: string;
}

interface SkillsBarChartProps {
  data: readonly SkillBar[];
  /** Characters per line of a skill name beside its bar; smaller on a phone. */
  labelLineLength: number;
  /** Width kept for the skill names. */
  labelWidth: number;
  /** Score axis marks: fewer on a phone, where the bars are short. */
  ticks: readonly number[];
  /** Faded while a new range loads. */
  dimmed: boolean;
}

/**
 * One horizontal bar per skill, coloured by category, on a 0-100 % axis. Horizontal bars keep every
 * skill name readable at any width (names sit beside the bars, wrapped, instead of under them,
 * rotated). Its own chunk (lazy). Memoised: drawing it is the dashboard's heaviest render, and its
 * props change only with the data, the range or the screen width.
 */
export default memo(function SkillsBarChart({
  data,
  labelLineLength,
  labelWidth,
  ticks,
  dimmed,
}: SkillsBarChartProps) {
  return (
    <BarChart
      h={skillsChartHeight(data.length)}
      data={[...data]}
      dataKey="skill"
      orientation="vertical"
      series={[{ name: "score", label: "Score", color: "indigo.6" }]}
      xAxisProps={{ domain: [...CHART_AXIS_DOMAIN], ticks: [...ticks], interval: 0 }}
      yAxisProps={{
        width: labelWidth,
        interval: 0,
        tick: (props: SkillTickProps) => <SkillTick {...props} lineLength={labelLineLength} />,
      }}
      valueFormatter={(value) => `${value}%`}
      gridAxis="x"
      maxBarWidth={24}
      withTooltip={false}
      withBarValueLabel
      valueLabelProps={{ position: "right", fill: "currentColor", fontSize: 12, fontWeight: 600 }}
      // Room right of a full bar for its value label.
      barChartProps={{ margin: { right: 40 } }}
      accessibilityLayer={false}
      style={{ opacity: dimmed ? 0.6 : 1, transition: "opacity 150ms" }}
    />
  );
});

interface SkillTickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value?: string | number };
}

/** A skill name left of its bar, wrapped onto lines of at most `lineLength` characters. */
function SkillTick({ x = 0, y = 0, payload, lineLength }: SkillTickProps & { lineLength: number }) {
  const lines = wrapAxisLabel(String(payload?.value ?? ""), lineLength);
  const lineHeight = 14;
  const top = -((lines.length - 1) * lineHeight) / 2;
  return (
    <text
      x={Number(x) - 8}
      y={Number(y)}
      textAnchor="end"
      fontSize={12}
      fill="currentColor"
      dominantBaseline="central"
      data-chart-label
    >
      {lines.map((line, index) => (
        <tspan key={index} x={Number(x) - 8} dy={index === 0 ? top : lineHeight}>
          {line}
        </tspan>
      ))}
    </text>
  );
}
