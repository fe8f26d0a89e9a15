/**
 * A real SMTP server for tests: what the app sends goes over a socket to `smtp-server`, is parsed by
 * `mailparser` and kept here, so a test reads the message a person would get (both parts, headers,
 * the link to click) rather than what a mocked transport was handed.
 */
import type { AddressInfo } from "node:net";
import { simpleParser, type AddressObject } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** The first envelope recipient (RCPT TO), lower-cased; the app sends one recipient per e-mail. */
  to: string;
  /** Every envelope recipient, lower-cased. */
  recipients: string[];
  /** The From header as written (display name and address). */
  from: string;
  subject: string;
  text: string;
  /** The HTML part; '' when the message has none. */
  html: string;
  /** The Message-ID header, angle brackets included. */
  messageId: string;
  /** http(s) addresses in the text part, in order. */
  links: string[];
  /** Each header's value as sent (unfolded), by lower-case name; the first when a name repeats. */
  headers: Record<string, string>;
}

export interface TestMailbox {
  port: number;
  /** For SMTP_URL or `smtpTransport`. */
  url: string;
  /** Every message accepted so far, in arrival order. */
  messages: ReceivedMail[];
  /** How many messages were refused while rejecting (see `setRejecting`). */
  rejected: number;
  /** The first message (already received or still to come) that matches; rejects after the timeout. */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Resolves once at least `count` messages have arrived. */
  waitForCount(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /**
   * While on, every recipient is answered "451 try again later": the server is up but refuses mail,
   * as a relay does when it is overloaded. For "down", `close()` and start again on the same port.
   */
  setRejecting(rejecting: boolean): void;
  /** Forgets the messages received so far. */
  clear(): void;
  /** Stops listening and drops open connections (a pooled client's idle ones included). */
  close(): Promise<void>;
}

/** The http(s) addresses in a text, trailing punctuation of the sentence left out. */
export function linksIn(text: string): string[] {
  return (text.match(/https?:\/\/[^\s<>"']+/g) ?? []).map((link) => link.replace(/[.,;:!?)\]]+$/, ""));
}

function addressText(value: AddressObject | AddressObject[] | undefined): string {
  if (!value) return "";
  return (Array.isArray(value) ? value : [value]).map((a) => a.text).join(", ");
}

function rawHeaders(lines: readonly { key: string; line: string }[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { key, line } of lines) {
    const value = line
      .slice(line.indexOf(":") + 1)
      .replace(/\r?\n[ \t]+/g, " ")
      .trim();
    headers[key.toLowerCase()] ??= value;
  }
  return headers;
}

/** Starts the server on 127.0.0.1, on a free port unless one is given (to come back on the same one). */
export async function startTestMailbox(options: { port?: number } = {}): Promise<TestMailbox> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let rejecting = false;

  const mailbox: TestMailbox = {
    port: 0,
    url: "",
    messages,
    rejected: 0,
    waitFor: (predicate, timeoutMs = 5_000) =>
      waitUntil(() => messages.find(predicate), timeoutMs, "a matching message"),
    waitForCount: (count, timeoutMs = 5_000) =>
      waitUntil(() => (messages.length >= count ? messages : undefined), timeoutMs, `${count} messages`),
    setRejecting: (value) => (rejecting = value),
    clear: () => void messages.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  function waitUntil<T>(found: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const check = () => {
        const value = found();
        if (value === undefined) return false;
        clearTimeout(timer);
        waiters.delete(onMessage);
        resolve(value);
        return true;
      };
      const onMessage = () => void check();
      const timer = setTimeout(() => {
        waiters.delete(onMessage);
        const seen = messages.map((m) => `${m.to}: ${m.subject}`).join("; ") || "none";
        reject(new Error(`No ${what} within ${timeoutMs} ms (received ${messages.length}: ${seen})`));
      }, timeoutMs);
      if (!check()) waiters.add(onMessage);
    });
  }

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // No DNS lookups per connection, no limit on commands per connection (a pooled client sends many),
    // and a quick close: tests stop the server between cases.
    disableReverseLookup: true,
    maxAllowedUnauthenticatedCommands: false,
    closeTimeout: 100,
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!rejecting) return callback();
      mailbox.rejected += 1;
      const error = Object.assign(new Error("Mailbox unavailable, try again later"), { responseCode: 451 });
      callback(error);
    },
    onData(stream, session, callback) {
      // The 250 is answered only once the message is stored: when the client's send resolves, the
      // message is in `messages`.
      simpleParser(stream)
        .then((parsed) => {
          const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          const text = parsed.text ?? "";
          messages.push({
            to: recipients[0] ?? "",
            recipients,
            from: addressText(parsed.from),
            subject: parsed.subject ?? "",
            text,
            html: parsed.html || "",
            messageId: parsed.messageId ?? "",
            links: linksIn(text),
            headers: rawHeaders(parsed.headerLines),
          });
          for (const waiter of [...waiters]) waiter();
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  // A client dropping its connection is routine here (tests close pools and servers at will).
  server.on("error", () => {});

  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.server.once("error", onError);
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      server.server.off("error", onError);
      resolve();
    });
  });
  mailbox.port = (server.server.address() as AddressInfo).port;
  mailbox.url = `smtp://127.0.0.1:${mailbox.port}`;
  return mailbox;
}
