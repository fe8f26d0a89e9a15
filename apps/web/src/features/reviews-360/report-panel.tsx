import {
  feedbackRatingOptions,
  feedbackRelationshipLabels,
  MIN_REVIEWERS_PER_GROUP,
  type ReviewCycleDetail,
  type ReviewGap,
  type ReviewReport,
} from "@leadcoach/api/schemas";
import {
  Box,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconEyeOff, IconLock, IconSparkles } from "@tabler/icons-react";
import { lazy, Suspense } from "react";
import { FigureTable } from "../../components/figure-table";
import { StackSkeleton } from "../../components/loading";
import { QueryState } from "../../components/query-state";
import { Section } from "../../components/section";
import { trpc } from "../../lib/trpc";
import {
  formatGap,
  formatInstant,
  formatScore,
  leftoverText,
  campaignReleaseText,
  lockedReportText,
  releaseText,
} from "./review-display";

// The chart library is a large download: it loads only once there is a report to draw.
const ReportRadar = lazy(() => import("./report-radar"));

interface ReportPanelProps {
  cycle: ReviewCycleDetail;
  onInvite: () => void;
}

/** Step 3: locked until enough reviewers have answered, then self against reviewers. */
export function ReportPanel({ cycle, onInvite }: ReportPanelProps) {
  const report = trpc.reviews360.report.useQuery({ cycleId: cycle.id });
  return (
    <QueryState query={report} loading={<ReportSkeleton />} errorTitle="The report could not be loaded">
      {(loaded) =>
        loaded.released ? (
          <ReleasedReport report={loaded} open={cycle.status === "active"} />
        ) : (
          <LockedReport
            report={loaded}
            canInvite={cycle.status === "active"}
            onInvite={onInvite}
            releaseAt={cycle.status === "active" ? (cycle.campaign?.releaseAt ?? null) : null}
          />
        )
      }
    </QueryState>
  );
}

function LockedReport({
  report,
  canInvite,
  onInvite,
  releaseAt,
}: {
  report: ReviewReport;
  canInvite: boolean;
  onInvite: () => void;
  /** A campaign's cycle: nothing shows before this, whatever has arrived. */
  releaseAt: string | null;
}) {
  if (releaseAt) {
    return (
      <Card withBorder radius="md" padding="xl">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconLock size={28} />
          </ThemeIcon>
          <Title order={2} size="h3">
            {campaignReleaseText({ releaseAt })}
          </Title>
          <Text maw={560}>
            Everyone in this campaign gets their results on the same day, pooled from at least{" "}
            {report.minimumResponses} answers, so nobody&apos;s ratings or comments can be traced back to
            them. Until then no figure is shown, however many reviewers have answered.
          </Text>
          {canInvite && (
            <Button variant="light" onClick={onInvite}>
              Nominate reviewers
            </Button>
          )}
        </Stack>
      </Card>
    );
  }
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconLock size={28} />
        </ThemeIcon>
        <Title order={2} size="h3">
          Results are not shown yet
        </Title>
        <Text fw={600}>{lockedReportText(report.responseCount, report.minimumResponses)}</Text>
        <Text maw={560}>
          Reviewer answers are pooled and only shown once at least {report.minimumResponses} people have
          answered, so nobody&apos;s ratings or comments can be traced back to them.
        </Text>
        {canInvite && (
          <Button variant="light" onClick={onInvite}>
            Invite reviewers
          </Button>
        )}
      </Stack>
    </Card>
  );
}

