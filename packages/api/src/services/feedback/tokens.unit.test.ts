import { describe, expect, it } from "vitest";
import { ZFeedbackToken } from "../../schemas/feedback";
import { hashSecretToken, newSecretToken } from "../../lib/secret-token";
import { feedbackLink, feedbackLinkExpiry, feedbackReminderTime } from "./tokens";

describe("feedback tokens", () => {
  it("are 32 random bytes in base64url, stored only as their SHA-256", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 100; i++) {
      const { token, tokenHash } = newSecretToken();
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
      expect(ZFeedbackToken.parse(token)).toBe(token);
      expect(tokenHash).toBe(hashSecretToken(token));
      expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(tokenHash).not.toContain(token);
      seen.add(token);
    }
    expect(seen.size).toBe(100);
  });

  it("links expire after 14 days, with the reminder halfway", () => {
    const at = new Date("2026-11-21T10:00:00Z");
    expect(feedbackLinkExpiry(at).toISOString()).toBe("2026-12-05T10:00:00.000Z");
    expect(feedbackReminderTime(at).toISOString()).toBe("2026-11-28T10:00:00.000Z");
  });

  it("point at the web app's /feedback route", () => {
    expect(feedbackLink("https://coach.example/", "abc")).toBe("https://coach.example/feedback?token=abc");
    expect(feedbackLink("http://localhost:3000", "abc")).toBe("http://localhost:3000/feedback?token=abc");
  });
});
