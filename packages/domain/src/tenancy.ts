/**
 * Tenant resolution (ARCHITECTURE.md §3): the tenant is the first label of the request
 * host. `localhost` and IP addresses map to the default incubator; `<slug>.localhost`
 * maps to `<slug>`. Ports are ignored.
 */
const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function isValidSlug(slug: string): boolean {
  return SLUG_PATTERN.test(slug);
}

export function tenantSlugFromHost(host: string | undefined, defaultSlug: string): string {
  if (!host) return defaultSlug;
  const hostname = stripPort(host.trim().toLowerCase());
  if (hostname === "localhost" || isIpAddress(hostname)) return defaultSlug;
  const [first] = hostname.split(".");
  return first ?? defaultSlug;
}

function stripPort(host: string): string {
  if (host.startsWith("[")) return host.slice(0, host.indexOf("]") + 1);
  const colon = host.lastIndexOf(":");
  return colon > -1 && host.indexOf(":") === colon ? host.slice(0, colon) : host;
}

function isIpAddress(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith("[") || hostname.includes(":");
}