function ReleasedReport({ report, open }: { report: ReviewReport; open: boolean }) {
  const leftover = open ? null : leftoverText(report.unpooledCount, report.newAnswersPerRelease);
  const withSelf = report.selfAssessmentCompleted;
  const previous = report.previousCycle;
  const radarData = report.categories.map((c) => ({
    category: c.categoryName,
    self: c.self,
    others: c.others,
    ...(previous ? { previous: c.previousOthers } : {}),
  }));

  return (
    <Stack gap="xl">
      {report.release && (
        <Text fw={600}>{releaseText(report.release, open, report.newAnswersPerRelease)}</Text>
      )}
      {leftover && <Text c="dimmed">{leftover}</Text>}
      <Text>
        Based on {report.release?.answerCount ?? report.responseCount} reviewer answers, on a scale from 1
        (rarely) to 5 (consistently).
        {withSelf
          ? " The gap is your rating minus your reviewers' average."
          : " You did not rate yourself in this review."}
      </Text>

      <Section plain title="By category" id="report-categories">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Box
            role="img"
            aria-label={`Radar chart of your ratings and your reviewers' averages by category: ${report.categories
              .map((c) => `${c.categoryName}: you ${formatScore(c.self)}, reviewers ${formatScore(c.others)}`)
              .join("; ")}.`}
          >
            <Suspense fallback={<Skeleton height={360} />}>
              <ReportRadar data={radarData} withSelf={withSelf} previousTitle={previous?.title ?? null} />
            </Suspense>
          </Box>
          <ScoreTable
            caption="Averages by category"
            firstHeader="Category"
            withPrevious={previous !== null}
            rows={report.categories.map((c) => ({ ...c, key: c.categoryKey, name: c.categoryName }))}
          />
        </SimpleGrid>
        <Group gap="xl">
          <Text>
            Overall rating: you {formatScore(report.overall.self)}, reviewers{" "}
            {formatScore(report.overall.others)}
            <Text span c="dimmed">
              {" "}
              (5 = {feedbackRatingOptions[0].label})
            </Text>
          </Text>
        </Group>
      </Section>

      {withSelf && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <GapList
            title="Blind spots"
            icon={<IconEyeOff size={20} />}
            explanation={`You rate yourself at least ${report.gapThreshold} point higher than your reviewers do.`}
            empty="No blind spots: none of your ratings is a point or more above your reviewers'."
            gaps={report.blindSpots}
          />
          <GapList
            title="Hidden strengths"
            icon={<IconSparkles size={20} />}
            explanation={`Your reviewers rate you at least ${report.gapThreshold} point higher than you do.`}
            empty="No hidden strengths: none of your ratings is a point or more below your reviewers'."
            gaps={report.hiddenStrengths}
          />
        </SimpleGrid>
      )}

      <Section plain title="By behaviour" id="report-skills">
        <ScoreTable
          caption="Averages by behaviour"
          firstHeader="Skill and behaviour"
          withPrevious={previous !== null}
          rows={report.skills.map((s) => ({ ...s, key: s.skillKey, name: s.skillName, detail: s.behaviour }))}
        />
      </Section>

      <Section plain title="By relationship" id="report-relationships">
        {report.relationships.length === 0 ? (
          <Text>
            No group has {MIN_REVIEWERS_PER_GROUP} answers of its own yet, so answers are shown only all
            together.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table withTableBorder striped>
              <Table.Caption>Reviewers&apos; averages by relationship</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Group</Table.Th>
                  <Table.Th scope="col">Answers</Table.Th>
                  <Table.Th scope="col">All behaviours</Table.Th>
                  {report.categories.map((c) => (
                    <Table.Th scope="col" key={c.categoryKey}>
                      {c.categoryName}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.relationships.map((group) => (
                  <Table.Tr key={group.relationship}>
                    <Table.Th scope="row">{feedbackRelationshipLabels[group.relationship]}</Table.Th>
                    <Table.Td>{group.count}</Table.Td>
                    <Table.Td>{formatScore(group.average)}</Table.Td>
                    {group.categories.map((c) => (
                      <Table.Td key={c.categoryKey}>{formatScore(c.average)}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {report.ungroupedCount > 0 && (
          <Text size="sm" c="dimmed">
            {report.ungroupedCount} {report.ungroupedCount === 1 ? "answer comes" : "answers come"} from
            groups with fewer than {MIN_REVIEWERS_PER_GROUP} reviewers: counted in every average above, not
            shown by group.
          </Text>
        )}
      </Section>

      <Section plain title="Comments" id="report-comments">
        <Text size="sm" c="dimmed">
          Shown without names, in alphabetical order, never in the order they arrived.
        </Text>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <CommentList title="Strengths" comments={report.comments.strengths} />
          <CommentList title="Areas for development" comments={report.comments.areasForImprovement} />
          <CommentList title="Other comments" comments={report.comments.additionalComments} />
        </SimpleGrid>
      </Section>

      {previous && (
        <Text size="sm" c="dimmed">
          “Previous” is your reviewers&apos; average in “{previous.title}” (started{" "}
          {formatInstant(previous.createdAt)}, {previous.responseCount} answers).
        </Text>
      )}
    </Stack>
  );
}

/** A category's or a skill's figures, under the name (and the behaviour) the table shows. */
interface ScoreRow extends Pick<
  ReviewReport["categories"][number],
  "self" | "others" | "gap" | "previousOthers"
> {
  key: string;
  name: string;
  detail?: string;
}

function ScoreTable({
  caption,
  firstHeader,
  rows,
  withPrevious,
}: {
  caption: string;
  firstHeader: string;
  rows: ScoreRow[];
  withPrevious: boolean;
}) {
  return (
    <FigureTable
      withTableBorder
      striped
      verticalSpacing="sm"
      minWidth={withPrevious ? 440 : 360}
      caption={caption}
      columns={[firstHeader, "You", "Reviewers", "Gap", ...(withPrevious ? ["Previous"] : [])]}
      rows={rows.map((row) => ({
        key: row.key,
        header: (
          <>
            {row.name}
            {row.detail && (
              <Text size="xs" c="dimmed" fw={400}>
                {row.detail}
              </Text>
            )}
          </>
        ),
        cells: [
          formatScore(row.self),
          formatScore(row.others),
          formatGap(row.gap),
          ...(withPrevious ? [formatScore(row.previousOthers)] : []),
        ],
      }))}
    />
  );
}

function GapList({
  title,
  icon,
  explanation,
  empty,
  gaps,
}: {
  title: string;
  icon: React.ReactNode;
  explanation: string;
  empty: string;
  gaps: ReviewGap[];
}) {
  const headingId = `gaps-${title.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group gap="xs">
          <ThemeIcon variant="light" radius="xl" aria-hidden>
            {icon}
          </ThemeIcon>
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
        </Group>
        <Text size="sm">{explanation}</Text>
        {gaps.length === 0 ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : (
          <List spacing="xs">
            {gaps.map((gap) => (
              <List.Item key={gap.skillKey}>
                <Text span fw={600}>
                  {gap.skillName}
                </Text>
                <Text span>
                  {" "}
                  – you {formatScore(gap.self)}, reviewers {formatScore(gap.others)} ({formatGap(gap.gap)})
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Card>
  );
}

function CommentList({ title, comments }: { title: string; comments: string[] }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        {comments.length === 0 ? (
          <Text size="sm" c="dimmed">
            No comments.
          </Text>
        ) : (
          <List spacing="xs" aria-label={title}>
            {comments.map((comment, index) => (
              <List.Item key={index}>
                <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                  {comment}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Card>
  );
}

function ReportSkeleton() {
  return <StackSkeleton label="Loading the report" gap="md" lines={[[20, "60%"], [320], [200]]} />;
}
