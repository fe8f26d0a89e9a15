import type { z } from "zod";
import type {
  ZPasskeyAuthenticationResponse,
  ZPasskeyCreationOptions,
  ZPasskeyRegistrationResponse,
  ZPasskeyRequestOptions,
} from "@leadcoach/api/schemas";

/*
 * The browser's side of a passkey ceremony, through @simplewebauthn/browser, loaded only when a
 * passkey is used (it stays out of the first screen). Its failures become sentences a person can act on.
 */

/** Whether this browser can create and use passkeys at all. */
export function passkeysSupported(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

/** A refusal of the browser or the authenticator, as a sentence (the server's refusals carry their own). */
export class PasskeyPromptError extends Error {
  override readonly name = "PasskeyPromptError";
}

function promptError(error: unknown, action: "create" | "use"): PasskeyPromptError {
  const name = error instanceof Error ? error.name : "";
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" || name === "InvalidStateError") {
    return new PasskeyPromptError("This device already holds a passkey for your account.");
  }
  if (name === "NotAllowedError" || name === "AbortError") {
    return new PasskeyPromptError(
      action === "create"
        ? "No passkey was created: the prompt was closed or timed out. Try again."
        : "No passkey was used: the prompt was closed or timed out. Try again.",
    );
  }
  return new PasskeyPromptError(
    action === "create"
      ? "This browser could not create a passkey. Try again, or use another browser or device."
      : "This browser could not use a passkey. Try again, or sign in another way.",
  );
}

export async function createPasskey(
  optionsJSON: z.output<typeof ZPasskeyCreationOptions>,
): Promise<z.input<typeof ZPasskeyRegistrationResponse>> {
  const { startRegistration } = await import("@simplewebauthn/browser");
  try {
    const response = await startRegistration({ optionsJSON });
    return { ...response, clientExtensionResults: { credProps: response.clientExtensionResults.credProps } };
  } catch (error) {
    throw promptError(error, "create");
  }
}

export async function answerWithPasskey(
  optionsJSON: z.output<typeof ZPasskeyRequestOptions>,
): Promise<z.input<typeof ZPasskeyAuthenticationResponse>> {
  const { startAuthentication } = await import("@simplewebauthn/browser");
  try {
    const response = await startAuthentication({ optionsJSON });
    return { ...response, clientExtensionResults: {} };
  } catch (error) {
    throw promptError(error, "use");
  }
}

/** The sentence for a failed passkey step: the prompt's own, the server's, or `fallback`. */
export function passkeyErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof PasskeyPromptError) return error.message;
  const data = (error as { data?: unknown } | null)?.data;
  const message = error instanceof Error ? error.message.trim() : "";
  return data !== undefined && data !== null && message ? message : fallback;
}
