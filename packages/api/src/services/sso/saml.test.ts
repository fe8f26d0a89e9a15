import { describe, expect, it } from "vitest";
import { defaultApiConfig } from "../../config";
import { useTestDb } from "../../testing";
import {
  acceptSamlAssertionOnce,
  openSamlRequestSentAt,
  rememberSamlRequest,
  SAML_REQUEST_MAX_AGE_MS,
} from "./saml";

const t = useTestDb();
const ISSUER = "https://idp.example.test/saml";

/** Service deps on a clock the test moves. */
function at(time: number) {
  return { db: t.db, config: defaultApiConfig, now: () => new Date(time) };
}
const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2)}`;
const later = (start: number) => new Date(start + 60 * 60_000);

describe("SAML requests and assertions", () => {
  it("answers a request once, and only while it is open", async () => {
    const start = Date.now();
    const id = unique("_req");
    await rememberSamlRequest(at(start), id);
    expect(await openSamlRequestSentAt(at(start), id)).toEqual(new Date(start));

    const first = { issuer: ISSUER, assertionId: unique("_a"), expiresAt: later(start), requestId: id };
    expect(await acceptSamlAssertionOnce(at(start + 1000), first)).toBeNull();
    expect(await openSamlRequestSentAt(at(start + 1000), id)).toBeNull();
    // Another assertion answering the same request is refused, and is not remembered.
    const second = { ...first, assertionId: unique("_a") };
    expect(await acceptSamlAssertionOnce(at(start + 2000), second)).toBe("request_used");
    const remembered = await t.db
      .selectFrom("samlAssertions")
      .select("assertionId")
      .where("assertionId", "=", second.assertionId)
      .execute();
    expect(remembered).toEqual([]);
  });

  it("lets a request expire", async () => {
    const start = Date.now();
    const id = unique("_req");
    await rememberSamlRequest(at(start), id);
    const expired = at(start + SAML_REQUEST_MAX_AGE_MS);
    expect(await openSamlRequestSentAt(expired, id)).toBeNull();
    const assertion = { issuer: ISSUER, assertionId: unique("_a"), expiresAt: later(start), requestId: id };
    expect(await acceptSamlAssertionOnce(expired, assertion)).toBe("request_used");
  });

  it("refuses a replayed assertion, per issuer, until it expires", async () => {
    const start = Date.now();
    const assertion = { issuer: ISSUER, assertionId: unique("_a"), expiresAt: later(start), requestId: null };
    expect(await acceptSamlAssertionOnce(at(start), assertion)).toBeNull();
    expect(await acceptSamlAssertionOnce(at(start), assertion)).toBe("replayed");
    // The same ID from another issuer is another assertion.
    expect(
      await acceptSamlAssertionOnce(at(start), { ...assertion, issuer: "https://other.test" }),
    ).toBeNull();

    // Expired rows are forgotten when the next request is made.
    await rememberSamlRequest(at(later(start).getTime() + 1), unique("_req"));
    const rows = await t.db
      .selectFrom("samlAssertions")
      .select("assertionId")
      .where("assertionId", "=", assertion.assertionId)
      .execute();
    expect(rows).toEqual([]);
  });

  it("lets exactly one of many identical assertions through at once", async () => {
    const start = Date.now();
    const id = unique("_req");
    await rememberSamlRequest(at(start), id);
    const assertion = { issuer: ISSUER, assertionId: unique("_a"), expiresAt: later(start), requestId: id };
    const results = await Promise.all(
      Array.from({ length: 6 }, () => acceptSamlAssertionOnce(at(start), assertion)),
    );
    expect(results.filter((result) => result === null)).toHaveLength(1);
    expect(
      results.filter((result) => result !== null).every((r) => r === "replayed" || r === "request_used"),
    ).toBe(true);
  });
});
