import { unusablePasswordHash } from "../../lib/secret-token";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/errors";
import { ZEmail } from "../../schemas/auth";
import { insertAuditEvent } from "../audit/queries";
import { sendInvitation } from "../invitations/manage";
import { signUpRefusal } from "../organisation/sign-up-policy";
import { setAccountActive } from "../people/status";
import { notFound, ScimError } from "./errors";
import { parseEqFilter, parsePatchPath } from "./filter";
import {
  findScimUser,
  insertScimUser,
  listScimUsers,
  updateScimUser,
  type ScimUserRow,
  type ScimUserWhere,
} from "./queries";
import {
  idOf,
  isObject,
  listResponse,
  meta,
  optionalText,
  pageOf,
  patchOperations,
  SCIM_ACTOR,
  scimBoolean,
  text,
  USER_SCHEMA,
  type ScimDeps,
} from "./resources";

const NAME_MAX = 100;
const EXTERNAL_ID_MAX = 255;

/**
 * Core User attributes an identity provider may send that this app does not keep: accepted and left
 * alone, so a provider's default attribute mapping works. `emails` mirrors `userName`, the address the
 * person signs in with; roles are never granted over SCIM.
 */
const IGNORED_ATTRIBUTES = new Set([
  "emails",
  "title",
  "nickname",
  "profileurl",
  "usertype",
  "preferredlanguage",
  "locale",
  "timezone",
  "phonenumbers",
  "addresses",
  "photos",
  "ims",
  "entitlements",
  "roles",
  "x509certificates",
  "password",
  "groups",
  "name.formatted",
  "name.middlename",
  "name.honorificprefix",
  "name.honorificsuffix",
  "schemas",
  "id",
  "meta",
]);

/** The parts of a person SCIM can change. */
interface UserState {
  email: string;
  name: string;
  externalId: string | null;
  active: boolean;
}

function splitName(name: string): { givenName: string; familyName: string } {
  const space = name.indexOf(" ");
  return space < 0
    ? { givenName: name, familyName: "" }
    : { givenName: name.slice(0, space), familyName: name.slice(space + 1) };
}

export function toScimUser(deps: Pick<ScimDeps, "config">, row: ScimUserRow) {
  return {
    schemas: [USER_SCHEMA],
    id: String(row.id),
    ...(row.externalId ? { externalId: row.externalId } : {}),
    userName: row.email,
    name: { formatted: row.name, ...splitName(row.name) },
    displayName: row.name,
    active: row.isActive,
    emails: [{ value: row.email, type: "work", primary: true }],
    meta: meta(deps.config, "User", row.id, row.createdAt),
  };
}

export type ScimUser = ReturnType<typeof toScimUser>;

function email(value: unknown): string {
  const parsed = ZEmail.safeParse(value);
  if (!parsed.success)
    throw new ScimError(400, "userName must be the person's e-mail address.", "invalidValue");
  return parsed.data;
}

function joinName(given: string, family: string): string {
  return `${given} ${family}`.trim();
}

/** The name from a resource's `name` and `displayName`: given and family name first, then the others. */
function nameFrom(body: Record<string, unknown>, fallback: string): string {
  const name = isObject(body.name) ? body.name : {};
  const given = optionalText(name.givenName, "name.givenName", NAME_MAX) ?? "";
  const family = optionalText(name.familyName, "name.familyName", NAME_MAX) ?? "";
  const full =
    joinName(given, family) ||
    optionalText(body.displayName, "displayName", NAME_MAX) ||
    optionalText(name.formatted, "name.formatted", NAME_MAX) ||
    fallback;
  return full.slice(0, NAME_MAX);
}

/** A POST or PUT body's state; `current` gives what the body leaves out. */
function stateFrom(body: unknown, current: UserState | null): UserState {
  if (!isObject(body)) throw new ScimError(400, "The request body must be a User object.", "invalidSyntax");
  if (body.userName === undefined) throw new ScimError(400, "userName is required.", "invalidValue");
  const address = email(body.userName);
  return {
    email: address,
    name: nameFrom(body, current?.name ?? address.slice(0, address.indexOf("@"))),
    externalId:
      body.externalId === undefined
        ? (current?.externalId ?? null)
        : optionalText(body.externalId, "externalId", EXTERNAL_ID_MAX),
    active: body.active === undefined ? (current?.active ?? true) : scimBoolean(body.active, "active"),
  };
}

function conflict(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new ScimError(409, "Another user already has this userName or externalId.", "uniqueness");
  }
  throw error;
}

