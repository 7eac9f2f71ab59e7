/**
 * The address of a path on another organisation's host: `orbit` on http://localhost:3100
 * is http://orbit.localhost:3100 (Chromium resolves *.localhost to the loopback address).
 */
export function tenantUrl(baseURL: string | undefined, slug: string, path = "/"): string {
  const url = new URL(path, baseURL ?? "http://localhost:3100");
  url.hostname = `${slug}.${url.hostname}`;
  return url.toString();
}
