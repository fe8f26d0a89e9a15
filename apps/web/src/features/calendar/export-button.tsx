import { Button, Stack, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useId, useState } from "react";
import { mutationErrorMessage } from "../../lib/mutation-error";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { downloadTextFile } from "../../lib/download";

export const NOTHING_TO_EXPORT = "Nothing to export yet";

/**
 * 'Export to calendar': the user's activities as an .ics file. With none scheduled it is disabled and
 * says so, rather than downloading an empty calendar (and if the schedule emptied meanwhile, the
 * server's count says so and a notice replaces the download).
 */
export function ExportButton({ empty }: { empty: boolean }) {
  const utils = trpc.useUtils();
  const [busy, setBusy] = useState(false);
  const captionId = useId();

  const exportIcs = async () => {
    setBusy(true);
    try {
      // Always fresh: read through the client, not the query cache.
      const file = await utils.client.calendar.exportIcs.query();
      if (file.count === 0) {
        showToast({ title: "Nothing to Export", message: "You have no scheduled activities to export." });
        return;
      }
      downloadTextFile(file.filename, file.content, "text/calendar;charset=utf-8");
    } catch (error) {
      console.error("Calendar export failed", error);
      showToast({
        title: "Export Failed",
        message: mutationErrorMessage(
          error as { message: string; data?: unknown },
          "Could not export your calendar.",
        ),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  };

  const button = (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      onClick={() => void exportIcs()}
      disabled={busy || empty}
      aria-describedby={empty ? captionId : undefined}
    >
      Export to calendar
    </Button>
  );
  if (!empty) return button;
  return (
    <Stack gap={2} align="flex-end">
      {button}
      <Text size="xs" id={captionId}>
        {NOTHING_TO_EXPORT}
      </Text>
    </Stack>
  );
}
