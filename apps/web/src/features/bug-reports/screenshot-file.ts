import {
  BUG_SCREENSHOT_SIZE_MESSAGE,
  BUG_SCREENSHOT_TYPE_MESSAGE,
  MAX_BUG_SCREENSHOT_BYTES,
  bugScreenshotContentTypes,
} from "@leadcoach/api/schemas";

/** The file input's `accept`: the image types the server takes. */
export const SCREENSHOT_ACCEPT = bugScreenshotContentTypes.join(",");

const typeNames: Record<string, string> = { png: "PNG", jpeg: "JPEG", webp: "WebP" };

/** 'PNG, JPEG or WebP image, at most 5 MB', from the server's own rules. */
export function screenshotHint(): string {
  const names = bugScreenshotContentTypes.map((type) => {
    const subtype = type.split("/")[1] ?? type;
    return typeNames[subtype] ?? subtype.toUpperCase();
  });
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}` : (names[0] ?? "");
  return `${list} image, at most ${MAX_BUG_SCREENSHOT_BYTES / (1024 * 1024)} MB`;
}

/** Why a chosen file cannot be the screenshot (the server's own messages), or null when it can. */
export function screenshotFileError(file: { type: string; size: number }): string | null {
  if (!(bugScreenshotContentTypes as readonly string[]).includes(file.type))
    return BUG_SCREENSHOT_TYPE_MESSAGE;
  if (file.size > MAX_BUG_SCREENSHOT_BYTES) return BUG_SCREENSHOT_SIZE_MESSAGE;
  return null;
}

/** The file as a data URL, ready for the report's `screenshot`. */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === "string" ? resolve(reader.result) : reject(new Error("Unreadable file"));
    reader.onerror = () => reject(reader.error ?? new Error("Unreadable file"));
    reader.readAsDataURL(file);
  });
}
