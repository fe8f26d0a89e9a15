import { describe, expect, it } from "vitest";
import { defaultApiConfig } from "../../config";
import {
  compose360InvitationEmail,
  composeFeedbackReminderEmail,
  composeFeedbackRequestEmail,
  composeFirstEmail,
  type FeedbackEmailFacts,
} from "./emails";

const token = "T".repeat(43);
const facts: FeedbackEmailFacts = {
  requesterName: "Ada <Lovelace>",
  reviewerEmail: "grace@example.test",
  reviewerName: "Grace",
  relationship: "direct_report",
  message: "What should I <b>stop</b> doing?",
  token,
  expiresAt: new Date("2026-12-05T10:00:00Z"),
  cycleTitle: null,
};
const link = `${defaultApiConfig.appUrl}/feedback?token=${token}`;

describe("feedback e-mails", () => {
  it("the request says who asks, what, the secure personal link and when it expires", () => {
    const mail = composeFeedbackRequestEmail(defaultApiConfig, facts);
    expect(mail).toMatchObject({ to: "grace@example.test", kind: "feedback_request" });
    expect(mail.subject).toBe("Ada <Lovelace> asked for your feedback (LeadCoach)");
    for (const expected of [
      "LeadCoach",
      "Hi Grace,",
      "Ada <Lovelace> is working on their leadership skills",
      "as their direct report",
      "What should I <b>stop</b> doing?",
      "personal and secure",
      "expires on 5 December 2026",
      link,
    ]) {
      expect(mail.text).toContain(expected);
    }
    // User-typed text is escaped in the HTML part; the link is there as a button and as text.
    expect(mail.html).toContain("Ada &lt;Lovelace&gt;");
    expect(mail.html).not.toContain("<b>stop</b>");
    expect(mail.html).toContain(`href="${link}"`);
  });

  it("subjects stay on one line whatever the requester's name holds", () => {
    const mail = composeFeedbackRequestEmail(defaultApiConfig, {
      ...facts,
      requesterName: "Eve\r\nBcc: x@y",
    });
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it("a 360 invitation names the review and says answers are pooled", () => {
    const mail = composeFirstEmail(defaultApiConfig, { ...facts, cycleTitle: "Autumn 360" });
    expect(mail).toEqual(compose360InvitationEmail(defaultApiConfig, { ...facts, cycleTitle: "Autumn 360" }));
    expect(mail.kind).toBe("review_360_invitation");
    expect(mail.subject).toContain("360° review");
    expect(mail.text).toContain('("Autumn 360")');
    expect(mail.text).toContain("at least three people");
    expect(mail.text).toContain(link);
  });

  it("the reminder is marked as the only one and carries the same link", () => {
    const mail = composeFeedbackReminderEmail(defaultApiConfig, {
      ...facts,
      reviewerName: null,
      message: null,
    });
    expect(mail.kind).toBe("feedback_reminder");
    expect(mail.subject).toMatch(/^Reminder: /);
    expect(mail.text).toContain("Hi,");
    expect(mail.text).toContain("the only reminder");
    expect(mail.text).toContain(link);
  });
});
