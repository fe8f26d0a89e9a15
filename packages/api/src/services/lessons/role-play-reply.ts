import type { LessonSimulation } from "@leadcoach/db/content";
import { z } from "zod";
import { AppError } from "../../lib/app-error";
import { ROLE_PLAY_MAX_TURNS, type RolePlayReply, type RolePlayReplyInput } from "../../schemas/lessons";
import { reserveAttempt, type Window } from "../auth/rate-limit";
import type { ServiceDeps, SessionUser } from "../deps";
import { isUsageLimitError, type AiConfig } from "../recommendations/openai-compatible";
import { requireRolePlay, WRITE_FIRST } from "./role-play";
import { countRolePlayTurn, findRolePlayAnswer } from "./queries";

export const REPLIES_OFF = "Replies in role-plays are not available on this server.";
export const REPLY_UNAVAILABLE = "The reply could not be written right now (503). Please try again later.";
export const REPLY_QUOTA = "quota_exceeded: Replies are paused for usage limits. Please try again later.";

/** A reply larger than this is not one line of dialogue. */
const MAX_RESPONSE_BYTES = 64 * 1024;

const ZProviderAnswer = z.object({
  reply: z.string().trim().min(1).max(2000),
  rubric: z
    .array(z.object({ met: z.boolean(), note: z.string().trim().max(500) }))
    .max(10)
    .optional(),
});

const ZChatCompletion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

function systemPrompt(simulation: LessonSimulation, speaker: string): string {
  const others = simulation.participants
    .map((p) => `${p.name} (feels ${p.emotions.join(", ")}) said: "${p.statement}"`)
    .join("\n");
  const rubric = (simulation.rubric ?? []).map((item, index) => `${index + 1}. ${item.criterion}`).join("\n");
  return `You play ${speaker} in a workplace role-play used to coach an engineer who is becoming a leader.
Scene: ${simulation.scenario}
${others}
The learner's task: ${simulation.challenge}
Stay in character as ${speaker}. Reply to the learner's latest words in one to four sentences, as ${speaker} would really react: warmer if they listened and were specific, more guarded if they were vague, blaming or dismissive. Never coach, never break character.
${rubric ? `Then judge everything the learner has said so far against each of these criteria, in order:\n${rubric}\n` : ""}Answer with one JSON object and nothing else: {"reply": string, "rubric": [{"met": boolean, "note": string (one short sentence on the learner's words)}]} with one rubric entry per criterion${rubric ? "" : " (an empty list)"}.`;
}

/** The conversation as chat messages: the learner speaks as the user, the character as the assistant. */
function conversation(turns: RolePlayReplyInput["turns"]) {
  return turns.flatMap((turn) => [
    { role: "user" as const, content: turn.learner },
    ...(turn.reply === undefined ? [] : [{ role: "assistant" as const, content: turn.reply }]),
  ]);
}

const unavailable = (detail: string, cause?: unknown) =>
  new AppError("UNAVAILABLE", REPLY_UNAVAILABLE, {
    cause: new Error(`role-play reply: ${detail}`, { cause }),
  });

async function readBounded(response: Response): Promise<string> {
  const text = await response.text();
  if (text.length > MAX_RESPONSE_BYTES)
    throw new Error(`the answer is larger than ${MAX_RESPONSE_BYTES} bytes`);
  return text;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function askProvider(config: AiConfig, messages: { role: string; content: string }[]) {
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  let status: number;
  let text: string;
  try {
    const response = await fetch(`${config.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        model: config.model,
        temperature: 0.7,
        response_format: { type: "json_object" },
        messages,
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    status = response.status;
    text = await readBounded(response);
  } catch (error) {
    throw unavailable("request failed", error);
  }
  const body = parseJson(text);
  if (status === 429 || isUsageLimitError(body)) {
    throw new AppError("TOO_MANY_REQUESTS", REPLY_QUOTA, { cause: new Error(`HTTP ${status}`) });
  }
  if (status < 200 || status > 299) throw unavailable(`HTTP ${status}`);
  const completion = ZChatCompletion.safeParse(body);
  const content = completion.success ? completion.data.choices[0]?.message.content : null;
  const answer = ZProviderAnswer.safeParse(typeof content === "string" ? parseJson(content) : undefined);
  if (!answer.success) throw unavailable("malformed answer");
  return answer.data;
}

/** Replies one person may ask for in an hour. */
export const ROLE_PLAY_REPLIES_PER_HOUR = 30;
export const TOO_MANY_REPLIES =
  "You have asked for many replies this hour. Please come back to this role-play a little later.";

export function replyWindow(userId: number): Window {
  return { key: `role-play-reply:${userId}`, windowMs: 60 * 60 * 1000 };
}

/**
 * 'Hear their reply': the language model answers the learner's words as the scene's first participant,
 * for up to three learner turns, and applies the step's rubric to what the learner said. Only with a
 * configured provider and after the learner stored their own answer. The conversation is not stored,
 * only how many turns in a row were answered (a long enough conversation stands in for the words).
 */
export async function rolePlayReply(
  { db, config, now }: ServiceDeps,
  caller: SessionUser,
  input: RolePlayReplyInput,
): Promise<RolePlayReply> {
  const { lessonId, simulation } = await requireRolePlay(db, input);
  if (!config.ai) throw new AppError("BAD_REQUEST", REPLIES_OFF);
  const last = input.turns.at(-1);
  if (!last || last.reply !== undefined || input.turns.slice(0, -1).some((t) => t.reply === undefined)) {
    throw new AppError("BAD_REQUEST", "Only your latest words may be waiting for a reply.");
  }
  const stored = await findRolePlayAnswer(db, caller.id, lessonId, input.stepIndex);
  if (!stored) throw new AppError("CONFLICT", WRITE_FIRST);
  // Each reply is a paid call to the provider: a person gets a generous hourly allowance, shared by all
  // their tabs and every server process.
  if (!(await reserveAttempt(db, [[replyWindow(caller.id), ROLE_PLAY_REPLIES_PER_HOUR]], now()))) {
    throw new AppError("TOO_MANY_REQUESTS", TOO_MANY_REPLIES);
  }
  const speaker = simulation.participants[0]?.name ?? "Your colleague";
  const answer = await askProvider(config.ai, [
    { role: "system", content: systemPrompt(simulation, speaker) },
    ...conversation(input.turns),
  ]);
  // The reply came back: the turn counts towards a conversation that completes the step.
  await countRolePlayTurn(db, stored, input.turns.length);
  const criteria = simulation.rubric ?? [];
  // A judgement that does not line up with the rubric is left out rather than shown against the wrong line.
  const judged = answer.rubric?.length === criteria.length ? answer.rubric : [];
  return {
    speaker,
    reply: answer.reply,
    rubric: judged.map((line, index) => ({
      criterion: criteria[index]?.criterion ?? "",
      nonTechnicalCriterion: criteria[index]?.nonTechnicalCriterion ?? "",
      met: line.met,
      note: line.note,
    })),
    turnsLeft: ROLE_PLAY_MAX_TURNS - input.turns.length,
  };
}
