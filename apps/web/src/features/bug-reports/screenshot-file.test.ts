import { MAX_BUG_SCREENSHOT_BYTES } from "@leadcoach/api/schemas";
import { describe, expect, it } from "vitest";
import { SCREENSHOT_ACCEPT, screenshotFileError, screenshotHint } from "./screenshot-file";

describe("screenshotFileError", () => {
  it("accepts PNG, JPEG and WebP images up to the limit", () => {
    expect(screenshotFileError({ type: "image/png", size: 1000 })).toBeNull();
    expect(screenshotFileError({ type: "image/jpeg", size: MAX_BUG_SCREENSHOT_BYTES })).toBeNull();
    expect(screenshotFileError({ type: "image/webp", size: 1 })).toBeNull();
    expect(SCREENSHOT_ACCEPT).toBe("image/png,image/jpeg,image/webp");
    expect(screenshotHint()).toBe("PNG, JPEG or WebP image, at most 5 MB");
  });
  it("refuses other types and larger files with the server's messages", () => {
    expect(screenshotFileError({ type: "image/gif", size: 10 })).toBe(
      "Screenshot must be a PNG, JPEG or WebP image",
    );
    expect(screenshotFileError({ type: "image/png", size: MAX_BUG_SCREENSHOT_BYTES + 1 })).toBe(
      "Screenshot must be at most 5 MB",
    );
  });
});
