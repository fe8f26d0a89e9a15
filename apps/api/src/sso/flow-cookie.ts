import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { z } from "zod";

/** How long a sign-in at the provider may take, from 'Sign in with SSO' to the callback. */
export const SSO_FLOW_MAX_AGE_SECONDS = 10 * 60;

/**
 * What the callback needs from the start of the same sign-in. It lives in the browser (anonymous
 * visitors have no session row), encrypted and authenticated, so it can be neither read nor forged.
 */
const ZSsoFlow = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  /** The PKCE code verifier; only its S256 challenge went to the provider. */
  verifier: z.string().min(43),
  /** A path of this site to land on after signing in, or null for the home page. */
  returnTo: z.string().nullable(),
  /** Epoch ms after which the flow is refused, whatever the cookie's own expiry says. */
  expiresAt: z.number(),
});
export type SsoFlow = z.infer<typeof ZSsoFlow>;

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM sealing of the flow, with a key of its own derived from the session secret. */
export class SsoFlowSealer {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync("sha256", secret, "", "leadcoach sso flow cookie v1", 32));
  }

  seal(flow: SsoFlow): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(flow), "utf8"), cipher.final()]);
    return Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
  }

  /** The flow, or null when the value was altered, sealed with another key, malformed or expired. */
  open(value: string | undefined, now: number): SsoFlow | null {
    if (!value || value.length > 4096) return null;
    const raw = Buffer.from(value, "base64url");
    if (raw.length <= IV_BYTES + TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv("aes-256-gcm", this.key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
      const text = Buffer.concat([
        decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
        decipher.final(),
      ]).toString("utf8");
      const flow = ZSsoFlow.safeParse(JSON.parse(text));
      return flow.success && flow.data.expiresAt > now ? flow.data : null;
    } catch {
      return null;
    }
  }
}
