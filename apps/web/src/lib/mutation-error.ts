/** The parts of a tRPC client error this app reads. */
export interface MutationErrorLike {
  message: string;
  /** Present only when the server answered with a tRPC error shape. */
  data?: unknown;
}

/** True when the request never got a tRPC answer (offline, server down, proxy error). */
export function isNetworkError(error: MutationErrorLike): boolean {
  return error.data === undefined || error.data === null;
}

/**
 * The text to show for a failed call: the server's own message, `fallback` when it sent none, or
 * `networkFallback` when no server answer arrived at all.
 */
export function mutationErrorMessage(
  error: MutationErrorLike,
  fallback: string,
  networkFallback: string = fallback,
): string {
  if (isNetworkError(error)) return networkFallback;
  return error.message.trim() || fallback;
}
