// The end-to-end run's mail server: the app under test sends through SMTP to this process, which
// keeps every message (parsed) in memory and shows them over HTTP, so a spec can open the link a
// person would get. Started by playwright.config.ts before the app.
//
//   SMTP  127.0.0.1:E2E_SMTP_PORT (3125)       no TLS, no authentication
//   HTTP  127.0.0.1:E2E_MAIL_HTTP_PORT (3126)  GET /messages?to=<address>, GET /healthz
import { createServer } from "node:http";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3125);
const httpPort = Number(process.env.E2E_MAIL_HTTP_PORT ?? 3126);
// A run sends a few hundred messages at most; the cap only guards against a runaway loop.
const MAX_MESSAGES = 10_000;

/** @type {{ to: string, recipients: string[], from: string, subject: string, text: string, html: string, links: string[], messageId: string, receivedAt: string }[]} */
const messages = [];

/** The http(s) addresses of a text part, without a sentence's trailing punctuation. */
function linksIn(text) {
  return (text.match(/https?:\/\/[^\s<>"']+/g) ?? []).map((link) => link.replace(/[.,;:!?)\]]+$/, ""));
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  disableReverseLookup: true,
  maxAllowedUnauthenticatedCommands: false,
  closeTimeout: 100,
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const text = parsed.text ?? "";
        messages.push({
          to: recipients[0] ?? "",
          recipients,
          from: parsed.from?.text ?? "",
          subject: parsed.subject ?? "",
          text,
          html: parsed.html || "",
          links: linksIn(text),
          messageId: parsed.messageId ?? "",
          receivedAt: new Date().toISOString(),
        });
        if (messages.length > MAX_MESSAGES) messages.splice(0, messages.length - MAX_MESSAGES);
        callback();
      })
      .catch((error) => callback(error));
  },
});
smtp.on("error", (error) => console.error(`mail-sink smtp: ${error.message}`));

const http = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  const send = (status, body) => {
    response.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
    response.end(JSON.stringify(body));
  };
  if (request.method === "GET" && url.pathname === "/healthz") return send(200, { status: "ok" });
  if (request.method === "GET" && url.pathname === "/messages") {
    const to = url.searchParams.get("to")?.toLowerCase();
    return send(200, to ? messages.filter((m) => m.recipients.includes(to)) : messages);
  }
  return send(404, { message: "Not found" });
});

smtp.listen(smtpPort, "127.0.0.1", () => {
  http.listen(httpPort, "127.0.0.1", () => {
    console.log(
      `mail-sink: SMTP on 127.0.0.1:${smtpPort}, messages on http://127.0.0.1:${httpPort}/messages`,
    );
  });
});

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    http.close();
    smtp.close(() => process.exit(0));
  });
}
