import {
  ActionIcon,
  Button,
  ColorSwatch,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
  useMantineTheme,
  VisuallyHidden,
} from "@mantine/core";
import { useIntersection, useMediaQuery } from "@mantine/hooks";
import { IconChartBar, IconClipboardList, IconInfoCircle } from "@tabler/icons-react";
import { keepPreviousData } from "@tanstack/react-query";
import { lazy, memo, Suspense, useDeferredValue, useId, useMemo, useState } from "react";
import { TakeAssessmentButton } from "../assessment/take-assessment-button";
import { BusyRegion } from "../../components/loading";
import { QueryState } from "../../components/query-state";
import { categoryColorsByName, categoryFill } from "../../lib/category-colors";
import { trpc } from "../../lib/trpc";
import { useAssessmentAreas } from "../assessment/use-assessment-areas";
import {
  assessmentCategorySplit,
  DEFAULT_SKILL_HISTORY_RANGE,
  skillHistoryRangeOptions,
  skillsChartHeight,
  type SkillHistoryRange,
} from "./chart-content";

// The chart library is a large download: it loads only when there is something to draw.
const SkillsBarChart = lazy(() => import("./skills-bar-chart"));
const CHART_HEIGHT = 340;
/** Score axis marks: fewer on a phone, where the bars are short. */
const PHONE_TICKS = [0, 50, 100] as const;
const WIDE_TICKS = [0, 25, 50, 75, 100] as const;

const rangeLabels: Record<SkillHistoryRange, string> = {
  "6weeks": "6 weeks",
  "3months": "3 months",
  "6months": "6 months",
};

/**
 * The skills bar chart with its range selector, or 'No Progress Data Yet'. Memoised: the dashboard's
 * own updates (its greeting, a refetched summary) do not draw the chart again.
 */
export const SkillsProgressChart = memo(function SkillsProgressChart({
  hasAssessment,
}: {
  hasAssessment: boolean;
}) {
  const [range, setRange] = useState<SkillHistoryRange>(DEFAULT_SKILL_HISTORY_RANGE);
  const history = trpc.dashboard.skillHistory.useQuery({ range }, { placeholderData: keepPreviousData });
  const areas = useAssessmentAreas();
  const split = assessmentCategorySplit(areas.data?.areas ?? []);
  const splitId = useId();
  const rangeLabelId = useId();

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-labelledby="skills-chart-heading"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Group gap={6}>
            <Title order={2} size="h3" id="skills-chart-heading">
              Skills Progress
            </Title>
            <Tooltip
              multiline
              w={260}
              openDelay={700}
              events={{ hover: true, focus: true, touch: true }}
              label={
                <Stack gap={2}>
                  <Text size="sm" fw={600} inherit>
                    Assessment categories
                  </Text>
                  {split.map((line) => (
                    <Text key={line} size="sm" inherit>
                      {line}
                    </Text>
                  ))}
                </Stack>
              }
            >
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label="Assessment categories"
                aria-describedby={splitId}
              >
                <IconInfoCircle size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <VisuallyHidden id={splitId}>{split.join("; ")}</VisuallyHidden>
          </Group>
          {hasAssessment && (
            <Group gap="xs">
              <VisuallyHidden id={rangeLabelId}>Chart range</VisuallyHidden>
              {/* Toggle buttons rather than a segmented control: its sliding indicator measures the
                  layout as it mounts, which cost the dashboard's first render a forced layout. */}
              <Button.Group aria-labelledby={rangeLabelId}>
                {skillHistoryRangeOptions.map((option) => (
                  <Button
                    key={option.value}
                    size="compact-sm"
                    variant={range === option.value ? "filled" : "default"}
                    aria-pressed={range === option.value}
                    onClick={() => setRange(option.value)}
                  >
                    {option.label}
                  </Button>
                ))}
              </Button.Group>
            </Group>
          )}
        </Group>

        {!hasAssessment ? (
          <NoProgressData />
        ) : (
          <QueryState
            query={history}
            loading={
              <BusyRegion label="Loading skills progress">
                <Skeleton height={CHART_HEIGHT} radius="md" />
              </BusyRegion>
            }
            renderError={() => (
              <Text role="alert">Skills progress could not be loaded. Please refresh the page.</Text>
            )}
            isEmpty={(loaded) => loaded.latest.length === 0}
            empty={
              <Stack align="center" ta="center" gap="xs" py="xl">
                <Text fw={600}>No progress recorded in the last {rangeLabels[range]}</Text>
                <Text size="sm">Choose a longer range, or retake the assessment when it is due.</Text>
              </Stack>
            }
          >
            {(loaded) => (
              <SkillsChart latest={loaded.latest} range={range} dimmed={history.isPlaceholderData} />
            )}
          </QueryState>
        )}
      </Stack>
    </Paper>
  );
});

