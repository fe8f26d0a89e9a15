import { describe, expect, it } from "vitest";
import { redactSecrets } from "../src/app";

describe("redactSecrets", () => {
  it("hides feedback and calendar-feed tokens in logged URLs", () => {
    expect(redactSecrets("/api/peer-feedback/form?token=abc123&x=1")).toBe(
      "/api/peer-feedback/form?token=[redacted]&x=1",
    );
    expect(redactSecrets("/feedback?token=s3cr3t")).toBe("/feedback?token=[redacted]");
    expect(redactSecrets("/api/calendar/feed/AbC-_123.ics")).toBe("/api/calendar/feed/[redacted]");
    expect(redactSecrets("/api/dashboard")).toBe("/api/dashboard");
    // The single sign-on callback's authorization code and state.
    expect(redactSecrets("/api/auth/sso/callback?code=c0de&state=st4te&iss=x")).toBe(
      "/api/auth/sso/callback?code=[redacted]&state=[redacted]&iss=x",
    );
  });

  it("hides the input of tRPC queries, where a feedback token travels as URL-encoded JSON", () => {
    const input = encodeURIComponent(JSON.stringify({ token: "A".repeat(43) }));
    expect(redactSecrets(`/trpc/feedback.form?input=${input}`)).toBe("/trpc/feedback.form?input=[redacted]");
    expect(redactSecrets(`/trpc/auth.session,feedback.form?batch=1&input=${input}`)).toBe(
      "/trpc/auth.session,feedback.form?batch=1&input=[redacted]",
    );
    expect(redactSecrets("/api/search?input=visible")).toBe("/api/search?input=visible");
  });
});
