import {
  calendarSettings,
  emailSubscriptionDefaults,
  emailSubscriptions,
  notificationKinds,
  type CalendarSetting,
  type EmailSubscription,
  type NotificationKind,
} from "@leadcoach/api/schemas";
import { Skeleton, Stack, Switch, Title } from "@mantine/core";
import { BusyRegion } from "../../components/loading";
import { QueryState } from "../../components/query-state";
import { Section } from "../../components/section";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { calendarSettingLabels } from "./calendar-setting-labels";
import { emailSubscriptionLabels } from "./email-subscription-labels";
import { notificationKindLabels } from "./notification-kind-labels";

/** One switch per notification kind, per e-mail and per calendar setting; a change is saved at once. */
export function NotificationPreferencesSection() {
  const utils = trpc.useUtils();
  const preferences = trpc.settings.notificationPreferences.useQuery();

  const update = trpc.settings.updateNotificationPreferences.useMutation({
    onMutate: async ({ kinds, emails, calendar }) => {
      await utils.settings.notificationPreferences.cancel();
      const previous = utils.settings.notificationPreferences.getData();
      utils.settings.notificationPreferences.setData(undefined, (current) =>
        current
          ? {
              kinds: { ...current.kinds, ...kinds },
              emails: { ...current.emails, ...emails },
              calendar: { ...current.calendar, ...calendar },
            }
          : current,
      );
      return { previous };
    },
    onSuccess: (saved) => utils.settings.notificationPreferences.setData(undefined, saved),
    onError: (_error, _input, context) => {
      if (context?.previous) utils.settings.notificationPreferences.setData(undefined, context.previous);
      showToast({
        title: "Preferences Not Saved",
        message: "Your notification preferences could not be saved. Please try again.",
        variant: "destructive",
      });
    },
  });

  const toggle = (kind: NotificationKind, enabled: boolean) => update.mutate({ kinds: { [kind]: enabled } });
  const toggleEmail = (name: EmailSubscription, enabled: boolean) =>
    update.mutate({ emails: { [name]: enabled } });
  const toggleCalendar = (name: CalendarSetting, enabled: boolean) =>
    update.mutate({ calendar: { [name]: enabled } });

  return (
    <Section
      id="notification-preferences-heading"
      title="Notifications"
      description="Choose which events add a notification to the bell in the header."
    >
      <QueryState
        query={preferences}
        loading={
          <BusyRegion label="Loading notification preferences" gap="sm">
            {notificationKinds.map((kind) => (
              <Skeleton key={kind} height={36} />
            ))}
          </BusyRegion>
        }
        errorTitle="Preferences could not be loaded"
        errorAction="refresh"
      >
        {(loaded) => (
          <Stack gap="md">
            <PreferenceSwitches
              names={notificationKinds}
              labels={notificationKindLabels}
              isOn={(kind) => loaded.kinds[kind] ?? true}
              onToggle={toggle}
            />
            <Title order={3} size="h4" mt="sm">
              E-mail
            </Title>
            <PreferenceSwitches
              names={emailSubscriptions}
              labels={emailSubscriptionLabels}
              isOn={(name) => loaded.emails[name] ?? emailSubscriptionDefaults[name]}
              onToggle={toggleEmail}
            />
            <Title order={3} size="h4" mt="sm">
              Calendar
            </Title>
            <PreferenceSwitches
              names={calendarSettings}
              labels={calendarSettingLabels}
              isOn={(name) => loaded.calendar[name] ?? true}
              onToggle={toggleCalendar}
            />
          </Stack>
        )}
      </QueryState>
    </Section>
  );
}

interface PreferenceSwitchesProps<Name extends string> {
  names: readonly Name[];
  /** What each switch is called, and what it does. */
  labels: Record<Name, { label: string; description: string }>;
  isOn: (name: Name) => boolean;
  onToggle: (name: Name, enabled: boolean) => void;
}

/** One switch per name of a group (notification kinds, e-mails, calendar settings). */
function PreferenceSwitches<Name extends string>({
  names,
  labels,
  isOn,
  onToggle,
}: PreferenceSwitchesProps<Name>) {
  return names.map((name) => (
    <Switch
      key={name}
      checked={isOn(name)}
      onChange={(event) => onToggle(name, event.currentTarget.checked)}
      label={labels[name].label}
      description={labels[name].description}
    />
  ));
}
