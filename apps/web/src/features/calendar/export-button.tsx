import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { mutationErrorMessage } from "../../lib/mutation-error";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { downloadTextFile } from "./download-file";

/** 'Export to calendar': the user's activities as an .ics file. */
export function ExportButton() {
  const utils = trpc.useUtils();
  const [busy, setBusy] = useState(false);

  const exportIcs = async () => {
    setBusy(true);
    try {
      // Always fresh: read through the client, not the query cache.
      const file = await utils.client.calendar.exportIcs.query();
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

  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      onClick={() => void exportIcs()}
      disabled={busy}
    >
      Export to calendar
    </Button>
  );
}
