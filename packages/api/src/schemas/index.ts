/** Browser-safe validators and constants shared with the web app. */
export * from "./domain";
export * from "./auth";
export * from "./users";
export * from "./assessment";
export * from "./dashboard";
export * from "./notifications";
export * from "./recommendations";
export * from "./settings";
export * from "./skills";
export * from "./lessons";
export * from "./goals";
export * from "./calendar";
export * from "./calendar-rules";
export * from "./transport";
export * from "./feedback";
export * from "./reviews-360";
