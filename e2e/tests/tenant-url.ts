/**
 * The address of a path on another organisation's host: `orbit` on http://localhost:3100
 * (or on a worker's http://demo2.localhost:3100) is http://orbit.localhost:3100 (Chromium
 * resolves *.localhost to the loopback address).
 */
export function tenantUrl(baseURL: string | undefined, slug: string, path = "/"): string {
  const url = new URL(path, baseURL ?? "http://localhost:3100");
  const root = url.hostname.endsWith(".localhost") ? "localhost" : url.hostname;
  url.hostname = `${slug}.${root}`;
  return url.toString();
}
