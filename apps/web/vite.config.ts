import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = "http://127.0.0.1:3001";
const proxiedPaths = ["/api", "/trpc", "/healthz", "/readyz"] as const;

export default defineConfig({
  plugins: [react()],
  server: {
    port: 3000,
    strictPort: true,
    proxy: Object.fromEntries(proxiedPaths.map((path) => [path, { target: apiTarget }])),
  },
  preview: { port: 3000 },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Maps are written for debugging a build, but no file points browsers at them and the server never
    // serves them.
    sourcemap: "hidden",
    // The CSP allows only same-origin script files; every supported browser has native modulepreload.
    modulePreload: { polyfill: false },
  },
});
