import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** What the fake provider does with the next requests: answer with a status and a JSON body, or never. */
export type FakeAnswer = { status: number; body: unknown } | "hang";

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** A small OpenAI-compatible chat-completions server on 127.0.0.1, for tests. */
export interface FakeOpenAi {
  /** Like https://api.openai.com/v1: the generator adds /chat/completions. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Sets how every following request is answered. */
  answer(answer: FakeAnswer): void;
  close(): Promise<void>;
}

/** A chat-completions answer whose message content is `content`. */
export function chatCompletion(content: string) {
  return {
    id: "chatcmpl-test",
    object: "chat.completion",
    created: 0,
    model: "coach-test",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

/** Starts the fake on a free port. It answers 404 to anything but POST /v1/chat/completions. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  let current: FakeAnswer = { status: 500, body: { error: { message: "no answer set" } } };
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Recorded as text.
      }
      requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body });
      if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
        res.writeHead(404, { "content-type": "application/json" }).end('{"error":{"message":"not found"}}');
        return;
      }
      if (current === "hang") return;
      res.writeHead(current.status, { "content-type": "application/json" }).end(JSON.stringify(current.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answer(answer) {
      current = answer;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
