import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import type { IncomingMessage } from "node:http";
import { request } from "node:https";
import { isIP } from "node:net";
import { pipeline, Readable } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import { isPublicAddress } from "./address-guard.ts";

/**
 * The loader's default `fetch` and `lookup`. The loader checks a feed's host name before it
 * fetches, but a second DNS answer could differ (DNS rebinding), so this fetch checks the
 * addresses again where the socket connects and connects only to those it checked. It speaks
 * GET over https only, never follows redirects (the loader does, checking each target) and
 * decodes gzip, deflate and brotli bodies.
 */

export type HostLookup = (host: string) => Promise<string[]>;

/** Error code of a refused address (the loader turns it into its host-facing message). */
export const ADDRESS_BLOCKED = "ERR_FEED_ADDRESS_BLOCKED";

function blockedError(): NodeJS.ErrnoException {
  return Object.assign(new Error("The feed address is not reachable from the server"), {
    code: ADDRESS_BLOCKED,
  });
}

/** Every address of a host name, as the operating system resolves it. */
export const resolveHost: HostLookup = (host) =>
  new Promise((resolve, reject) => {
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses.map((a) => a.address)),
    );
  });

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** A socket `lookup` that resolves with `lookupHost` and refuses when any address is not public. */
export function guardedSocketLookup(lookupHost: HostLookup) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    lookupHost(hostname).then(
      (addresses) => {
        if (addresses.length === 0 || !addresses.every(isPublicAddress)) {
          callback(blockedError(), "");
          return;
        }
        const all = addresses.map((address) => ({ address, family: isIP(address) }));
        const first = all[0] as LookupAddress;
        if (options.all) callback(null, all);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ""),
    );
  };
}

const NULL_BODY = new Set([101, 103, 204, 205, 304]);

function decoded(res: IncomingMessage): Readable {
  const encoding = String(res.headers["content-encoding"] ?? "")
    .trim()
    .toLowerCase();
  const decoder =
    encoding === "gzip" || encoding === "x-gzip"
      ? createGunzip()
      : encoding === "deflate"
        ? createInflate()
        : encoding === "br"
          ? createBrotliDecompress()
          : null;
  return decoder ? pipeline(res, decoder, () => {}) : res;
}

function toResponse(res: IncomingMessage): Response {
  const status = res.statusCode ?? 0;
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    for (const one of [value ?? []].flat()) headers.append(name, one);
  }
  const body = decoded(res);
  if (body !== res) {
    headers.delete("content-encoding");
    headers.delete("content-length");
  }
  if (NULL_BODY.has(status)) {
    res.resume();
    return new Response(null, { status, headers });
  }
  return new Response(Readable.toWeb(body) as unknown as ReadableStream<Uint8Array>, { status, headers });
}

/** A `fetch` for feeds: GET, https only, addresses checked where the socket connects. */
export function createGuardedFetch(lookupHost: HostLookup = resolveHost): typeof globalThis.fetch {
  const guarded = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input);
    if (url.protocol !== "https:") throw new TypeError("Only https URLs are fetched");
    const host = url.hostname.replace(/^\[|\]$/g, "");
    if (isIP(host) && !isPublicAddress(host)) throw blockedError();
    const headers = Object.fromEntries(new Headers(init?.headers));
    return new Promise<Response>((resolve, reject) => {
      const req = request(
        url,
        {
          method: "GET",
          headers: { "accept-encoding": "gzip, deflate, br", ...headers },
          signal: init?.signal ?? undefined,
          lookup: guardedSocketLookup(lookupHost),
        },
        (res) => {
          try {
            resolve(toResponse(res));
          } catch (error) {
            res.destroy();
            reject(error);
          }
        },
      );
      req.on("error", reject);
      req.end();
    });
  };
  return guarded as typeof globalThis.fetch;
}
