import { createTransport } from "nodemailer";
import type { Logger } from "../deps";

/** One outbox row, ready to go. */
export interface OutboundEmail {
  /** The outbox row's id, for the log. */
  id: number;
  to: string;
  subject: string;
  text: string;
  /** null or '' sends a text-only message. */
  html: string | null;
  /** The same for every attempt of one row, so a duplicate after a crash is recognisable. */
  messageId: string;
  /** One-click unsubscribe address (RFC 8058); sent as List-Unsubscribe and List-Unsubscribe-Post. */
  listUnsubscribeUrl?: string | null;
}

/** How an outbox message leaves the process. */
export interface MailTransport {
  /** 'sent' once a server accepted it; 'logged' when it was written to the server log instead. */
  send(email: OutboundEmail): Promise<"sent" | "logged">;
  /** How many messages the worker may have in flight at once. */
  readonly concurrency: number;
  /** Closes open connections; the transport is not used afterwards. */
  close(): Promise<void>;
}

export interface SmtpTransportOptions {
  /** Connections kept open to the server (default 5). */
  maxConnections?: number;
  /** One message's whole send, queueing in the pool included (default 60 s). */
  sendTimeoutMs?: number;
}

/**
 * Sends through the SMTP server named by `url` (smtp:// or smtps://, credentials in the URL) over
 * a small pool of connections, so a batch goes out in parallel without a handshake per message.
 * Every wait is bounded: a server that accepts the connection and then says nothing cannot hold the
 * worker (and the claimed rows) for longer than the send timeout, which stays well inside the lease.
 */
export function smtpTransport(url: string, from: string, options: SmtpTransportOptions = {}): MailTransport {
  const maxConnections = options.maxConnections ?? 5;
  const sendTimeoutMs = options.sendTimeoutMs ?? 60_000;
  const transporter = createTransport(
    {
      url,
      pool: true,
      maxConnections,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      dnsTimeout: 10_000,
      // Idle connections go after a minute rather than the default four: the worker polls often
      // but mail comes in bursts.
      idleTimeout: 60_000,
    },
    { from },
  );
  return {
    concurrency: maxConnections,
    async send(email) {
      await transporter.sendMail({
        to: email.to,
        subject: email.subject,
        text: email.text,
        ...(email.html ? { html: email.html } : {}),
        messageId: email.messageId,
        ...(email.listUnsubscribeUrl
          ? {
              headers: {
                "List-Unsubscribe": `<${email.listUnsubscribeUrl}>`,
                "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
              },
            }
          : {}),
        signal: AbortSignal.timeout(sendTimeoutMs),
      });
      return "sent";
    },
    close: async () => transporter.close(),
  };
}

/**
 * Without an SMTP server (local development), a message is written to the log at info level, with
 * its text part: that part carries the link, so whoever runs the app can open it. This is the one
 * log line that may hold a feedback token, and only because nobody else would ever see the message.
 */
export function logTransport(log: Logger): MailTransport {
  return {
    concurrency: 1,
    async send(email) {
      log.info(
        { email: { id: email.id, to: email.to, subject: email.subject, text: email.text } },
        "e-mail not sent: SMTP_URL is not set, so here it is",
      );
      return "logged";
    },
    close: async () => {},
  };
}
