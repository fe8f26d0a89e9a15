/** A seeded PRNG (mulberry32): the same seed gives the same malformed inputs on every run. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let r = state;
    r = Math.imul(r ^ (r >>> 15), r | 1);
    r ^= r + Math.imul(r ^ (r >>> 7), r | 61);
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A stable 32-bit seed for a name, so each procedure's inputs stay the same when others are added. */
export function seedOf(name: string, base: number): number {
  let hash = base >>> 0;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0;
  return hash;
}

export type Random = () => number;

const pick = <T>(rng: Random, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;

/** Ids a path parameter or an id field should refuse with 400 (or not find), never answer 500. */
export const edgeIds = [
  0,
  -1,
  2_147_483_648,
  2_147_483_647,
  1e20,
  -1e20,
  1.5,
  Number.MAX_SAFE_INTEGER + 2,
  4_294_967_296,
];
export const edgeIdTexts = [
  "0",
  "-1",
  "2147483648",
  "2147483647",
  "1e20",
  "NaN",
  "Infinity",
  "-Infinity",
  "1.5",
  "0x10",
  "abc",
  "%00",
  "1%00",
  "99999999999999999999999",
  "%F0%9F%98%80",
  "1;drop%20table%20users",
  "..%2F..%2Fetc%2Fpasswd",
  "%20",
  encodeURIComponent("\u202e1"),
];

const nastyStrings = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0000\u0000\u0000",
  "NaN",
  "Infinity",
  "-0",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "0",
  "-1",
  "2147483648",
  "1e20",
  "2026-02-30",
  "9999-99-99T99:99:99Z",
  "2026-13-01T25:61:00+99:99",
  "0000-00-00",
  "' or 1=1 --",
  '"; drop table users; --',
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "%00",
  "\\u0000",
  "𝕏😀\u202e\u200b",
  "\ud800",
  "\udfff\ud800",
  "ﷺ Ω≈ç√ 中文 العربية",
  "\u0001\u0002\u001f\u007f",
  "lesson-0",
  "lesson-2147483648",
  "lesson-99999999999",
  "https://",
  "javascript:alert(1)",
  "data:image/png;base64,AAAA\u0000",
  "a@b",
  "x".repeat(255),
  "é".repeat(3000),
];

function hugeString(rng: Random): string {
  const size = pick(rng, [5_000, 5_000, 100_000, 100_000, 1_000_000]);
  return pick(rng, ["x", "\u0000", "é", "😀"]).repeat(size);
}

/** A value of any type, often one that validation or the database could choke on. */
export function junk(rng: Random, depth = 0): unknown {
  const roll = rng();
  if (roll < 0.3) return pick(rng, nastyStrings);
  if (roll < 0.45) return pick(rng, [...edgeIds, null, true, false, -0, 0.1, -2_147_483_649]);
  if (roll < 0.5) return hugeString(rng);
  if (roll < 0.55) return `${pick(rng, nastyStrings)}\u0000${pick(rng, nastyStrings)}`;
  if (depth > 2) return pick(rng, [null, 0, "", "\u0000"]);
  if (roll < 0.65) return Array.from({ length: Math.floor(rng() * 4) }, () => junk(rng, depth + 1));
  if (roll < 0.7)
    return Array.from({ length: pick(rng, [1_000, 10_000, 50_000]) }, () => pick(rng, [1, "a", null]));
  if (roll < 0.75) return deeplyNested(pick(rng, [50, 500, 1_000]));
  if (roll < 0.9) {
    const object: Record<string, unknown> = {};
    for (let i = Math.floor(rng() * 4); i > 0; i--)
      object[pick(rng, ["a", "id", "userId", "", "\u0000", "toString", "valueOf", "__proto__x"])] = junk(
        rng,
        depth + 1,
      );
    return object;
  }
  return pick(rng, [{}, [], [[]], [{}], { length: 1e9 }, { "0": 1, length: 1 }]);
}

function deeplyNested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

function stringsWithNul(value: unknown): unknown {
  if (typeof value === "string") return `${value}\u0000`;
  if (Array.isArray(value)) return value.map(stringsWithNul);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, stringsWithNul(v)]));
  }
  return value;
}

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value)
    ? { ...(value as Record<string, unknown>) }
    : {};

/** `{"__proto__": ...}` or `{"constructor": {"prototype": ...}}` spliced into a JSON object's text. */
function withPoisonKey(rng: Random, base: Record<string, unknown>): string {
  const poison = pick(rng, [
    '"__proto__":{"role":"super_admin","isAdmin":true}',
    '"constructor":{"prototype":{"role":"super_admin"}}',
    '"__proto__":null',
    '"a":{"__proto__":{"polluted":1}}',
  ]);
  const text = JSON.stringify(base);
  return text === "{}" ? `{${poison}}` : `{${poison},${text.slice(1)}`;
}

const malformedJson = [
  "{",
  "}",
  "[",
  '{"a":',
  "nul",
  "undefined",
  "NaN",
  "\u0000",
  '{"a":1}garbage',
  '{"a":1,}',
  "{'a':1}",
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":1e999999}',
  '{"a":-1e999999}',
  '{"a":123456789012345678901234567890}',
  "\ufeff{}",
  '""',
  "0",
  "true",
];

/**
 * A malformed body (raw JSON text) derived from `valid`, a valid input of the procedure: wrong
 * types, missing fields, NUL characters, huge strings, edge ids, nested values, arrays, poison keys,
 * broken JSON.
 */
export function malformedBody(rng: Random, valid: unknown): string {
  const base = asObject(valid);
  const keys = Object.keys(base);
  const key = keys.length ? pick(rng, keys) : pick(rng, ["id", "title", "userId", "input"]);
  const idKeys = keys.filter((k) => /(^id$|Id$)/.test(k));
  switch (Math.floor(rng() * 12)) {
    case 0:
      return JSON.stringify(junk(rng));
    case 1:
    case 2:
      return JSON.stringify({ ...base, [key]: junk(rng) });
    case 3: {
      const { [key]: _dropped, ...rest } = base;
      return JSON.stringify(rest);
    }
    case 4:
      return JSON.stringify(stringsWithNul(base));
    case 5:
      return JSON.stringify({ ...base, [idKeys.length ? pick(rng, idKeys) : key]: pick(rng, edgeIds) });
    case 6:
      return withPoisonKey(rng, base);
    case 7:
      return pick(rng, malformedJson);
    case 8:
      return JSON.stringify({
        ...base,
        [pick(rng, ["extra", "role", "userId", "isAdmin", "id"])]: junk(rng),
      });
    case 9:
      return JSON.stringify({ ...base, [key]: hugeString(rng) });
    case 10:
      return JSON.stringify(
        pick(rng, [[base], [base, base], base === undefined ? null : Object.values(base)]),
      );
    default:
      return JSON.stringify({
        ...base,
        [key]: pick(rng, nastyStrings),
        ...(keys.length > 1 ? { [pick(rng, keys)]: junk(rng) } : {}),
      });
  }
}
