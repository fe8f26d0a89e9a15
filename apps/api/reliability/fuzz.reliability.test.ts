import { describe, expect, it } from "vitest";
import { useTestServer, signIn } from "../test/testing";
import { edgeIdTexts, malformedBody, prng, seedOf, type Random } from "./helpers/fuzz";
import { inGroups, restCall, trpcRaw } from "./helpers/inject";
import {
  createActor,
  createFixtures,
  fillUrl,
  procedureSpecs,
  restKey,
  restRows,
  restSpecs,
  routerProcedures,
} from "./helpers/procedures";
import { databaseLabel, report } from "./helpers/report";
import { reliabilityEnv } from "./env";

/**
 * every mutation, through /trpc and through every REST row
 * that changes something, gets INPUTS_PER_DOOR malformed inputs from a seeded PRNG, mostly from a
 * signed-in user and some anonymously. No answer may be a 5xx.
 */
const INPUTS_PER_DOOR = 200;
const GROUP = 8;
const SEED = reliabilityEnv.fuzzSeed;
const ANONYMOUS_SHARE = 0.15;

interface Failure {
  door: string;
  status: number;
  request: string;
  response: string;
}

const server = useTestServer();

/** A fresh user with records of every kind, signed in: malformed inputs aim at its own ids. */
async function fuzzer() {
  const actor = await createActor(server.db);
  const fx = await createFixtures(server.db, actor);
  const cookie = await signIn(server.app, actor.email, actor.password);
  return { actor, fx, cookie };
}

const excerpt = (text: string) =>
  text.length > 160 ? `${text.slice(0, 160)}… (${text.length} chars)` : text;

function restContentType(rng: Random): string | undefined {
  const roll = rng();
  if (roll < 0.8) return "application/json";
  if (roll < 0.9) return "text/plain";
  if (roll < 0.95) return "application/x-www-form-urlencoded";
  return undefined;
}

describe(`fuzz of every mutation [${databaseLabel()}]`, () => {
  const mutations = routerProcedures().filter((p) => p.type === "mutation");
  const restMutations = restRows().filter((row) => row.method !== "GET");
  const failures: Failure[] = [];
  let sent = 0;

  /** Sends a door's inputs a few at a time; any 5xx fails the door and is kept for the summary. */
  async function expectNo5xx(door: string, tasks: (() => Promise<Omit<Failure, "door">>)[]) {
    const answers = await inGroups(tasks, GROUP);
    sent += answers.length;
    const mine = answers
      .filter((a) => a.status >= 500)
      .map((a) => ({ door, status: a.status, request: excerpt(a.request), response: excerpt(a.response) }));
    failures.push(...mine);
    expect(mine, mine.map((f) => `${f.status} ${f.request} -> ${f.response}`).join("\n")).toEqual([]);
  }

  it.each(mutations.map((m) => m.path))("trpc %s: no 5xx", async (path) => {
    const { actor, fx, cookie } = await fuzzer();
    const valid = procedureSpecs[path]?.input?.(fx, actor);
    const rng = prng(seedOf(`trpc ${path}`, SEED));
    const tasks = Array.from({ length: INPUTS_PER_DOOR }, () => {
      const body = malformedBody(rng, valid);
      const anonymous = rng() < ANONYMOUS_SHARE;
      return async () => {
        const response = await trpcRaw(server.app, path, body, { cookie: anonymous ? undefined : cookie });
        return { request: body, status: response.statusCode, response: response.body };
      };
    });
    await expectNo5xx(`trpc ${path}`, tasks);
  });

  it.each(restMutations.map(restKey))("rest %s: no 5xx", async (key) => {
    const row = restMutations.find((r) => restKey(r) === key)!;
    const spec = restSpecs[key];
    const { actor, fx, cookie } = await fuzzer();
    const valid = spec?.body?.(fx, actor);
    const params = spec?.params?.(fx, actor) ?? {};
    const rng = prng(seedOf(`rest ${key}`, SEED));
    const tasks = Array.from({ length: INPUTS_PER_DOOR }, () => {
      const fuzzParams = Object.keys(params).length > 0 && rng() < 0.35;
      const url = fuzzParams
        ? row.url.replace(/:([A-Za-z]+)/g, () => edgeIdTexts[Math.floor(rng() * edgeIdTexts.length)]!)
        : fillUrl(row.url, params);
      const body = malformedBody(rng, valid);
      const contentType = restContentType(rng);
      const anonymous = rng() < ANONYMOUS_SHARE;
      return async () => {
        const response = await restCall(
          server.app,
          row.method,
          url,
          contentType ? body : undefined,
          { cookie: anonymous ? undefined : cookie },
          contentType,
        );
        return {
          request: `${row.method} ${url} [${contentType ?? "no body"}] ${body}`,
          status: response.statusCode,
          response: response.body,
        };
      };
    });
    await expectNo5xx(`rest ${key}`, tasks);
  });

  it("summary: 0 answers 5xx", ({ task }) => {
    const doors = [...new Set(failures.map((f) => f.door))];
    report(task, `fuzz [${databaseLabel()}]`, {
      seed: SEED,
      mutations: mutations.length,
      restPaths: restMutations.length,
      inputsPerDoor: INPUTS_PER_DOOR,
      requests: sent,
      answers5xx: failures.length,
      doorsWith5xx: doors.join(" ") || "none",
    });
    expect(failures.length, `5xx answers by door: ${doors.join(", ")}`).toBe(0);
  });
});
