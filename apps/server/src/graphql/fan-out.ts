import {
  createSourceEventStream,
  type DocumentNode,
  type ExecutionResult,
  execute,
  getOperationAST,
  Kind,
  print,
} from "graphql";
import type { Plugin } from "graphql-yoga";

/**
 * One payload per published event, shared by every subscriber of a tenant and audience
 * (issue 13): 10,000 subscribers of `incubatorUpdated` each re-read the incubator row — one
 * SELECT per subscriber through a pool of 10 — and delivery took seconds.
 *
 * A pub/sub event reaches every subscriber of its topic in this process as one object: the
 * in-process pub/sub hands each subscriber the published object itself, the Redis event
 * target one parsed message. So the payload is memoised on that object (a WeakMap: it lives
 * as long as some subscriber still holds the event) and, inside it, on a key that names
 * whose view it is — the tenant, and the audience when the payload depends on the viewer's
 * role. A subscriber's own authorisation still runs (its field scopes, its session); only
 * the read is shared. Publishers must publish a new object per event.
 */
export type SharedPayload<Event extends object, Value> = (
  event: Event,
  key: string,
  build: () => Promise<Value>,
) => Promise<Value>;

export function sharedPerEvent<Event extends object, Value>(): SharedPayload<Event, Value> {
  const built = new WeakMap<Event, Map<string, Promise<Value>>>();
  return (event, key, build) => {
    let byKey = built.get(event);
    if (!byKey) {
      byKey = new Map();
      built.set(event, byKey);
    }
    let value = byKey.get(key);
    if (!value) {
      value = build();
      byKey.set(key, value);
    }
    return value;
  };
}

/**
 * Marks a subscription field whose result depends only on the event and the tenant — never
 * on who listens (`extensions: SHARED_PER_TENANT`). Its subscribers of one tenant that sent
 * the same document and variables then share one execution per event: 10,000 executions of
 * the same selection were most of a fan-out's CPU, and their garbage most of the rest.
 * Only public data qualifies: the field's scopes are checked once per event, with the first
 * subscriber's context, so a field whose scopes or resolvers look at the viewer must not be
 * marked. The subscriber's own access to the subscription is checked when it subscribes.
 */
export const SHARED_PER_TENANT = { sharedPerTenant: true } as const;

type SubscribeArgs = Parameters<SubscribeFunction>[0];
type SubscribeFunction = typeof import("graphql").subscribe;
type Result = ExecutionResult;
/** One event's shared result, and its JSON once a subscriber needed it (error-free results). */
type Shared = { result: Result; json?: string };

/**
 * Where the websocket transport (subscriptions.ts) puts, in a subscription's context, a
 * function sending one `next` message whose payload is already JSON. A shared result
 * without errors goes out through it: serialised once per event instead of once per
 * subscriber, and without graphql-ws' per-message steps — which only mask and log errors
 * here, and a result with errors takes graphql-ws' path.
 */
export const SEND_SHARED_JSON = Symbol("sendSharedJson");
export type SendSharedJson = (payloadJson: string) => void;
/** A mapped event that was delivered directly: the iterator goes on to the next event. */
const DELIVERED = Symbol("delivered");

/**
 * An envelop plugin: a subscription whose root fields are all marked SHARED_PER_TENANT is
 * executed once per event, tenant, document and variables, and the result handed to each
 * of those subscribers (error masking and the other result hooks still run per subscriber).
 */
