import { ScimError } from "./errors";

/** One `attribute eq value` comparison; the attribute lower-cased, without its schema URN. */
export interface EqTerm {
  attribute: string;
  value: string | number | boolean | null;
}

const TOKEN = /\s*("(?:\\.|[^"\\])*"|\(|\)|\[|\]|[^\s()[\]"]+)/y;
const OPERATORS = new Set(["eq", "ne", "co", "sw", "ew", "gt", "lt", "ge", "le", "pr"]);
const ATTRIBUTE = /^(?:urn:[^\s]*:)?([A-Za-z][\w$-]*(?:\.[A-Za-z][\w$-]*)?)$/;

function tokens(text: string): string[] {
  const out: string[] = [];
  TOKEN.lastIndex = 0;
  let rest = text.trim();
  while (rest.length > 0) {
    TOKEN.lastIndex = 0;
    const match = TOKEN.exec(rest);
    if (!match?.[1]) throw new ScimError(400, "The filter could not be read.", "invalidFilter");
    out.push(match[1]);
    rest = rest.slice(TOKEN.lastIndex).trimStart();
  }
  return out;
}

function literal(token: string): EqTerm["value"] {
  if (token.startsWith('"')) {
    try {
      return JSON.parse(token) as string;
    } catch {
      throw new ScimError(400, `The filter's value ${token} is not a valid string.`, "invalidFilter");
    }
  }
  const lower = token.toLowerCase();
  if (lower === "true") return true;
  if (lower === "false") return false;
  if (lower === "null") return null;
  if (/^-?\d+(\.\d+)?$/.test(token)) return Number(token);
  throw new ScimError(400, `The filter's value ${token} must be quoted.`, "invalidFilter");
}

/** The attribute name of a filter or a PATCH path, lower-cased, without its schema URN. */
export function attributeName(text: string): string | null {
  const match = ATTRIBUTE.exec(text);
  return match?.[1] ? match[1].toLowerCase() : null;
}

/**
 * A filter of `eq` comparisons joined by `and` (all that Okta and Entra ID send). Any other operator,
 * `or`, `not` or brackets is refused with `invalidFilter`; values are data, never SQL.
 */
export function parseEqFilter(filter: string): EqTerm[] {
  const list = tokens(filter);
  const terms: EqTerm[] = [];
  for (let i = 0; i < list.length; i += 4) {
    const [attributeToken, operator, value, joiner] = list.slice(i, i + 4);
    const attribute = attributeToken ? attributeName(attributeToken) : null;
    if (!attribute || attributeToken === "(" || attributeToken?.toLowerCase() === "not") {
      throw new ScimError(
        400,
        'Only filters of the form attribute eq "value" (joined by and) are supported.',
        "invalidFilter",
      );
    }
    const op = operator?.toLowerCase();
    if (!op || !OPERATORS.has(op)) {
      throw new ScimError(
        400,
        `The filter's operator ${operator ?? "(none)"} is not valid.`,
        "invalidFilter",
      );
    }
    if (op !== "eq") {
      throw new ScimError(400, `The filter operator ${op} is not supported: only eq is.`, "invalidFilter");
    }
    if (value === undefined) throw new ScimError(400, "The filter has no value to compare.", "invalidFilter");
    terms.push({ attribute, value: literal(value) });
    if (joiner !== undefined && joiner.toLowerCase() !== "and") {
      throw new ScimError(
        400,
        `The filter joins comparisons with ${joiner}: only and is supported.`,
        "invalidFilter",
      );
    }
    if (joiner !== undefined && i + 4 >= list.length) {
      throw new ScimError(400, "The filter ends with and.", "invalidFilter");
    }
  }
  return terms;
}

/** A PATCH path: `attr`, `attr.sub`, `attr[filter]` or `attr[filter].sub`. */
export interface PatchPath {
  /** Lower-cased, without its schema URN; `name.givenname` for a sub-attribute without a filter. */
  attribute: string;
  filter: EqTerm[] | null;
  sub: string | null;
  /** The path names an extension schema's attribute (the enterprise user's department...). */
  extension: boolean;
}

export function parsePatchPath(path: string): PatchPath {
  const trimmed = path.trim();
  const extension = /^urn:ietf:params:scim:schemas:extension:/i.test(trimmed);
  const match = /^(.*?)\[(.*)\](?:\.([A-Za-z][\w$-]*))?$/.exec(trimmed);
  const base = match ? (match[1] ?? "") : trimmed;
  const attribute = extension ? trimmed.toLowerCase() : attributeName(base);
  if (!attribute) throw new ScimError(400, `The path ${path} is not valid.`, "invalidPath");
  return {
    attribute,
    filter: match ? parseEqFilter(match[2] ?? "") : null,
    sub: match?.[3]?.toLowerCase() ?? null,
    extension,
  };
}
