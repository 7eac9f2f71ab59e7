import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import type { DocumentNode } from "graphql";
import { operationUri } from "../apollo/operation-uri.ts";
import { AUTHENTICATION_REQUIRED } from "../apollo/sign-in-errors.ts";
import { readAuthorization } from "../auth-storage.ts";
import { printDocument } from "./print-document.ts";

/**
 * Issue 13 (decision 022): the GraphQL the public pages need — the organisation's branding,
 * its login card, its sign-in mode, its support address — without Apollo Client, which only
 * the signed-in area loads. A read is cached by operation and variables until it is written
 * again (a read asked afresh, an `incubatorUpdated` event the signed-in area receives, or the
 * signed-in area's Apollo cache); a read under way is shared. No websocket: the public pages
 * read the branding when they open and when the window regains focus (decision 044). Failures are handled as Apollo's links handle them (create-apollo-client.ts): a
 * 401 signs out, a 403 leads to the error pages, an AuthenticationRequiredError signs out
 * outside the pages a visitor uses signed out, and an unreachable server is asked again
 * with the same back-off (retry-policy.ts).
 */

export type GraphQLErrorLike = { message: string; extensions?: { name?: unknown } | null };
export type GraphQLAnswer = { data?: unknown; errors?: readonly GraphQLErrorLike[] };

/** One request to the server; tests answer it from mocks. */
export type Transport = (
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
) => Promise<GraphQLAnswer>;

/** A failed read: the HTTP status (null when the server could not be reached) and the GraphQL errors. */
export class PublicQueryError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly errors: readonly GraphQLErrorLike[] = [],
  ) {
    super(message);
    this.name = "PublicQueryError";
  }
  get errorNames(): string[] {
    return this.errors.flatMap((error) => {
      const name = error.extensions?.name;
      return typeof name === "string" ? [name] : [];
    });
  }
}

export type QueryState<T> = { data: T | undefined; loading: boolean; error: PublicQueryError | undefined };

export type PublicClient = {
  /** The cached answer, or the answer once it arrives (a read under way is joined). */
  query<T, V extends Record<string, unknown>>(document: TypedDocumentNode<T, V>, variables?: V): Promise<T>;
  /**
   * Asks the server again, keeping what is cached on show meanwhile; the new answer replaces
   * it (a failure leaves it as it was). A read under way is joined.
   */
  refetch<T, V extends Record<string, unknown>>(document: TypedDocumentNode<T, V>, variables?: V): Promise<T>;
  /** What a component shows now. */
  read<T, V extends Record<string, unknown>>(document: TypedDocumentNode<T, V>, variables?: V): QueryState<T>;
  /** Replaces the cached answer (an event, or another cache) and tells who watches it. */
  write<T, V extends Record<string, unknown>>(
    document: TypedDocumentNode<T, V>,
    data: T,
    variables?: V,
  ): void;
  /**
   * An object's new fields (an event's `{ __typename, id, … }`) into every cached answer that
   * shows that object, as Apollo's normalised cache would: only the fields each answer has.
   */
  mergeEntity(entity: { __typename?: string; id?: unknown; [field: string]: unknown }): void;
  /** Called whenever any cached answer changes. */
  watch(listener: () => void): () => void;
};

export type PublicClientOptions = {
  transport?: Transport;
  /** HTTP 401 and 403 (create-apollo-client.ts's httpErrorLink), and AuthenticationRequiredError. */
  onHttpFailure?: (
    failure: { status: number; errorNames: string[]; message: string },
    operation: string | null,
  ) => void;
  onAuthenticationRequired?: () => void;
  /** Back-off between attempts (tests pass 0). */
  retryDelay?: (attempt: number) => number;
  attempts?: number;
};

/** spec-1 §7 and §9, as RETRY_OPTIONS: 6 attempts, 3 s initial delay, 20 s at most, with jitter. */
export const RETRY_ATTEMPTS = 6;
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  return Math.min(20_000, 3000 * 2 ** (attempt - 1)) * random();
}

const FINAL_STATUSES = new Set([401, 403]);

