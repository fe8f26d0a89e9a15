import { describe, expect, it } from "vitest";
import { redactSecrets } from "./app";

describe("redactSecrets", () => {
  it("hides feedback and calendar-feed tokens in logged URLs", () => {
    expect(redactSecrets("/api/peer-feedback/form?token=abc123&x=1")).toBe(
      "/api/peer-feedback/form?token=[redacted]&x=1",
    );
    expect(redactSecrets("/feedback?token=s3cr3t")).toBe("/feedback?token=[redacted]");
    expect(redactSecrets("/api/calendar/feed/AbC-_123.ics")).toBe("/api/calendar/feed/[redacted]");
    expect(redactSecrets("/api/dashboard")).toBe("/api/dashboard");
  });
});
