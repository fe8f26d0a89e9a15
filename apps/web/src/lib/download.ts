import { useState } from "react";
import { showToast, type ToastOptions } from "./toast";

/** Saves a blob under a file name through a temporary link and object URL. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Fetches a file from the app's own API with the session cookie and saves it; throws on an error answer. */
export async function saveFromApi(url: string, filename: string): Promise<void> {
  const response = await fetch(url, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  saveBlob(await response.blob(), filename);
}

/** Saves text as a file of the given content type. */
export function downloadTextFile(filename: string, content: string, type: string): void {
  saveBlob(new Blob([content], { type }), filename);
}

/** A download the server refused with a reason a person can act on: the toast shows those words. */
export class DownloadRefused extends Error {}

interface DownloadToasts {
  /** Shown once the file is saved, where the screen confirms it. */
  saved?: ToastOptions;
  /** The red toast when the download fails (a `DownloadRefused` reason replaces the message). */
  failed: { title: string; message: string };
}

/**
 * A file a button downloads: `downloading` while it is fetched (the button shows a spinner, so a second
 * click starts nothing), then the screen's toast, or a red one when it failed (the error is logged).
 */
export function useDownload(save: () => Promise<void>, { saved, failed }: DownloadToasts) {
  const [downloading, setDownloading] = useState(false);
  const download = () => {
    setDownloading(true);
    void save()
      .then(
        () => {
          if (saved) showToast(saved);
        },
        (error: unknown) => {
          console.error(failed.message, error);
          const message = error instanceof DownloadRefused ? error.message : failed.message;
          showToast({ title: failed.title, message, variant: "destructive" });
        },
      )
      .finally(() => setDownloading(false));
  };
  return { downloading, download };
}

/**
 * A report offered in several formats ('Download CSV' / 'Download PDF'): `pending` names the format being
 * fetched (its button shows a spinner), and a failed download shows the red toast.
 */
export function useFormatDownload<Format extends string>() {
  const [pending, setPending] = useState<Format | null>(null);
  const download = async (format: Format, url: string, filename: string) => {
    setPending(format);
    try {
      await saveFromApi(url, filename);
    } catch {
      showToast({
        title: "Download Failed",
        message: "The report could not be downloaded. Please try again.",
        variant: "destructive",
      });
    } finally {
      setPending(null);
    }
  };
  return { pending, download };
}
