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

/** Saves text as a file of the given content type. */
export function downloadTextFile(filename: string, content: string, type: string): void {
  saveBlob(new Blob([content], { type }), filename);
}