/** POST /graphql?operation=Name, as Apollo's HttpLink sends it. */
export const fetchTransport: Transport = async (document, variables) => {
  const operationName = operationNameOf(document);
  const headers: Record<string, string> = {
    accept: "application/graphql-response+json, application/json",
    "content-type": "application/json",
    // Yoga's CSRF prevention refuses requests that a plain HTML form could send.
    "apollo-require-preflight": "true",
  };
  const authorization = readAuthorization();
  if (authorization) headers.authorization = authorization;
  let response: Response;
  try {
    response = await fetch(operationUri({ operationName: operationName ?? undefined }), {
      method: "POST",
      headers,
      body: JSON.stringify({ operationName, query: printWithTypename(document), variables: variables ?? {} }),
    });
  } catch (error) {
    throw new PublicQueryError(error instanceof Error ? error.message : String(error), null);
  }
  const answer = (await response.json().catch(() => null)) as GraphQLAnswer | null;
  if (!response.ok) {
    const errors = answer?.errors ?? [];
    throw new PublicQueryError(errors[0]?.message ?? `HTTP ${response.status}`, response.status, errors);
  }
  if (!answer) throw new PublicQueryError("The server's answer is not JSON", response.status);
  return answer;
};

const printed = new WeakMap<DocumentNode, string>();

/**
 * The text sent, with `__typename` in every selection set as Apollo sends it: the answers
 * are shared with Apollo's cache, which tells objects apart by type and id.
 */
export function printWithTypename(document: DocumentNode): string {
  let text = printed.get(document);
  if (text === undefined) {
    text = printDocument({
      ...document,
      definitions: document.definitions.map((definition) => withTypename(definition)),
    });
    printed.set(document, text);
  }
  return text;
}

type Node = { kind: string; selectionSet?: { selections: readonly Node[] }; name?: { value: string } };

const TYPENAME = { kind: "Field", name: { kind: "Name", value: "__typename" } };

/** Every selection set but the operation's own gets `__typename` (Apollo's addTypenameToDocument). */
function withTypename<T>(node: T): T {
  const { kind, selectionSet } = node as Node;
  if (!selectionSet) return node;
  const selections = selectionSet.selections.map((selection) => withTypename(selection));
  const named = selections.some(
    (selection) => selection.kind === "Field" && selection.name?.value === "__typename",
  );
  const add = kind !== "OperationDefinition" && !named;
  return {
    ...node,
    selectionSet: { ...selectionSet, selections: add ? [...selections, TYPENAME] : selections },
  };
}

export function operationNameOf(document: DocumentNode): string | null {
  for (const definition of document.definitions)
    if (definition.kind === "OperationDefinition") return definition.name?.value ?? null;
  return null;
}

type Entry = { state: QueryState<unknown>; request?: Promise<unknown> };

