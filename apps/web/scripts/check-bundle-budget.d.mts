// Types for check-bundle-budget.mjs (a plain Node script, so the build runs it without compiling).
export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
export interface MeasuredFile extends Sizes {
  path: string;
  kind: "js" | "css";
}
export interface Measured {
  files: MeasuredFile[];
  js: Sizes;
  css: Sizes;
}
export interface Budget {
  jsKb: number;
  cssKb: number;
}
export const DEFAULT_BUDGET: Budget;
export function htmlAssets(html: string): { js: string[]; css: string[] };
export function staticImports(code: string): string[];
export function measureInitialLoad(distDir: string): Measured;
export function checkBudget(measured: Measured, budget?: Budget): string[];
