import { afterEach, describe, expect, it } from "vitest";
import { smtpTransport, type MailTransport } from "./services/email/transport";
import { linksIn, startTestMailbox, type TestMailbox } from "./testing-mail";

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const thing of open.splice(0).reverse()) await thing.close();
});

async function mailbox(port?: number): Promise<TestMailbox> {
  const box = await startTestMailbox(port ? { port } : {});
  open.push(box);
  return box;
}
function transport(box: TestMailbox): MailTransport {
  const t = smtpTransport(box.url, "LeadCoach <no-reply@leadcoach.test>", { sendTimeoutMs: 5_000 });
  open.push(t);
  return t;
}

const email = (to: string, subject = "Hello") => ({
  id: 1,
  to,
  subject,
  text: "Open https://app.test/feedback?token=t0k3n.\nThanks",
  html: "<p>Open <a href='https://app.test/feedback?token=t0k3n'>this</a></p>",
  messageId: "<outbox-1.abc@leadcoach.test>",
});

describe("linksIn", () => {
  it("finds http(s) addresses and leaves trailing punctuation out", () => {
    expect(linksIn("Go to https://a.test/x?y=1&z=2. Or (http://b.test/p), not ftp://c.test")).toEqual([
      "https://a.test/x?y=1&z=2",
      "http://b.test/p",
    ]);
    expect(linksIn("nothing here")).toEqual([]);
  });
});

describe("startTestMailbox", () => {
  it("receives and parses what an SMTP client sends", async () => {
    const box = await mailbox();
    expect(box.url).toBe(`smtp://127.0.0.1:${box.port}`);
    await transport(box).send(email("Reviewer@Example.test"));
    const mail = await box.waitFor((m) => m.to === "reviewer@example.test");
    expect(mail).toMatchObject({
      recipients: ["reviewer@example.test"],
      subject: "Hello",
      messageId: "<outbox-1.abc@leadcoach.test>",
      links: ["https://app.test/feedback?token=t0k3n"],
    });
    expect(mail.from).toContain("no-reply@leadcoach.test");
    expect(mail.text).toContain("Thanks");
    expect(mail.html).toContain("<a href");
  });

  it("waits for a message still to come, and says what it got when none matches", async () => {
    const box = await mailbox();
    const waiting = box.waitFor((m) => m.subject === "Later", 5_000);
    await transport(box).send(email("a@example.test", "Later"));
    expect((await waiting).subject).toBe("Later");
    await expect(box.waitFor((m) => m.subject === "Never", 200)).rejects.toThrow(
      /No a matching message within 200 ms \(received 1: a@example.test: Later\)/,
    );
    box.clear();
    expect(box.messages).toEqual([]);
  });

  it("refuses with 451 while rejecting, and can come back on the same port after closing", async () => {
    const box = await mailbox();
    const t = transport(box);
    box.setRejecting(true);
    await expect(t.send(email("a@example.test"))).rejects.toThrow(/451/);
    expect(box.rejected).toBe(1);
    box.setRejecting(false);
    await t.send(email("a@example.test"));
    expect(box.messages).toHaveLength(1);

    const port = box.port;
    await box.close();
    await expect(t.send(email("b@example.test"))).rejects.toThrow(/ECONNREFUSED/);
    const again = await mailbox(port);
    await t.send(email("b@example.test"));
    expect(again.messages.map((m) => m.to)).toEqual(["b@example.test"]);
  });
});
