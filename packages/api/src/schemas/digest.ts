import { z } from "zod";

/** The answer to a digest unsubscribe link that is malformed, tampered with or signed for something else. */
export const DIGEST_UNSUBSCRIBE_INVALID =
  "This unsubscribe link is not valid. Sign in and turn off the weekly digest in Settings instead.";
/** What the unsubscribe page says once it worked (every time: unsubscribing twice is fine). */
export const DIGEST_UNSUBSCRIBED =
  "You will no longer get the weekly digest e-mail. You can turn it back on in Settings.";

/** The token of an e-mailed unsubscribe link; its format and signature are checked by the service. */
export const ZDigestUnsubscribeInput = z.object({ token: z.string().min(1).max(200) });
export type DigestUnsubscribeInput = z.infer<typeof ZDigestUnsubscribeInput>;

export const ZDigestUnsubscribeResult = z.object({ success: z.literal(true), message: z.string() });
export type DigestUnsubscribeResult = z.infer<typeof ZDigestUnsubscribeResult>;