/**
 * The sign-up policy's domains hold for SCIM as for SSO: an address outside them is refused. An
 * invitations-only policy does not stop SCIM, which is the organisation's own provisioning.
 */
async function assertDomainAllowed(deps: ScimDeps, address: string): Promise<void> {
  if ((await signUpRefusal(deps, address)) === "domains") {
    throw new ScimError(
      400,
      "userName is outside the e-mail domains this organisation allows.",
      "invalidValue",
    );
  }
}

/**
 * POST /Users: a new account, not yet joined, never an admin. An active one is e-mailed an invitation
 * link at once, through which the person sets a password or signs in by SSO.
 */
export async function createScimUser(deps: ScimDeps, body: unknown): Promise<ScimUser> {
  const state = stateFrom(body, null);
  await assertDomainAllowed(deps, state.email);
  const at = deps.now();
  const password = await unusablePasswordHash();
  const row = await deps.db
    .transaction()
    .execute(async (trx) => {
      const created = await insertScimUser(trx, {
        email: state.email,
        name: state.name,
        externalId: state.externalId,
        password,
        createdAt: at,
      });
      await insertAuditEvent(trx, {
        action: "user.provisioned",
        actor: SCIM_ACTOR,
        subject: { type: "user", id: created.id },
        ip: deps.ip,
        at,
      });
      return created;
    })
    .catch(conflict);
  if (!state.active) return applyActive(deps, row, false);
  await sendInvitation(deps, { userId: row.id, invitedBy: SCIM_ACTOR, ip: deps.ip });
  return toScimUser(deps, row);
}

async function userOrThrow(deps: ScimDeps, idText: string): Promise<ScimUserRow> {
  const id = idOf(idText);
  const row = id === null ? undefined : await findScimUser(deps.db, id);
  if (!row) throw notFound("User", idText);
  return row;
}

export async function getScimUser(deps: ScimDeps, idText: string): Promise<ScimUser> {
  return toScimUser(deps, await userOrThrow(deps, idText));
}

/** The filter as indexed equalities; null when it can match nobody (an id that is not ours). */
function userWhere(filter: string | undefined): ScimUserWhere | null {
  const where: ScimUserWhere = {};
  for (const term of filter ? parseEqFilter(filter) : []) {
    const value = term.value;
    switch (term.attribute) {
      case "username":
      case "emails":
      case "emails.value":
        if (typeof value !== "string") return null;
        if (where.email !== undefined && where.email.toLowerCase() !== value.toLowerCase()) return null;
        where.email = value;
        break;
      case "externalid":
        if (typeof value !== "string" || (where.externalId !== undefined && where.externalId !== value))
          return null;
        where.externalId = value;
        break;
      case "id": {
        const id = idOf(String(value));
        if (id === null || (where.id !== undefined && where.id !== id)) return null;
        where.id = id;
        break;
      }
      case "active":
        where.active = scimBoolean(value, "active");
        break;
      default:
        throw new ScimError(400, `Filtering users on ${term.attribute} is not supported.`, "invalidFilter");
    }
  }
  return where;
}

/** GET /Users: every account of the organisation, however it was made, in id order. */
export async function listScimUsersPage(
  deps: ScimDeps,
  query: { filter?: string; startIndex?: string; count?: string },
) {
  const page = pageOf(query);
  const where = userWhere(query.filter);
  if (where === null) return listResponse([], 0, page);
  const { rows, total } = await listScimUsers(deps.db, where, page.startIndex - 1, page.count);
  return listResponse(
    rows.map((row) => toScimUser(deps, row)),
    total,
    page,
  );
}

/** Deactivates or reactivates through the people screen's own switch (sessions and links end with it). */
async function applyActive(deps: ScimDeps, row: ScimUserRow, active: boolean): Promise<ScimUser> {
  if (row.isActive !== active) {
    try {
      await setAccountActive(deps.db, {
        userId: row.id,
        active,
        actor: SCIM_ACTOR,
        ip: deps.ip,
        at: deps.now(),
      });
    } catch (error) {
      // The last active super admin stays: the change does not fit the account's current state.
      if (error instanceof AppError && error.code === "CONFLICT")
        throw new ScimError(400, error.message, "mutability");
      throw error;
    }
  }
  const fresh = await findScimUser(deps.db, row.id);
  if (!fresh) throw notFound("User", String(row.id));
  return toScimUser(deps, fresh);
}

