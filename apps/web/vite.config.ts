import react from "@vitejs/plugin-react";
import { defineConfig, type ProxyOptions } from "vite";

/** The API server during development: `npm start` unless API_ORIGIN names another. */
const API_ORIGIN = process.env.API_ORIGIN ?? "http://localhost:3000";

/**
 * The Host header is kept (changeOrigin: false) because the server reads the tenant from
 * it: http://orbit.localhost:5173 reaches the "orbit" incubator through the proxy.
 */
const api: ProxyOptions = { target: API_ORIGIN, changeOrigin: false };

/** /auth/callback is also a page of the app: a browser navigation there stays with Vite. */
const apiExceptPages: ProxyOptions = {
  ...api,
  bypass: (req) => (req.headers.accept?.includes("text/html") ? "/index.html" : undefined),
};

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      "/graphql": api,
      "/subscriptions": { ...api, ws: true },
      "/auth": apiExceptPages,
      "/api": api,
      "/healthz": api,
      "/readyz": api,
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
  },
});
