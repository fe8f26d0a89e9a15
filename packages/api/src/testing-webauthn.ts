import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";
import type { z } from "zod";
import type {
  PasskeyAuthenticationResponse,
  ZPasskeyCreationOptions,
  ZPasskeyRegistrationResponse,
  ZPasskeyRequestOptions,
} from "./schemas/passkeys";

/*
 * A software authenticator for tests: ES256 keys from node:crypto, "none" attestation, and the byte
 * layouts of WebAuthn (authenticator data, client data, attestation object) built by hand, so the server's
 * real verification (`@simplewebauthn/server`) checks real signatures. Each field a test may want to get
 * wrong (origin, RP ID, challenge, counter, flags) can be overridden per call.
 */

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

type Cbor = Parameters<typeof isoCBOR.encode>[0];

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export interface Tamper {
  origin?: string;
  rpId?: string;
  challenge?: string;
  /** The signature counter to report (the authenticator's own counter otherwise, moved forward). */
  counter?: number;
  /** Report the user as not verified. */
  noUserVerification?: boolean;
}

export interface SoftCredential {
  id: Uint8Array;
  privateKey: KeyObject;
  cosePublicKey: Uint8Array;
  userHandle: string;
  counter: number;
}

function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: "jwk" });
  if (!jwk.x || !jwk.y) throw new Error("EC key without coordinates");
  return isoCBOR.encode(
    new Map<string | number, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x, "base64url")],
      [-3, Buffer.from(jwk.y, "base64url")],
    ]),
  );
}

function authenticatorData(rpId: string, flags: number, counter: number, attested?: Uint8Array): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
}

function clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin: string): string {
  return JSON.stringify({ type, challenge, origin, crossOrigin: false });
}

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];

  constructor(
    /** The origin the 'browser' is on: the app's, unless a test says otherwise. */
    private readonly origin: string,
  ) {}

  private get rpId() {
    return new URL(this.origin).hostname;
  }

  /** Answers `navigator.credentials.create` with a new discoverable ES256 credential. */
  create(
    options: z.output<typeof ZPasskeyCreationOptions>,
    tamper: Tamper = {},
  ): z.input<typeof ZPasskeyRegistrationResponse> {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const credential: SoftCredential = {
      id: randomBytes(32),
      privateKey,
      cosePublicKey: coseKey(publicKey),
      userHandle: options.user.id,
      counter: tamper.counter ?? 0,
    };
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, credential.id, credential.cosePublicKey]);
    const flags = FLAG_UP | FLAG_AT | (tamper.noUserVerification ? 0 : FLAG_UV);
    const authData = authenticatorData(tamper.rpId ?? this.rpId, flags, credential.counter, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string | number, Cbor>([
        ["fmt", "none"],
        ["attStmt", new Map<string | number, Cbor>()],
        ["authData", new Uint8Array(authData)],
      ]),
    );
    this.credentials.push(credential);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      response: {
        clientDataJSON: b64url(
          clientData("webauthn.create", tamper.challenge ?? options.challenge, tamper.origin ?? this.origin),
        ),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
      authenticatorAttachment: "platform",
      clientExtensionResults: { credProps: { rk: true } },
      type: "public-key",
    };
  }

  /** Answers `navigator.credentials.get` with `credential` (the newest one unless named). */
  get(
    options: z.output<typeof ZPasskeyRequestOptions>,
    tamper: Tamper = {},
    credential: SoftCredential | undefined = this.credentials.at(-1),
  ): PasskeyAuthenticationResponse {
    if (!credential) throw new Error("The soft authenticator holds no credential");
    credential.counter = tamper.counter ?? credential.counter + 1;
    const flags = FLAG_UP | (tamper.noUserVerification ? 0 : FLAG_UV);
    const authData = authenticatorData(tamper.rpId ?? this.rpId, flags, credential.counter);
    const data = clientData(
      "webauthn.get",
      tamper.challenge ?? options.challenge,
      tamper.origin ?? this.origin,
    );
    const signature = sign("sha256", Buffer.concat([authData, sha256(data)]), credential.privateKey);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      response: {
        clientDataJSON: b64url(data),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      authenticatorAttachment: "platform",
      clientExtensionResults: {},
      type: "public-key",
    };
  }
}
