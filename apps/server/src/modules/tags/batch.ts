/**
 * Batches per request: the fields a list resolves item by item (a page of users, each with
 * its tags) ask for their keys one at a time; the first ask waits for the current tick to
 * end, then one call answers every key asked meanwhile (a small DataLoader).
 */
type Pending<V> = { keys: Set<string>; result: Promise<Map<string, V>> };

const batches = new WeakMap<object, Map<string, Pending<unknown>>>();

export function batched<V>(
  ctx: object,
  name: string,
  key: string,
  load: (keys: string[]) => Promise<Map<string, V>>,
): Promise<V | undefined> {
  let byName = batches.get(ctx);
  if (!byName) {
    byName = new Map();
    batches.set(ctx, byName);
  }
  let pending = byName.get(name) as Pending<V> | undefined;
  if (!pending) {
    const keys = new Set<string>();
    const names = byName;
    const result = new Promise<Map<string, V>>((resolve, reject) => {
      setImmediate(() => {
        names.delete(name);
        load([...keys]).then(resolve, reject);
      });
    });
    pending = { keys, result };
    byName.set(name, pending as Pending<unknown>);
  }
  pending.keys.add(key);
  return pending.result.then((map) => map.get(key));
}
