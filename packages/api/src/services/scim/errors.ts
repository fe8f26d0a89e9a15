/** The `scimType` values of RFC 7644 this server answers with. */
export type ScimType =
  | "invalidFilter"
  | "invalidSyntax"
  | "invalidPath"
  | "invalidValue"
  | "noTarget"
  | "mutability"
  | "uniqueness"
  | "tooMany";

export const SCIM_ERROR_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:Error";

/** A SCIM request that cannot be served: the HTTP status, a sentence for the person reading the log, and its type. */
export class ScimError extends Error {
  override readonly name = "ScimError";
  constructor(
    readonly status: number,
    message: string,
    readonly scimType?: ScimType,
  ) {
    super(message);
  }
}

/** The error body of RFC 7644 (`status` is a string there). */
export function scimErrorBody(status: number, detail: string, scimType?: ScimType) {
  return {
    schemas: [SCIM_ERROR_SCHEMA],
    status: String(status),
    ...(scimType ? { scimType } : {}),
    detail,
  };
}

export const notFound = (kind: "User" | "Group", id: string) =>
  new ScimError(404, `${kind} ${id} not found.`);
