/** Browser-safe validators and constants shared with the web app. */
export * from "./auth";
export * from "./users";
