import { type ComponentType, lazy, Suspense } from "react";
import { withChunkReload } from "./chunk-reload.ts";

/**
 * A component in a chunk of its own, downloaded when it is first shown (nothing shows until
 * then). For what a feature's feature.ts puts on the signed-in pages, the top bar's buttons:
 * imported statically there, a button and all it imports (Apollo Client, Mantine's popover)
 * would land in the first chunk, which every page loads, the public ones included (decision
 * 022, docs/adding-a-module.md).
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(withChunkReload(async () => ({ default: await load() })));
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