/** Writes the attributes that changed (with one audit event), then the active switch. */
async function saveUser(deps: ScimDeps, row: ScimUserRow, next: UserState): Promise<ScimUser> {
  const changed = (["email", "name", "externalId"] as const).filter((key) => next[key] !== row[key]);
  let saved = row;
  if (next.email.toLowerCase() !== row.email.toLowerCase()) await assertDomainAllowed(deps, next.email);
  if (changed.length > 0) {
    const at = deps.now();
    saved = await deps.db
      .transaction()
      .execute(async (trx) => {
        const updated = await updateScimUser(trx, row.id, {
          email: next.email,
          name: next.name,
          externalId: next.externalId,
        });
        if (!updated) throw notFound("User", String(row.id));
        await insertAuditEvent(trx, {
          action: "user.updated",
          actor: SCIM_ACTOR,
          subject: { type: "user", id: row.id },
          ip: deps.ip,
          detail: { fields: changed.map((key) => (key === "email" ? "userName" : key)) },
          at,
        });
        return updated;
      })
      .catch(conflict);
  }
  return applyActive(deps, saved, next.active);
}

const stateOf = (row: ScimUserRow): UserState => ({
  email: row.email,
  name: row.name,
  externalId: row.externalId,
  active: row.isActive,
});

/** PUT /Users/:id: the resource as sent; what it leaves out (externalId, active) stays as it was. */
export async function replaceScimUser(deps: ScimDeps, idText: string, body: unknown): Promise<ScimUser> {
  const row = await userOrThrow(deps, idText);
  return saveUser(deps, row, stateFrom(body, stateOf(row)));
}

/** One attribute of a PATCH applied to the state. */
function applyAttribute(
  state: UserState,
  attribute: string,
  op: "add" | "replace" | "remove",
  value: unknown,
): void {
  const name = splitName(state.name);
  if (IGNORED_ATTRIBUTES.has(attribute) || attribute.startsWith("urn:ietf:params:scim:schemas:extension:"))
    return;
  if (op === "remove") {
    if (attribute === "externalid") state.externalId = null;
    else throw new ScimError(400, `${attribute} cannot be removed.`, "mutability");
    return;
  }
  switch (attribute) {
    case "active":
      state.active = scimBoolean(value, "active");
      return;
    case "username":
      state.email = email(value);
      return;
    case "externalid":
      state.externalId = optionalText(value, "externalId", EXTERNAL_ID_MAX);
      return;
    case "displayname":
      state.name = text(value, "displayName", NAME_MAX);
      return;
    case "name.givenname":
      state.name = joinName(text(value, "name.givenName", NAME_MAX), name.familyName).slice(0, NAME_MAX);
      return;
    case "name.familyname":
      state.name = joinName(name.givenName, text(value, "name.familyName", NAME_MAX)).slice(0, NAME_MAX);
      return;
    case "name":
      if (!isObject(value)) throw new ScimError(400, "name must be an object.", "invalidValue");
      state.name = nameFrom({ name: value }, state.name);
      return;
    default:
      throw new ScimError(400, `The attribute ${attribute} is not supported.`, "invalidPath");
  }
}

/**
 * PATCH /Users/:id, as Okta (`{"op":"replace","value":{"active":false}}`) and Entra ID
 * (`{"op":"Replace","path":"active","value":"False"}`) send it. Every operation is checked before
 * anything is written.
 */
export async function patchScimUser(deps: ScimDeps, idText: string, body: unknown): Promise<ScimUser> {
  const operations = patchOperations(body);
  const row = await userOrThrow(deps, idText);
  const state = stateOf(row);
  for (const { op, path, value } of operations) {
    if (path === null) {
      if (!isObject(value))
        throw new ScimError(400, "An operation without a path needs an object value.", "invalidValue");
      for (const [key, item] of Object.entries(value)) applyAttribute(state, key.toLowerCase(), op, item);
      continue;
    }
    const parsed = parsePatchPath(path);
    if (parsed.extension) continue;
    if (parsed.filter !== null && !IGNORED_ATTRIBUTES.has(parsed.attribute)) {
      throw new ScimError(
        400,
        `The path ${path} filters an attribute that is not multi-valued.`,
        "invalidPath",
      );
    }
    applyAttribute(state, parsed.attribute, op, value);
  }
  return saveUser(deps, row, state);
}

/** DELETE /Users/:id deactivates: the account and its history stay, as when the people screen does it. */
export async function deleteScimUser(deps: ScimDeps, idText: string): Promise<void> {
  await applyActive(deps, await userOrThrow(deps, idText), false);
}
