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
