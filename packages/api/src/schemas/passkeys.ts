import { z } from "zod";
import { ZRecordId } from "./record-id";

/** Passkeys a person may register; each device or password manager usually holds one. */
export const MAX_PASSKEYS = 20;
/** How long a passkey prompt stays answerable, in milliseconds. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;

export const PASSKEY_NOT_FOUND =
  "This passkey has already been removed. Refresh the list to see your passkeys.";
export const PASSKEY_UNKNOWN =
  "This passkey is not registered with any account here (it may have been removed). Sign in another way.";
export const PASSKEY_NONE = "This account has no passkey. Use another way to finish signing in.";
export const PASSKEY_NOT_YOURS = "This passkey belongs to another account. Use a passkey of this account.";
export const PASSKEY_CHALLENGE_INVALID = "This passkey request has expired or was already used. Try again.";
export const PASSKEY_VERIFICATION_FAILED =
  "The passkey could not be verified. Try again, or sign in another way.";
export const PASSKEY_TOO_MANY = `You have ${MAX_PASSKEYS} passkeys, the most an account may hold. Remove one first.`;
export const PASSKEY_ALREADY_REGISTERED = "This passkey is already registered.";

export const ZPasskeyName = z
  .string()
  .trim()
  .min(1, "Name is required")
  .max(100, "Name is too long (at most 100 characters)");

/** A base64url field of a browser's answer; bounded so a request stays small. */
const base64url = (max: number) =>
  z
    .string()
    .max(max, "The passkey answer is too large")
    .regex(/^[A-Za-z0-9_-]*$/, "The passkey answer is malformed");

const ZAttachment = z.enum(["platform", "cross-platform"]);
const ZRequirement = z.enum(["discouraged", "preferred", "required"]);

const ZCredentialDescriptor = z.object({
  id: base64url(1400),
  type: z.string(),
  transports: z.array(z.string()).optional(),
});

/** What the browser's `navigator.credentials.create` needs (WebAuthn's JSON form). */
export const ZPasskeyCreationOptions = z.object({
  rp: z.object({ id: z.string().optional(), name: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal("public-key") })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(ZCredentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: ZAttachment.optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: ZRequirement.optional(),
      userVerification: ZRequirement.optional(),
    })
    .optional(),
  attestation: z.enum(["direct", "enterprise", "indirect", "none"]).optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
});

/** What the browser's `navigator.credentials.get` needs. */
export const ZPasskeyRequestOptions = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(ZCredentialDescriptor).optional(),
  userVerification: ZRequirement.optional(),
});

const ZClientExtensionResults = z.object({
  credProps: z.object({ rk: z.boolean().optional() }).optional(),
});

/** The browser's answer to `create` (a new passkey), as `@simplewebauthn/browser` sends it. */
export const ZPasskeyRegistrationResponse = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  response: z.object({
    clientDataJSON: base64url(8000),
    attestationObject: base64url(24_000),
    authenticatorData: base64url(8000).optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(8000).optional(),
  }),
  authenticatorAttachment: ZAttachment.optional(),
  clientExtensionResults: ZClientExtensionResults,
  type: z.literal("public-key"),
});

/** The browser's answer to `get` (a signature by an existing passkey). */
export const ZPasskeyAuthenticationResponse = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  response: z.object({
    clientDataJSON: base64url(8000),
    authenticatorData: base64url(8000),
    signature: base64url(2000),
    userHandle: base64url(200).optional(),
  }),
  authenticatorAttachment: ZAttachment.optional(),
  clientExtensionResults: ZClientExtensionResults,
  type: z.literal("public-key"),
});
export type PasskeyAuthenticationResponse = z.infer<typeof ZPasskeyAuthenticationResponse>;

export const ZRegisterPasskeyInput = z.object({
  name: ZPasskeyName,
  response: ZPasskeyRegistrationResponse,
});
export type RegisterPasskeyInput = z.infer<typeof ZRegisterPasskeyInput>;

export const ZPasskeyAssertionInput = z.object({ response: ZPasskeyAuthenticationResponse });
export type PasskeyAssertionInput = z.infer<typeof ZPasskeyAssertionInput>;

export const ZRenamePasskeyInput = z.object({ id: ZRecordId, name: ZPasskeyName });
export type RenamePasskeyInput = z.infer<typeof ZRenamePasskeyInput>;

export const ZRemovePasskeyInput = z.object({ id: ZRecordId });
export type RemovePasskeyInput = z.infer<typeof ZRemovePasskeyInput>;

/** A passkey as its owner sees it in the list: never the key. */
export const ZPasskeyInfo = z.object({
  id: z.number(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Synced by a password manager or platform account (so it survives losing the device). */
  backedUp: z.boolean(),
});
export type PasskeyInfo = z.infer<typeof ZPasskeyInfo>;
