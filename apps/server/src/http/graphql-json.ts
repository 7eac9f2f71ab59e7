import type { FastifyReply, FastifyRequest } from "fastify";
import type { ExecutionResult, GraphQLError } from "graphql";
import { isAsyncIterable, processRegularResult } from "graphql-yoga";
import type { AppYoga } from "../graphql/yoga.ts";

/**
 * The thin path for the common request (issue 13, decision 035): a JSON POST of one
 * operation whose client accepts a JSON answer. Yoga's own pipeline runs it — its
 * `onParams` checks, the enveloped parse/validate/context/execute with every plugin (armor,
 * NUL guard, CSRF is moot for JSON, masking, error log, the compiled executor) and its
 * result processor for the status, headers and body — but without turning the Fastify
 * request into a fetch-API Request and the answer into a Response and back (a third of the
 * CPU of a signed-in `{ __typename }`). Anything else (GET, multipart, batches, odd bodies,
 * SSE or multipart answers, OPTIONS) goes through Yoga's fetch adapter as before.
 */

/** What Yoga's pipeline reads of the request here: the method and headers. */
type LiteRequest = {
  method: string;
  url: string;
  headers: { get(name: string): string | null; has(name: string): boolean };
};

/** Fastify's headers read as a fetch-API Headers (what Yoga's plugins call), without closures per request. */
class LiteHeaders {
  constructor(private readonly raw: FastifyRequest["headers"]) {}
  get(name: string): string | null {
    const value = this.raw[name.toLowerCase()];
    return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
  }
  has(name: string): boolean {
    return this.raw[name.toLowerCase()] !== undefined;
  }
}

/** The Response class handed to Yoga's result processor: it keeps what it is given. */
class CapturedResponse {
  readonly status: number;
  readonly headers: Record<string, string>;
  constructor(
    readonly body: string | null,
    init: { status?: number; headers?: Record<string, string> } = {},
  ) {
    this.status = init.status ?? 200;
    this.headers = init.headers ?? {};
  }
}
const captureFetchAPI = { Response: CapturedResponse } as unknown as Parameters<
  typeof processRegularResult
>[1];

type YogaInternals = {
  getResultForParams(payload: { params: unknown; request: unknown }, context: object): Promise<unknown>;
  maskedErrorsOpts: { maskError(error: unknown, message: string): GraphQLError; errorMessage: string } | null;
};

const PARAMS = new Set(["query", "variables", "operationName", "extensions"]);
const JSON_BODY = /^application\/json\b/i;
const isObjectOrNull = (v: unknown) => v == null || (typeof v === "object" && !Array.isArray(v));

/** The request's parameters, when the request is one the thin path takes. */
function paramsOf(req: FastifyRequest): Record<string, unknown> | null {
  if (req.method !== "POST" || !JSON_BODY.test(req.headers["content-type"] ?? "")) return null;
  const body = req.body;
  if (!body || typeof body !== "object" || Array.isArray(body)) return null;
  const params = body as Record<string, unknown>;
  for (const key in params) if (!PARAMS.has(key)) return null;
  if (typeof params.query !== "string") return null;
  if (params.operationName != null && typeof params.operationName !== "string") return null;
  if (!isObjectOrNull(params.variables) || !isObjectOrNull(params.extensions)) return null;
  return params;
}

/** The media types of Accept as Yoga ranks them: the last listed first, utf-8 ones only. */
export function mediaTypesOf(accept: string | undefined): string[] {
  const types: string[] = [];
  for (const entry of (accept || "*/*").replace(/\s/g, "").toLowerCase().split(",")) {
    const [type, ...params] = entry.split(";");
    if (
      type === undefined ||
      (params.find((p) => p.includes("charset=")) ?? "charset=utf-8") !== "charset=utf-8"
    )
      continue;
    types.push(type);
  }
  return types.reverse();
}

const JSON_TYPES = ["application/graphql-response+json", "application/json"];

/**
 * The JSON type Yoga would answer with (the last match wins, as in its result processor),
 * when the client accepts JSON types only, as the web's Apollo Client does
 * (`application/graphql-response+json,application/json;q=0.9`). A missing Accept, a
 * wildcard or a streaming type (SSE, multipart) could make Yoga stream a subscription's
 * events: null, and Yoga's adapter answers.
 */
export function acceptedJsonType(types: string[]): string | null {
  let chosen: string | null = null;
  for (const type of types) {
    if (!JSON_TYPES.includes(type)) return null;
    chosen = type;
  }
  return chosen;
}

/**
 * The Accept header's media types and the JSON type to answer with, kept per header value:
 * a client sends the same Accept with every request (Apollo's HttpLink one value), so it is
 * parsed once, not per request. At most 64 values are kept (then the oldest goes).
 */
const acceptCache = new Map<string, { types: string[]; accepted: string | null }>();
const NO_ACCEPT = { types: [] as string[], accepted: null };

function acceptOf(accept: string | undefined) {
  if (!accept) return NO_ACCEPT;
  let known = acceptCache.get(accept);
  if (!known) {
    const types = mediaTypesOf(accept);
    known = { types, accepted: acceptedJsonType(types) };
    if (acceptCache.size >= 64) acceptCache.delete(acceptCache.keys().next().value as string);
    acceptCache.set(accept, known);
  }
  return known;
}

/** Answers the request on the thin path and returns true, or returns false to leave it to Yoga. */
export async function answerJsonOperation(yoga: AppYoga, req: FastifyRequest, reply: FastifyReply) {
  const params = paramsOf(req);
  if (!params) return false;
  const { types, accepted } = acceptOf(req.headers.accept);
  if (!accepted) return false;
  const server = yoga as unknown as YogaInternals;
  const request: LiteRequest = { method: "POST", url: req.url, headers: new LiteHeaders(req.headers) };
  let result: unknown;
  try {
    result = await server.getResultForParams({ params, request }, { req, reply, request });
  } catch (error) {
    // As Yoga's handler does with an error thrown before execution (its onParams checks).
    const masked = server.maskedErrorsOpts;
    result = { errors: [masked ? masked.maskError(error, masked.errorMessage) : error] };
  }
  if (isAsyncIterable(result)) {
    // A subscription asked for a JSON answer: Yoga's 406, naming the streams it could send.
    const streams = [...types.map(() => "text/event-stream"), ...types.map(() => "multipart/mixed")];
    reply.status(406).header("accept", streams.join("; charset=utf-8, ")).send();
    return true;
  }
  const answer = processRegularResult(result as ExecutionResult, captureFetchAPI, accepted) as unknown as
    | CapturedResponse
    | Promise<CapturedResponse>;
  const { status, headers, body } = await answer;
  reply.status(status).headers(headers).send(body);
  return true;
}
