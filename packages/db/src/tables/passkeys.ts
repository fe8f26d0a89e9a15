import type { ColumnType, Generated } from "kysely";
import type { WebauthnChallengePurpose } from "../domain";
import type { CreatedAt, Id, JsonWithDefault, NullableTimestamp, Timestamp } from "./columns";

/** A passkey (WebAuthn credential) a person registered; its private key never leaves their device. */
export interface PasskeysTable {
  id: Id;
  userId: number;
  /** The credential's id, base64url: what the browser names in an assertion. */
  credentialId: string;
  /** COSE public key. `pg` reads a Buffer, PGlite a Uint8Array: both are Uint8Arrays. */
  publicKey: Uint8Array;
  /** The authenticator's signature counter; 0 when it keeps none. */
  counter: ColumnType<number, number | undefined, number>;
  /** How the browser reaches the authenticator ('internal', 'hybrid', 'usb'...). */
  transports: JsonWithDefault<string[]>;
  name: string;
  aaguid: string | null;
  /** Whether the credential is synced (a backed-up passkey). */
  backedUp: Generated<boolean>;
  createdAt: CreatedAt;
  lastUsedAt: NullableTimestamp;
}

/** A WebAuthn challenge waiting for its answer; answering deletes it. */
export interface WebauthnChallengesTable {
  challenge: string;
  purpose: WebauthnChallengePurpose;
  userId: number | null;
  /** The session (sha256 of its id) that asked for it, when it had one. */
  sessionKey: string | null;
  expiresAt: Timestamp;
}
