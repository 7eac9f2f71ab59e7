import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type ProxyOptions } from "vite";
import { inlineDocumentsPlugin } from "./src/build/inline-documents.plugin.ts";
import { precompiledMessagesPlugin } from "./src/build/precompiled-messages.plugin.ts";
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
    precompiledMessagesPlugin(),
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
              // The compiler's helpers (class fields' defineProperty, …) too: whichever group
              // first takes them, every page using them loads it (graphql-ws took them to Apollo's).
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-intl|@formatjs[\\/][^\\/]+|intl-messageformat)[\\/]|^\0@oxc-project\+runtime@/,
              // First, or Mantine's groups would take its modules along as their dependencies.
              priority: 4,
            },
            {
              // Mantine's core and the components every page shows (the public pages' forms,
              // buttons and alerts too), with the hooks they use: one chunk beside the entry
              // instead of some twenty small ones (a file compresses alone: ≈ 6 KB less on
              // /login, 7 KB on the signed-in pages). Components only some pages use stay in
              // their own chunks, loaded with those pages.
              name: "mantine",
              test: /node_modules[\\/]@mantine[\\/](core[\\/]esm[\\/](core|components[\\/](Box|Text|Title|Stack|Group|Button|Loader|Anchor|Paper|Alert|CloseButton|Transition|Input|InputBase|TextInput|ActionIcon|Divider|UnstyledButton))|hooks[\\/]esm[\\/](use-did-update|use-id|use-isomorphic-effect|use-media-query|use-mutation-observer|use-reduced-motion|use-uncontrolled|use-merged-ref|use-window-event|use-callback-ref|utils))[\\/]/,
              priority: 3,
            },
            {
              // What the signed-in shell shows (app shell, menus, popovers, tooltips, breadcrumbs, scroll
              // areas, avatars) with floating-ui and the scroll lock of its overlays: the public
              // pages do not load it (≈ 6 KB less on a signed-in page than as a dozen chunks).
              name: "shell",
              test: /node_modules[\\/](@mantine[\\/]core[\\/]esm[\\/](components[\\/](Menu|Popover|Tooltip|ScrollArea|AppShell|Portal|FocusTrap|Avatar|Indicator|NavLink|Burger|Overlay|Collapse|VisuallyHidden|Breadcrumbs)|utils[\\/]Floating)|@floating-ui[\\/][^\\/]+|react-remove-scroll[^\\/]*|use-sidecar|use-callback-ref|react-style-singleton|get-nonce)[\\/]/,
              priority: 2,
            },
            {
              // The messages the signed-in area waits for before it shows anything (its shared
              // file and the features' that come with it, app/messages.ts), one chunk per
              // language instead of eight: they compress together (≈ 1.2 KB less on a signed-in
              // page). Not the role names (the invitation page loads them alone), nor the
              // features whose messages come with their pages. check-bundle-size.mjs counts
              // these chunks by their name, `area-messages-<locale>`.
              name: (id) => `area-messages-${/([\w-]+)\.json$/.exec(id)?.[1] ?? "all"}`,
              debugName: "area-messages",
              test: /[\\/]src[\\/](area-locales|features[\\/](booking|tags|tasks|uploads|calendar|profile-images|notifications)[\\/]locales)[\\/][\w-]+\.json$/,
              priority: 5,
            },
            {
              // The signed-in area's: Apollo Client with its own libraries and graphql, one chunk
              // for the same reasons (the public client prints its documents itself). tslib is
              // rxjs's (and the scroll lock's): not the public pages'. graphql-ws too: only the
              // signed-in area opens the websocket (decision 044).
              name: "apollo",
              test: /node_modules[\\/](@apollo[\\/]client|rxjs|optimism|@wry[\\/][^\\/]+|tslib|graphql-ws)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
