import { describe, expect, it } from "vitest";
import { removeLegacyNotificationStorage } from "./legacy-storage";
import { createMemoryStorage } from "./memory-storage.test-util";

describe("removeLegacyNotificationStorage", () => {
  it("removes every notifications-* key and nothing else", () => {
    const storage = createMemoryStorage({
      "notifications-7": "[]",
      "notifications-guest": "[]",
      "notifications-old-sample": "[]",
      "leadcoach-color-scheme": "dark",
      "assessment-progress-7": "{}",
    });
    expect(removeLegacyNotificationStorage(storage).sort()).toEqual([
      "notifications-7",
      "notifications-guest",
      "notifications-old-sample",
    ]);
    expect(storage.length).toBe(2);
    expect(storage.getItem("leadcoach-color-scheme")).toBe("dark");
  });

  it("does nothing without storage", () => {
    expect(removeLegacyNotificationStorage(undefined)).toEqual([]);
  });
});
