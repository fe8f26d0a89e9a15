import { describe, expect, it } from "vitest";
import { createMemoryStorage } from "../notifications/memory-storage.test-util";
import { rememberToastForNextPage, takeRememberedToast } from "./completion-toast";

describe("remembered toast", () => {
  it("is shown once after the redirect", () => {
    const storage = createMemoryStorage();
    rememberToastForNextPage({ title: "Assessment Completed!", message: "Done." }, storage);
    expect(takeRememberedToast(storage)).toEqual({
      title: "Assessment Completed!",
      message: "Done.",
      variant: "default",
    });
    expect(takeRememberedToast(storage)).toBeNull();
  });

  it("ignores anything unreadable", () => {
    expect(takeRememberedToast(createMemoryStorage({ "leadcoach-pending-toast": "{" }))).toBeNull();
    expect(takeRememberedToast(createMemoryStorage({ "leadcoach-pending-toast": "{}" }))).toBeNull();
  });
});
