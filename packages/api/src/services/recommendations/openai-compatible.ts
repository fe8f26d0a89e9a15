import { priorities, recommendationTypes } from "@leadcoach/db";
import { z } from "zod";
import type { ApiConfig } from "../../config";
import { AppError } from "../../lib/app-error";
import type { CoachingInput, GeneratedRecommendation, RecommendationGenerator } from "./generator";
import { DAY_MS } from "./rule-helpers";
import { inputHoldsFeedback } from "./feedback-rules";

export type AiConfig = NonNullable<ApiConfig["ai"]>;

/**
 * The provider is down, slow, unreachable or answered something we cannot use: HTTP 503. The web's
 * 'Generate New' shows 'AI Service Temporarily Unavailable' for a 503 (by status, and by the "503" in
 * the text, which a client reading only the message also sees).
 */
export const AI_UNAVAILABLE_MESSAGE =
  "The AI recommendation service is unavailable right now (503). Your recommendations are unchanged; please try again later.";
/**
 * The provider refused for usage limits: HTTP 429 with 'quota_exceeded' in the text, which the web's
 * 'Generate New' turns into 'Service Limit Reached'.
 */
export const AI_QUOTA_MESSAGE =
  "quota_exceeded: The AI recommendation service is temporarily unavailable due to usage limits. Your recommendations are unchanged.";

/** A provider's answer larger than this is not a list of recommendations. */
const MAX_RESPONSE_BYTES = 256 * 1024;

export const SYSTEM_PROMPT = `You are a leadership coach for software engineers who are becoming leaders: tech leads, staff engineers and first-time engineering managers.
You receive one engineer's situation as JSON: assessment scores in percent per category and skill, their weakest skills, their goals and milestones, their lesson progress, a summary of the peer feedback they received (how many responses, the average overall rating on a 1-5 scale, recent low ratings, and which skills reviewers' areas for development point to) and the gaps of their latest 360 review (self rating minus reviewers' rating per skill on a 1-5 scale; a positive gap of 1 or more is a blind spot).
Write 4 to 6 recommendations that are concrete for an engineering leader. Each one names a practice (for example Situation-Behaviour-Impact feedback, feed-forward questions, decision records, delegating an outcome with decision rights, blameless incident reviews, bottom-line-up-front writing) and a real situation to use it in (a 1:1, a design review, an incident, sprint planning, a stakeholder update), with something to do this week. Focus on the weakest skills, 360 blind spots and low feedback first. Link a lesson from the lessons list when one fits. Never invent lessons or skills. Never mention, guess or describe who gave feedback.
Answer with one JSON object and nothing else, exactly of this shape:
{"recommendations":[{"type":"daily_tip"|"weekly_challenge"|"skill_exercise"|"general","title":string (at most 200 characters),"content":string (what to do, at most 2000 characters),"reason":string (why, from the data, at most 1000 characters),"priority":"high"|"medium"|"low","dueInDays":integer 1-60,"lessonId":id from the lessons list or null,"skillId":id from the skills list or null}]}
Use no other keys.`;

const ZAiRecommendation = z.strictObject({
  type: z.enum(recommendationTypes),
  title: z.string().trim().min(1).max(200),
  content: z.string().trim().min(1).max(2000),
  reason: z.string().trim().min(1).max(1000),
  priority: z.enum(priorities),
  dueInDays: z.number().int().min(1).max(60),
  lessonId: z.number().int().nullish(),
  skillId: z.number().int().nullish(),
});

/** The one output a provider may give: checked strictly, anything else is a failure. */
export const ZAiRecommendations = z.strictObject({
  recommendations: z.array(ZAiRecommendation).min(1).max(8),
});

/** The part of a chat-completions answer we read; providers add fields of their own. */
const ZChatCompletion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/**
 * The user's situation as the provider sees it: scores, weakest skills, goals, lessons, the feedback
 * summary and the 360 gaps. No user id, e-mail address or reviewer: the coaching input holds none of a
 * reviewer's name, address or words.
 */
export function describeSituation(input: CoachingInput) {
  const scored = input.skills
    .filter((s): s is typeof s & { score: number } => s.score !== null)
    .sort((a, b) => a.score - b.score);
  return {
    today: input.now.toISOString().slice(0, 10),
    overallScore: input.overallScore,
    categories: input.categories.map((c) => ({ name: c.name, score: c.score })),
    skills: input.skills.map((s) => ({ id: s.id, name: s.name, category: s.categoryName, score: s.score })),
    weakestSkills: scored.slice(0, 3).map((s) => ({ id: s.id, name: s.name, score: s.score })),
    goals: input.goals.slice(0, 20).map((g) => ({
      title: g.title,
      skillId: g.skillId,
      status: g.status,
      targetDate: g.targetDate,
      milestonesDone: g.milestones.filter((m) => m.completed).length,
      milestonesTotal: g.milestones.length,
      nextMilestone: g.milestones.find((m) => !m.completed)?.description ?? null,
    })),
    lessons: input.lessons.map((l) => ({
      id: l.id,
      title: l.title,
      skillId: l.skillId,
      minutes: l.estimatedMinutes,
      status: l.status,
      progressPercent: l.progress,
    })),
    peerFeedback: {
      responseCount: input.feedback.responseCount,
      averageRating: input.feedback.averageRating,
      lowRatingsLast90Days: input.feedback.recentLowRatings,
      requestsAwaitingAnswer: input.feedback.pendingRequests,
      areasForDevelopmentPointTo: input.feedback.improvementThemes.map((t) => ({
        skillId: t.skillId,
        skill: t.skillName,
        responses: t.mentions,
      })),
    },
    latest360: input.reviewGaps
      ? input.reviewGaps.skills.map((g) => ({
          skillId: g.skillId,
          skill: g.skillName,
          self: g.self,
          reviewers: g.others,
          gap: g.gap,
        }))
      : null,
  };
}

