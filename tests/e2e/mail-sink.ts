// The end-to-end run's mail server: the same SMTP sink as the integration tests (`startTestMailbox`),
// in a process of its own with an HTTP view, so a spec can open the link a person would get. The app
// under test sends through SMTP to it. Started by playwright.config.ts before the app.
//
//   SMTP  127.0.0.1:E2E_SMTP_PORT (3125)       no TLS, no authentication
//   HTTP  127.0.0.1:E2E_MAIL_HTTP_PORT (3126)  GET /messages?to=<address>, GET /healthz
import { createServer } from "node:http";
import { startTestMailbox } from "../../packages/api/src/testing-mail";

// The ports come as arguments from playwright.config.ts, the one place the e2e setup reads its environment.
const [smtpPort = 3125, httpPort = 3126] = process.argv.slice(2).map(Number);

const mailbox = await startTestMailbox({ port: smtpPort });

const http = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
    response.end(JSON.stringify(body));
  };
  if (request.method === "GET" && url.pathname === "/healthz") return send(200, { status: "ok" });
  if (request.method === "GET" && url.pathname === "/messages") {
    const to = url.searchParams.get("to")?.toLowerCase();
    return send(200, to ? mailbox.messages.filter((m) => m.recipients.includes(to)) : mailbox.messages);
  }
  return send(404, { message: "Not found" });
});

http.listen(httpPort, "127.0.0.1", () => {
  console.log(`mail-sink: SMTP on ${mailbox.url}, messages on http://127.0.0.1:${httpPort}/messages`);
});

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    http.close();
    void mailbox.close().then(() => process.exit(0));
  });
}
