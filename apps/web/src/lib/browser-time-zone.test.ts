import { timeZones, ZTimeZone } from "@leadcoach/api/schemas";
import { afterEach, describe, expect, it, vi } from "vitest";
import { browserTimeZone } from "./browser-time-zone";

const reportZone = (timeZone: string) =>
  vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({
    ...new Intl.DateTimeFormat().resolvedOptions(),
    timeZone,
  });

describe("browserTimeZone", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is the browser's zone when the server would accept it", () => {
    reportZone("Europe/Berlin");
    expect(browserTimeZone()).toBe("Europe/Berlin");
  });

  it("is undefined when the browser reports no zone the server accepts, so sign-up never fails on it", () => {
    reportZone("Mars/Olympus");
    expect(browserTimeZone()).toBeUndefined();
  });

  it("offers UTC and accepts every listed zone", () => {
    expect(timeZones).toContain("UTC");
    expect(timeZones.every((zone) => ZTimeZone.safeParse(zone).success)).toBe(true);
  });
});