/** The chat-completions request for one user's situation. */
export function chatRequest(model: string, input: CoachingInput) {
  return {
    model,
    temperature: 0.4,
    response_format: { type: "json_object" as const },
    messages: [
      { role: "system" as const, content: SYSTEM_PROMPT },
      { role: "user" as const, content: JSON.stringify(describeSituation(input)) },
    ],
  };
}

const unavailable = (detail: string, cause?: unknown) =>
  new AppError("UNAVAILABLE", AI_UNAVAILABLE_MESSAGE, {
    cause: new Error(`AI recommendations: ${detail}`, { cause }),
  });

const quotaExceeded = (detail: string) =>
  new AppError("TOO_MANY_REQUESTS", AI_QUOTA_MESSAGE, {
    cause: new Error(`AI recommendations: ${detail}`),
  });

/** True when an error body (OpenAI's `{ error: { code, type } }` or a bare `{ error: "..." }`) names a usage limit. */
export function isUsageLimitError(body: unknown): boolean {
  if (typeof body !== "object" || body === null || !("error" in body)) return false;
  const { error } = body;
  const names =
    typeof error === "string"
      ? [error]
      : typeof error === "object" && error !== null
        ? [(error as { code?: unknown }).code, (error as { type?: unknown }).type]
        : [];
  return names.some((n) => typeof n === "string" && /insufficient_quota|quota_exceeded|rate_limit/i.test(n));
}

async function readCapped(response: Response, limit: number): Promise<string> {
  if (!response.body) return "";
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new Error(`the answer is larger than ${limit} bytes`);
    }
    text += decoder.decode(value, { stream: true });
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The provider's content as recommendations; ids that are not in the input's lists become null. */
export function toRecommendations(content: unknown, input: CoachingInput): GeneratedRecommendation[] {
  const parsed = ZAiRecommendations.safeParse(content);
  if (!parsed.success) throw unavailable(`malformed output: ${z.prettifyError(parsed.error)}`);
  const lessons = new Map(input.lessons.map((l) => [l.id, l]));
  const skillIds = new Set(input.skills.map((s) => s.id));
  const drawsOnFeedback = inputHoldsFeedback(input);
  return parsed.data.recommendations.map((r) => {
    const lesson = r.lessonId != null ? lessons.get(r.lessonId) : undefined;
    const skillId = r.skillId != null && skillIds.has(r.skillId) ? r.skillId : (lesson?.skillId ?? null);
    return {
      type: r.type,
      title: r.title,
      content: r.content,
      reason: r.reason,
      priority: r.priority,
      dueDate: new Date(input.now.getTime() + r.dueInDays * DAY_MS),
      lessonId: lesson?.id ?? null,
      skillId,
      drawsOnFeedback,
    };
  });
}

/**
 * A generator that asks any OpenAI-compatible chat-completions endpoint (`POST {baseUrl}/chat/completions`)
 * for recommendations in JSON. It never retries and never falls back: its failures are AppErrors the
 * web explains (429 'quota_exceeded' for usage limits, 503 for anything else), thrown before the
 * caller deletes anything.
 */
export function openAiCompatibleGenerator(config: AiConfig): RecommendationGenerator {
  const url = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  return {
    name: `openai-compatible:${config.model}`,
    async generate(input) {
      let status: number;
      let text: string;
      try {
        const response = await fetch(url, {
          method: "POST",
          headers,
          body: JSON.stringify(chatRequest(config.model, input)),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        status = response.status;
        text = await readCapped(response, MAX_RESPONSE_BYTES);
      } catch (error) {
        const timedOut = error instanceof Error && error.name === "TimeoutError";
        throw unavailable(timedOut ? `no answer within ${config.timeoutMs} ms` : "request failed", error);
      }
      const body = parseJson(text);
      if (status === 429 || isUsageLimitError(body)) throw quotaExceeded(`usage limit (HTTP ${status})`);
      if (status < 200 || status > 299) throw unavailable(`HTTP ${status}`);
      const completion = ZChatCompletion.safeParse(body);
      const content = completion.success ? completion.data.choices[0]?.message.content : null;
      if (typeof content !== "string") throw unavailable("no message content in the answer");
      return toRecommendations(parseJson(content), input);
    },
  };
}
