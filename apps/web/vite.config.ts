import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type ProxyOptions } from "vite";
import { inlineDocumentsPlugin } from "./src/build/inline-documents.plugin.ts";
import { precompressPlugin } from "./src/build/precompress.plugin.ts";
import { docsIndexPlugin } from "./src/features/docs-search/build/docs-index.plugin.ts";

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
  plugins: [
    react(),
    inlineDocumentsPlugin(fileURLToPath(new URL("./src/gql", import.meta.url))),
    docsIndexPlugin({ docsDir: fileURLToPath(new URL("../../docs/user", import.meta.url)) }),
    precompressPlugin(),
  ],
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
    // The oldest browsers the support gate lets in (spec-1 §9): syntax they cannot parse
    // (class static blocks, …) must be lowered, or they would pass the gate and break.
    target: ["chrome99", "edge99", "firefox93", "safari15", "ios15", "opera85"],
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    // Read by scripts/check-bundle-size.mjs (the budgets of apps/web/bundle-budgets.json).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page runs (React, the router, react-intl and theirs) in one chunk: it
          // compresses better than the dozens the automatic split made of it, and its name
          // stays the same from one build to the next while they change. Only libraries the
          // first page loads anyway belong here, or every page would load them: Apollo Client
          // and its own are the signed-in area's (decision 022).
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-intl|@formatjs[\\/][^\\/]+|intl-messageformat|tslib|graphql-ws)[\\/]/,
              // Before Apollo's group, which takes its dependencies along (graphql, not tslib).
              priority: 2,
            },
            {
              // The signed-in area's: Apollo Client with its own libraries and graphql, one chunk
              // for the same reasons (the public client prints its documents itself).
              name: "apollo",
              test: /node_modules[\\/](@apollo[\\/]client|rxjs|optimism|@wry[\\/][^\\/]+)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
