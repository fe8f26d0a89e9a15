import {
  calendarSettings,
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

/** One switch per notification kind and per opt-in e-mail; a change is saved at once. */
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
            {notificationKinds.map((kind) => (
              <Switch
                key={kind}
                checked={loaded.kinds[kind] ?? true}
                onChange={(event) => toggle(kind, event.currentTarget.checked)}
                label={notificationKindLabels[kind].label}
                description={notificationKindLabels[kind].description}
              />
            ))}
            <Title order={3} size="h4" mt="sm">
              E-mail
            </Title>
            {emailSubscriptions.map((name) => (
              <Switch
                key={name}
                checked={loaded.emails[name] ?? false}
                onChange={(event) => toggleEmail(name, event.currentTarget.checked)}
                label={emailSubscriptionLabels[name].label}
                description={emailSubscriptionLabels[name].description}
              />
            ))}
            <Title order={3} size="h4" mt="sm">
              Calendar
            </Title>
            {calendarSettings.map((name) => (
              <Switch
                key={name}
                checked={loaded.calendar[name] ?? true}
                onChange={(event) => toggleCalendar(name, event.currentTarget.checked)}
                label={calendarSettingLabels[name].label}
                description={calendarSettingLabels[name].description}
              />
            ))}
          </Stack>
        )}
      </QueryState>
    </Section>
  );
}
