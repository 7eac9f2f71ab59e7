import { readAuthorization } from "../auth-storage.ts";
import { RestError, RestNetworkError } from "./rest-error.ts";

export type RestMethod = "GET" | "POST" | "PUT" | "DELETE";

export type RestRequest = {
  method: RestMethod;
  /** A path on the tenant's own host, such as `/auth/local`. */
  path: string;
  body?: unknown;
  /**
   * Sign-in, password reset, invitation and validation calls are made without the stored
   * token: a stale token would otherwise make the server refuse them (any REST call with
   * a bad token answers 401).
   */
  anonymous?: boolean;
};

export type RestFailure = { status: number; errorName: string | null; message: string; request: RestRequest };

export type RestClientOptions = {
  /** A 401 to a request that carried the token: the sign-in is over (spec-1 §8). */
  onUnauthorized: (failure: RestFailure) => void;
  /** Any 403 (InvalidIncubator or another refusal). */
  onForbidden: (failure: RestFailure) => void;
  fetch?: typeof fetch;
};

export type RestClient = {
  request<T>(request: RestRequest): Promise<T>;
};

/**
 * The REST client of spec-1 §7: JSON in and out, the bearer authorization whenever a token
 * exists. A non-2xx answer rejects with a RestError carrying the server's name and message.
 */
export function createRestClient({
  onUnauthorized,
  onForbidden,
  fetch: fetchImpl,
}: RestClientOptions): RestClient {
  return {
    async request<T>(request: RestRequest): Promise<T> {
      const authorization = request.anonymous ? null : readAuthorization();
      const headers: Record<string, string> = { accept: "application/json" };
      if (request.body !== undefined) headers["content-type"] = "application/json";
      if (authorization) headers.authorization = authorization;

      let response: Response;
      try {
        response = await (fetchImpl ?? fetch)(request.path, {
          method: request.method,
          headers,
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
        });
      } catch (error) {
        throw new RestNetworkError(error);
      }

      const body = await readJson(response);
      if (response.ok) return body as T;

      const error = new RestError(response.status, body, response.statusText || `HTTP ${response.status}`);
      const failure = { status: error.status, errorName: error.errorName, message: error.message, request };
      if (response.status === 401 && authorization) onUnauthorized(failure);
      if (response.status === 403) onForbidden(failure);
      throw error;
    },
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}
