import { existsSync, readFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";

/** How long a published security.txt stays valid (RFC 9116 asks for at most a year ahead). */
const VALID_FOR_MS = 365 * 24 * 60 * 60 * 1000;
export const SECURITY_TXT_PATH = "/.well-known/security.txt";
/** Where the server publishes SECURITY.md, the disclosure policy, when no other address is configured. */
export const SECURITY_POLICY_PATH = "/security-policy.txt";
const PLAIN_TEXT = "text/plain; charset=utf-8";

export interface SecurityTxtOptions {
  /** The Contact URI (mailto: or https:). */
  contact: string;
  /** The app's public address: the Canonical URL and the default Policy are under it. */
  appUrl: string;
  /** The disclosure policy's address; null publishes `policyFile` at SECURITY_POLICY_PATH. */
  policyUrl: string | null;
  /** The repository's SECURITY.md. */
  policyFile: string;
  /** The server's start: Expires is a year after it. */
  startedAt: Date;
}

/** RFC 9116's fields, one per line; Policy only when there is one. */
export function securityTxt(fields: {
  contact: string;
  appUrl: string;
  policyUrl: string | null;
  startedAt: Date;
}): string {
  const expires = new Date(fields.startedAt.getTime() + VALID_FOR_MS).toISOString().replace(/\.\d{3}Z$/, "Z");
  return [
    `Contact: ${fields.contact}`,
    `Expires: ${expires}`,
    "Preferred-Languages: en",
    `Canonical: ${new URL(fields.appUrl).origin}${SECURITY_TXT_PATH}`,
    ...(fields.policyUrl ? [`Policy: ${fields.policyUrl}`] : []),
    "",
  ].join("\n");
}

/** Serves /.well-known/security.txt, written once at start, and SECURITY.md unless the policy lives elsewhere. */
export function registerSecurityTxt(app: FastifyInstance, options: SecurityTxtOptions): void {
  const policy =
    options.policyUrl === null && existsSync(options.policyFile)
      ? readFileSync(options.policyFile, "utf8")
      : null;
  if (options.policyUrl === null && policy === null) {
    app.log.warn(`${options.policyFile} is missing: security.txt names no policy`);
  }
  const policyUrl =
    options.policyUrl ??
    (policy === null ? null : `${new URL(options.appUrl).origin}${SECURITY_POLICY_PATH}`);
  const body = securityTxt({ ...options, policyUrl });
  app.get(SECURITY_TXT_PATH, async (_request, reply) => reply.type(PLAIN_TEXT).send(body));
  if (policy !== null) {
    app.get(SECURITY_POLICY_PATH, async (_request, reply) => reply.type(PLAIN_TEXT).send(policy));
  }
}
