// Launchpad's service worker (spec-2 §7), small on purpose:
// - page navigations go to the network first; the last app shell received is kept, so the
//   app still opens when the network is down;
// - files under /assets/ have a content hash in their name and never change: once fetched
//   they are served from the cache;
// - everything else (GraphQL, REST, subscriptions, sign-in redirects) is left to the browser.
// A new version of this file takes over at once, and the pages it controls reload
// (src/lib/service-worker.ts). Change VERSION to drop the old caches.
const VERSION = "v1";
const SHELL_CACHE = `launchpad-shell-${VERSION}`;
const ASSET_CACHE = `launchpad-assets-${VERSION}`;
const SHELL_KEY = "/";
const MAX_ASSETS = 300;
const SERVER_PATHS = /^\/(graphql|subscriptions|api|user|auth\/(local|oidc)|healthz|readyz)(\/|$)/;

self.addEventListener("install", (event) => {
  event.waitUntil(
    precacheShell()
      .catch(() => undefined) // offline at install: the next navigation fills the cache
      .then(() => self.skipWaiting()),
  );
});

/** The shell and the files it loads first: without them the cached shell could not start. */
async function precacheShell() {
  const response = await fetch(SHELL_KEY, { cache: "no-cache" });
  if (!response.ok) return;
  const html = await response.clone().text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  await (await caches.open(ASSET_CACHE)).addAll(assets);
  await (await caches.open(SHELL_CACHE)).put(SHELL_KEY, response);
}

self.addEventListener("activate", (event) => {
  const current = [SHELL_CACHE, ASSET_CACHE];
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => !current.includes(name)).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && !SERVER_PATHS.test(url.pathname)) {
    event.respondWith(networkFirstShell(request));
  } else if (url.pathname.startsWith("/assets/")) {
    event.respondWith(cacheFirstAsset(request));
  }
});

async function networkFirstShell(request) {
  try {
    const response = await fetch(request);
    const type = response.headers.get("content-type") ?? "";
    if (response.ok && type.includes("text/html")) {
      const cache = await caches.open(SHELL_CACHE);
      await cache.put(SHELL_KEY, response.clone());
    }
    return response;
  } catch (error) {
    const shell = await caches.match(SHELL_KEY, { cacheName: SHELL_CACHE, ignoreVary: true });
    if (shell) return shell;
    throw error;
  }
}

async function cacheFirstAsset(request) {
  const cache = await caches.open(ASSET_CACHE);
  // Hashed files never change: the server's `Vary: Origin` (set when a request carries an
  // Origin, as module scripts do) must not make the precached copy miss.
  const cached = await cache.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    const keys = await cache.keys();
    // Oldest first: files of earlier deployments go before the ones in use.
    await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
  }
  return response;
}
