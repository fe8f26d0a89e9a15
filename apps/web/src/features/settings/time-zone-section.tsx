import { Select } from "@mantine/core";
import { timeZones } from "@leadcoach/api/schemas";
import { useMemo } from "react";
import { Section } from "../../components/section";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { useSignedInUser } from "../auth/use-session";

/** The person's time zone: weekly e-mails arrive on their local Monday morning. Saved on pick. */
export function TimeZoneSection() {
  const user = useSignedInUser();
  const update = trpc.settings.updateTimeZone.useMutation({
    onSuccess: ({ timeZone }) => showToast({ title: "Time zone saved", message: timeZone ?? "" }),
    onError: (error) =>
      showToast({ title: "Time zone not saved", message: error.message, variant: "destructive" }),
  });
  // A zone stored from another browser may be an alias this one does not list; keep it selectable.
  const options = useMemo(
    () => (user.timeZone && !timeZones.includes(user.timeZone) ? [user.timeZone, ...timeZones] : timeZones),
    [user.timeZone],
  );

  return (
    <Section id="time-zone-heading" title="Time zone" gap="sm">
      <Select
        label="Your time zone"
        description="Weekly e-mails arrive on your Monday morning in this time zone."
        placeholder="Pick a time zone"
        data={options}
        value={update.variables?.timeZone ?? user.timeZone}
        onChange={(timeZone) => timeZone && update.mutate({ timeZone })}
        searchable
        nothingFoundMessage="No time zone matches"
        allowDeselect={false}
        disabled={update.isPending}
        limit={50}
      />
    </Section>
  );
}
