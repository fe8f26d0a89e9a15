import type { ApiConfig } from "../../config";
import { SCIM_MAX_RESULTS } from "../../schemas/scim";
import type { ServiceDeps } from "../deps";
import { ScimError } from "./errors";

export const USER_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:User";
export const GROUP_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:Group";
export const LIST_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:ListResponse";
export const PATCH_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:PatchOp";

/** Who acts in the audit trail for every SCIM call. */
export const SCIM_ACTOR = { userId: null, label: "scim" } as const;

/** What a SCIM service needs: the services' usual deps and the caller's address for the audit trail. */
export type ScimDeps = ServiceDeps & { ip: string | null };

export function scimBaseUrl(config: ApiConfig): string {
  return `${config.appUrl.replace(/\/$/, "")}/scim/v2`;
}

/** `meta` of a resource. Nothing records a later change, so it was last modified when created. */
export function meta(config: ApiConfig, resourceType: "User" | "Group", id: number, createdAt: Date) {
  const created = createdAt.toISOString();
  return {
    resourceType,
    created,
    lastModified: created,
    location: `${scimBaseUrl(config)}/${resourceType}s/${id}`,
  };
}

export interface Page {
  /** 1-based, as SCIM counts. */
  startIndex: number;
  count: number;
}

function positiveInteger(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  if (!/^-?\d+$/.test(value)) throw new ScimError(400, `${name} must be an integer.`, "invalidValue");
  return Number(value);
}

/** `startIndex` below 1 counts as 1 and `count` below 0 as 0 (RFC 7644); `count` is capped. */
export function pageOf(query: { startIndex?: string; count?: string }): Page {
  const startIndex = Math.max(1, positiveInteger(query.startIndex, "startIndex", 1));
  const count = Math.min(
    SCIM_MAX_RESULTS,
    Math.max(0, positiveInteger(query.count, "count", SCIM_MAX_RESULTS)),
  );
  return { startIndex, count };
}

export function listResponse<T>(resources: T[], total: number, page: Page) {
  return {
    schemas: [LIST_SCHEMA],
    totalResults: total,
    startIndex: page.startIndex,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}

/** A resource id from a URL or a member's `value`: our ids are integers; anything else names nothing. */
export function idOf(value: string): number | null {
  if (!/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** SCIM booleans: JSON's, or Entra ID's strings "True" and "False". */
export function scimBoolean(value: unknown, attribute: string): boolean {
  if (typeof value === "boolean") return value;
  if (typeof value === "string" && /^(true|false)$/i.test(value)) return value.toLowerCase() === "true";
  throw new ScimError(400, `${attribute} must be true or false.`, "invalidValue");
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The PATCH request's operations, checked for shape. */
export function patchOperations(
  body: unknown,
): { op: "add" | "replace" | "remove"; path: string | null; value: unknown }[] {
  const operations = isObject(body) ? (body.Operations ?? body.operations) : undefined;
  if (!Array.isArray(operations) || operations.length === 0) {
    throw new ScimError(400, "A PATCH request needs an Operations list.", "invalidSyntax");
  }
  return operations.map((operation: unknown) => {
    if (!isObject(operation)) throw new ScimError(400, "Each operation must be an object.", "invalidSyntax");
    const op = typeof operation.op === "string" ? operation.op.toLowerCase() : "";
    if (op !== "add" && op !== "replace" && op !== "remove") {
      throw new ScimError(
        400,
        `The operation ${String(operation.op)} is not one of add, replace, remove.`,
        "invalidSyntax",
      );
    }
    const path = operation.path;
    if (path !== undefined && path !== null && typeof path !== "string") {
      throw new ScimError(400, "An operation's path must be a string.", "invalidPath");
    }
    if (op === "remove" && !path) throw new ScimError(400, "A remove operation needs a path.", "noTarget");
    if (op !== "remove" && operation.value === undefined) {
      throw new ScimError(400, `An ${op} operation needs a value.`, "invalidValue");
    }
    return { op, path: path || null, value: operation.value };
  });
}

/** A required text attribute, trimmed, within its length. */
export function text(value: unknown, attribute: string, max: number): string {
  if (typeof value !== "string" || value.trim() === "") {
    throw new ScimError(400, `${attribute} must be a non-empty string.`, "invalidValue");
  }
  const trimmed = value.trim();
  if (trimmed.length > max)
    throw new ScimError(400, `${attribute} is longer than ${max} characters.`, "invalidValue");
  return trimmed;
}

/** An optional text attribute: null clears it. */
export function optionalText(value: unknown, attribute: string, max: number): string | null {
  return value === null || value === undefined || value === "" ? null : text(value, attribute, max);
}
