/**
 * The most calls the web app puts in one batched `/trpc` request. The server refuses to start when
 * `TRPC_MAX_BATCH_SIZE` is lower, so lowering that limit can never break the app; the web client
 * splits larger batches itself.
 */
export const WEB_TRPC_MAX_BATCH_ITEMS = 4;
