// @leadcoach/client: see docs/client.md (written by the helper building it).
export {};