export function sharedSubscriptionResults(): Plugin {
  const results = sharedPerEvent<object, Shared>();
  const turn = pacedPerEvent();
  const printed = new WeakMap<DocumentNode, string>();
  return {
    onSubscribe({ args, setSubscribeFn }) {
      const tenantId = (args.contextValue as { tenant?: { id: string } }).tenant?.id;
      if (!tenantId || !rootFieldsAreShared(args)) return;
      let text = printed.get(args.document);
      if (text === undefined) {
        text = print(args.document);
        printed.set(args.document, text);
      }
      const key = JSON.stringify([tenantId, args.operationName ?? null, args.variableValues ?? null, text]);
      setSubscribeFn(async (subscribeArgs: SubscribeArgs) => {
        const stream = await createSourceEventStream(subscribeArgs);
        if (!isAsyncIterable(stream)) return stream;
        const send = (subscribeArgs.contextValue as { [SEND_SHARED_JSON]?: SendSharedJson })[
          SEND_SHARED_JSON
        ];
        return mapEvents(stream, async (event, ended) => {
          if (typeof event !== "object" || event === null)
            return execute({ ...subscribeArgs, rootValue: event });
          const shared = await results(event, key, async () => ({
            result: await execute({ ...subscribeArgs, rootValue: event }),
          }));
          await turn(event);
          if (!send || shared.result.errors) return shared.result;
          // Ended while waiting its turn (the client completed it): nothing more goes out.
          if (ended()) return DELIVERED;
          shared.json ??= JSON.stringify(shared.result);
          send(shared.json);
          return DELIVERED;
        });
      });
    },
  };
}

/** Subscribers served per turn of the event loop when one event reaches many. */
export const DELIVERIES_PER_TURN = 250;

/**
 * Spreads the deliveries of one event over turns of the event loop, DELIVERIES_PER_TURN at
 * a time: the n-th subscriber to take the event waits n / DELIVERIES_PER_TURN turns. Without
 * it the 10,000 deliveries of one event ran as one block of microtasks, and every request in
 * between — the publishing mutation's own answer first — waited for all of them.
 */
export function pacedPerEvent(): (event: object) => Promise<void> | undefined {
  const turns = new WeakMap<object, { taken: number; gates: Promise<void>[] }>();
  return (event) => {
    let state = turns.get(event);
    if (!state) {
      state = { taken: 0, gates: [] };
      turns.set(event, state);
    }
    const turn = Math.floor(state.taken++ / DELIVERIES_PER_TURN);
    if (turn === 0) return undefined;
    let gate = state.gates[turn];
    if (!gate) {
      const previous = state.gates[turn - 1] ?? Promise.resolve();
      gate = previous.then(() => new Promise<void>((resolve) => setImmediate(resolve)));
      state.gates[turn] = gate;
    }
    return gate;
  };
}

function rootFieldsAreShared(args: SubscribeArgs): boolean {
  const operation = getOperationAST(args.document, args.operationName);
  const fields = args.schema.getSubscriptionType()?.getFields();
  if (operation?.operation !== "subscription" || !fields) return false;
  return operation.selectionSet.selections.every(
    (selection) =>
      selection.kind === Kind.FIELD &&
      (selection.directives?.length ?? 0) === 0 &&
      fields[selection.name.value]?.extensions?.sharedPerTenant === true,
  );
}

function isAsyncIterable<T>(value: unknown): value is AsyncIterableIterator<T> {
  return typeof value === "object" && value !== null && Symbol.asyncIterator in value;
}

/**
 * The source stream's events mapped one by one. An iterator object rather than an async
 * generator: ending the subscription (`return`) reaches the source at once, even while a
 * `next` waits for an event — a generator would queue it behind that next event.
 */
function mapEvents<T, R>(
  source: AsyncIterableIterator<T>,
  map: (event: T, ended: () => boolean) => Promise<R | typeof DELIVERED>,
): AsyncIterableIterator<R> {
  let finished = false;
  const ended = () => finished;
  const iterator: AsyncIterableIterator<R> = {
    [Symbol.asyncIterator]: () => iterator,
    next: async () => {
      for (;;) {
        const step = await source.next();
        if (step.done) return { done: true, value: undefined };
        const value = await map(step.value, ended);
        if (value !== DELIVERED) return { done: false, value };
      }
    },
    return: async () => {
      finished = true;
      await source.return?.();
      return { done: true, value: undefined };
    },
    throw: async (error: unknown) => {
      finished = true;
      await source.return?.();
      throw error;
    },
  };
  return iterator;
}