const NOT_ASKED: QueryState<never> = { data: undefined, loading: true, error: undefined };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createPublicClient({
  transport = fetchTransport,
  onHttpFailure,
  onAuthenticationRequired,
  retryDelay: delayOf = retryDelay,
  attempts = RETRY_ATTEMPTS,
}: PublicClientOptions = {}): PublicClient {
  const entries = new Map<string, Entry>();
  const listeners = new Set<() => void>();
  const keyOf = (document: DocumentNode, variables?: Record<string, unknown>) =>
    `${operationNameOf(document) ?? printDocument(document)}:${JSON.stringify(variables ?? {})}`;
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const set = (key: string, entry: Entry) => {
    entries.set(key, entry);
    notify();
  };

  async function send(document: DocumentNode, variables?: Record<string, unknown>): Promise<unknown> {
    const operation = operationNameOf(document);
    for (let attempt = 1; ; attempt += 1) {
      try {
        const answer = await transport(document, variables);
        if (answer.errors?.length) {
          const error = new PublicQueryError(
            answer.errors[0]?.message ?? "GraphQL error",
            200,
            answer.errors,
          );
          if (error.errors.some(isAuthenticationRequired)) onAuthenticationRequired?.();
          throw error;
        }
        return answer.data;
      } catch (caught) {
        const error =
          caught instanceof PublicQueryError ? caught : new PublicQueryError(String(caught), null);
        const final = error.status !== null && (error.status < 500 || FINAL_STATUSES.has(error.status));
        if (final || attempt >= attempts) {
          if (error.status !== null && FINAL_STATUSES.has(error.status)) {
            if (error.errors.some(isAuthenticationRequired)) onAuthenticationRequired?.();
            onHttpFailure?.(
              { status: error.status, errorNames: error.errorNames, message: error.message },
              operation,
            );
          }
          throw error;
        }
        await sleep(delayOf(attempt));
      }
    }
  }

  const client: PublicClient = {
    query(document, variables) {
      const key = keyOf(document, variables);
      const entry = entries.get(key);
      if (entry?.state.data !== undefined) return Promise.resolve(entry.state.data as never);
      if (entry?.request) return entry.request as Promise<never>;
      const request = send(document, variables).then(
        (data) => {
          set(key, { state: { data, loading: false, error: undefined } });
          return data;
        },
        (error: PublicQueryError) => {
          set(key, { state: { data: undefined, loading: false, error } });
          throw error;
        },
      );
      set(key, { state: entry?.state.error ? { ...entry.state, loading: true } : NOT_ASKED, request });
      return request as Promise<never>;
    },
    refetch(document, variables) {
      const key = keyOf(document, variables);
      const entry = entries.get(key);
      if (entry?.request) return entry.request as Promise<never>;
      if (entry?.state.data === undefined) return client.query(document, variables);
      const request = send(document, variables).then(
        (data) => {
          set(key, { state: { data, loading: false, error: undefined } });
          return data;
        },
        (error: PublicQueryError) => {
          const current = entries.get(key);
          if (current) entries.set(key, { state: current.state });
          throw error;
        },
      );
      // What is on show stays (no loading state): the request is only remembered, to be joined.
      entries.set(key, { state: entry.state, request });
      return request as Promise<never>;
    },
    read(document, variables) {
      const entry = entries.get(keyOf(document, variables));
      return (entry?.state ?? NOT_ASKED) as QueryState<never>;
    },
    write(document, data, variables) {
      const key = keyOf(document, variables);
      const current = entries.get(key)?.state.data;
      if (current !== undefined && JSON.stringify(current) === JSON.stringify(data)) return;
      set(key, { state: { data, loading: false, error: undefined } });
    },
    mergeEntity(entity) {
      let changed = false;
      for (const entry of entries.values()) {
        const data = entry.state.data;
        if (data === undefined) continue;
        const merged = mergeInto(data, entity);
        if (merged !== data) {
          entry.state = { ...entry.state, data: merged };
          changed = true;
        }
      }
      if (changed) notify();
    },
    watch(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return client;
}

function isAuthenticationRequired(error: GraphQLErrorLike): boolean {
  return (
    error.extensions?.name === AUTHENTICATION_REQUIRED || error.message.includes(AUTHENTICATION_REQUIRED)
  );
}

type Entity = { __typename?: string; id?: unknown };

/** `value` with `entity`'s fields wherever the same object appears in it (a new value when any changed). */
function mergeInto(value: unknown, entity: Entity): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => mergeInto(item, entity));
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  if (!value || typeof value !== "object") return value;
  const object = value as Record<string, unknown>;
  const same = object.__typename === entity.__typename && object.id === entity.id && entity.id !== undefined;
  let next: Record<string, unknown> | null = null;
  for (const [field, current] of Object.entries(object)) {
    const updated =
      same && field in entity
        ? fieldsOf(current, (entity as Record<string, unknown>)[field])
        : mergeInto(current, entity);
    if (updated !== current) {
      next ??= { ...object };
      next[field] = updated;
    }
  }
  return next ?? value;
}

/** The fields of `incoming` that `current` selects (nested objects included), or `incoming` itself for a leaf. */
function fieldsOf(current: unknown, incoming: unknown): unknown {
  if (JSON.stringify(current) === JSON.stringify(incoming)) return current;
  if (
    !current ||
    !incoming ||
    typeof current !== "object" ||
    typeof incoming !== "object" ||
    Array.isArray(current)
  )
    return incoming;
  const picked: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(current as Record<string, unknown>))
    picked[field] =
      field in (incoming as object) ? fieldsOf(value, (incoming as Record<string, unknown>)[field]) : value;
  return picked;
}