function SkillsChart({
  latest,
  range,
  dimmed,
}: {
  latest: readonly { skillName: string; score: number; categoryName: string }[];
  range: SkillHistoryRange;
  dimmed: boolean;
}) {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  // The category colours come with the catalogue (already cached by most screens).
  const categories = trpc.skills.categories.useQuery();
  const colorByName = useMemo(() => categoryColorsByName(categories.data ?? []), [categories.data]);
  // Kept between renders while the answers stay the same, so the memoised chart is not drawn again.
  const data = useMemo(
    () =>
      latest.map((item) => ({
        skill: item.skillName,
        score: item.score,
        category: item.categoryName,
        color: categoryFill(colorByName.get(item.categoryName) ?? "gray"),
      })),
    [latest, colorByName],
  );
  const legend = [...new Set(data.map((item) => item.category))];
  // Answers arriving (the history, the category colours) re-render this at once; the chart itself, the
  // heaviest part of the page, is drawn again in a background pass React splits into short slices.
  const chartData = useDeferredValue(data);
  // The chart library is the page's largest download and its longest piece of work: it loads once the
  // chart is about to scroll into view (at once on a wide screen; on a phone, below the figures, when
  // the person scrolls towards it). The table below gives screen readers the same figures meanwhile.
  const { ref: observeChartArea, entry: chartAreaEntry } = useIntersection<HTMLDivElement>({
    rootMargin: "200px",
  });
  const [chartWanted, setChartWanted] = useState(false);
  if (!chartWanted && chartAreaEntry?.isIntersecting) setChartWanted(true);
  const chartPlaceholder = <Skeleton height={skillsChartHeight(chartData.length)} radius="md" />;

  return (
    <>
      <Group gap="md" style={{ rowGap: 4 }} aria-hidden data-testid="skills-chart-legend">
        {legend.map((name) => (
          <Group key={name} gap={6} wrap="nowrap">
            <ColorSwatch color={categoryFill(colorByName.get(name) ?? "gray")} size={12} withShadow={false} />
            <Text size="sm">{name}</Text>
          </Group>
        ))}
      </Group>
      <div aria-hidden data-testid="skills-chart" ref={observeChartArea}>
        {chartWanted ? (
          <Suspense fallback={chartPlaceholder}>
            <SkillsBarChart
              data={chartData}
              labelLineLength={phone ? 16 : 32}
              labelWidth={phone ? 124 : 220}
              ticks={phone ? PHONE_TICKS : WIDE_TICKS}
              dimmed={dimmed}
            />
          </Suspense>
        ) : (
          chartPlaceholder
        )}
      </div>
      <VisuallyHidden>
        <table>
          <caption>Latest skill scores, last {rangeLabels[range]}</caption>
          <thead>
            <tr>
              <th scope="col">Skill</th>
              <th scope="col">Category</th>
              <th scope="col">Score</th>
            </tr>
          </thead>
          <tbody>
            {data.map((item) => (
              <tr key={item.skill}>
                <th scope="row">{item.skill}</th>
                <td>{item.category}</td>
                <td>{item.score}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </>
  );
}

function NoProgressData() {
  return (
    <Stack align="center" ta="center" gap="sm" py="xl">
      <IconChartBar size={40} aria-hidden />
      <Title order={3} size="h4">
        No Progress Data Yet
      </Title>
      <Text size="sm" maw={420}>
        Take the leadership skills assessment to see your scores for each skill here.
      </Text>
      <TakeAssessmentButton align="center" leftSection={<IconClipboardList size={16} aria-hidden />} />
    </Stack>
  );
}
