import { notifications } from "@mantine/notifications";
import { afterEach, describe, expect, it, vi } from "vitest";
import { showToastUnlessInline } from "./toast";

describe("showToastUnlessInline", () => {
  afterEach(() => vi.restoreAllMocks());

  it("skips a toast whose message is already shown inline", () => {
    const show = vi.spyOn(notifications, "show").mockReturnValue("id");
    vi.spyOn(notifications, "clean").mockImplementation(() => undefined);
    const shown = showToastUnlessInline(
      { title: "Password Mismatch", message: "Passwords do not match", variant: "destructive" },
      ["Passwords do not match"],
    );
    expect(shown).toBe(false);
    expect(show).not.toHaveBeenCalled();
  });

  it("shows a toast that says something the fields do not", () => {
    const show = vi.spyOn(notifications, "show").mockReturnValue("id");
    vi.spyOn(notifications, "clean").mockImplementation(() => undefined);
    const shown = showToastUnlessInline(
      { title: "Missing Information", message: "Please fill in all required fields" },
      ["Name is required"],
    );
    expect(shown).toBe(true);
    expect(show).toHaveBeenCalledOnce();
  });
});
