import type { ScheduledActivity } from "@leadcoach/api/schemas";
import { Button, Card, Group, SegmentedControl, Skeleton, Stack, Title } from "@mantine/core";
import { IconCalendarPlus, IconCalendarOff } from "@tabler/icons-react";
import { useState } from "react";
import { EmptyState } from "../../components/empty-state";
import { LoadingRegion } from "../../components/loading";
import { Page } from "../../components/page";
import { QueryState } from "../../components/query-state";
import { showToast, toastOnError } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { useSignedInUser } from "../auth/use-session";
import { ActivityCard, type ActivityActions } from "./activity-card";
import { ActivityDialog, type ActivityDialogMode } from "./activity-dialog";
import { emptyActivityForm } from "./activity-form";
import { DeleteActivityDialog } from "./delete-activity-dialog";
import { ExportButton } from "./export-button";
import { ScheduleCalendar } from "./schedule-calendar";
import { groupActivitiesByDay } from "./schedule-display";
import { SubscribePanel } from "./subscribe-panel";
import { useNow } from "./use-now";

type ScheduleView = "list" | "week" | "month";
const viewOptions = [
  { value: "list", label: "List" },
  { value: "week", label: "Week" },
  { value: "month", label: "Month" },
];

/** /calendar: the Activity Schedule. */
export function CalendarScreen() {
  const user = useSignedInUser();
  const activities = trpc.calendar.list.useQuery({ userId: user.id });
  const lessons = trpc.lessons.list.useQuery();
  const [dialog, setDialog] = useState<ActivityDialogMode | null>(null);
  const [deleting, setDeleting] = useState<ScheduledActivity | null>(null);
  const [view, setView] = useState<ScheduleView>("list");
  const now = useNow();

  const join = trpc.calendar.join.useMutation({
    onSuccess: ({ activity }) => {
      showToast({ title: "Joined", message: `“${activity.title}” is marked as attended.` });
    },
    onError: toastOnError("Join Failed", "Could not join the activity."),
  });
  const markDone = trpc.calendar.markDone.useMutation({
    onSuccess: (activity) =>
      showToast({
        title: "Marked as Done",
        message: `“${activity.title}” is done. Use Undo to take it back.`,
      }),
    onError: toastOnError("Could Not Mark as Done", "Could not mark the activity as done."),
  });
  const undoDone = trpc.calendar.undoDone.useMutation({
    onSuccess: (activity) =>
      showToast({ title: "Undone", message: `“${activity.title}” is no longer done.` }),
    onError: toastOnError("Undo Failed", "Could not undo."),
  });

  const openCreate = () => setDialog({ kind: "create", initial: emptyActivityForm(new Date()) });
  const scheduleButton = (label: string) => (
    <Button leftSection={<IconCalendarPlus size={16} aria-hidden />} onClick={openCreate}>
      {label}
    </Button>
  );
  const pendingOf = (mutation: { isPending: boolean; variables?: { id: number } }) =>
    mutation.isPending ? (mutation.variables?.id ?? null) : null;
  const actions: ActivityActions = {
    onReschedule: (activity) => setDialog({ kind: "edit", activity, focus: "time" }),
    onEdit: (activity) => setDialog({ kind: "edit", activity, focus: "details" }),
    onDelete: setDeleting,
    onJoin: (activity) => {
      // Opened within the click, so the browser does not block the new tab.
      if (activity.meetingUrl) window.open(activity.meetingUrl, "_blank", "noopener,noreferrer");
      join.mutate({ id: activity.id });
    },
    onMarkDone: (activity) => markDone.mutate({ id: activity.id }),
    onUndoDone: (activity) => undoDone.mutate({ id: activity.id }),
    pendingId: pendingOf(join) ?? pendingOf(markDone) ?? pendingOf(undoDone),
  };

  return (
    <Page
      title="Activity Schedule"
      description="Manage practice sessions, lessons, and development meetings"
      actions={
        <Group gap="sm">
          <ExportButton empty={activities.isSuccess && activities.data.length === 0} />
          {scheduleButton("Schedule Activity")}
        </Group>
      }
    >
      <QueryState
        query={activities}
        loading={<ScheduleSkeleton />}
        errorTitle="Your schedule could not be loaded"
        isEmpty={(loaded) => groupActivitiesByDay(loaded).length === 0}
        empty={
          <EmptyState
            icon={<IconCalendarOff size={32} />}
            title="No scheduled activities"
            description="Plan practice sessions, lessons and development meetings to build a steady rhythm."
            action={scheduleButton("Schedule Your First Activity")}
          />
        }
      >
        {(loaded) => (
          <Stack gap="lg">
            <SegmentedControl
              aria-label="Schedule view"
              data={viewOptions}
              value={view}
              onChange={(value) => setView(value as ScheduleView)}
              style={{ alignSelf: "flex-start" }}
            />
            {view === "list" ? (
              <Stack gap="xl">
                {groupActivitiesByDay(loaded).map((day) => (
                  <Stack key={day.key} gap="sm" component="section" aria-labelledby={`day-${day.key}`}>
                    <Title order={2} size="h4" id={`day-${day.key}`}>
                      {day.label}
                    </Title>
                    {day.activities.map((activity) => (
                      <ActivityCard key={activity.id} activity={activity} actions={actions} now={now} />
                    ))}
                  </Stack>
                ))}
              </Stack>
            ) : (
              <ScheduleCalendar view={view} activities={loaded} actions={actions} now={now} />
            )}
          </Stack>
        )}
      </QueryState>

      <SubscribePanel />

      <ActivityDialog mode={dialog} onClose={() => setDialog(null)} lessons={lessons.data} />
      <DeleteActivityDialog activity={deleting} onClose={() => setDeleting(null)} />
    </Page>
  );
}

function ScheduleSkeleton() {
  return (
    <LoadingRegion label="Loading your schedule">
      <Stack gap="sm">
        <Skeleton height={24} width="35%" />
        {[0, 1, 2].map((key) => (
          <Card key={key} withBorder padding="md" radius="md">
            <Group wrap="nowrap" align="flex-start">
              <Skeleton height={44} width={44} radius="md" />
              <Stack gap="xs" style={{ flex: 1 }}>
                <Skeleton height={18} width="25%" />
                <Skeleton height={16} width="40%" />
                <Skeleton height={20} width="70%" />
              </Stack>
            </Group>
          </Card>
        ))}
      </Stack>
    </LoadingRegion>
  );
}
