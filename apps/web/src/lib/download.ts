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
