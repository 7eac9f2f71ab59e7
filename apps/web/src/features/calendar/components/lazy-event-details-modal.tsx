import { lazy, Suspense } from "react";
import { withChunkReload } from "../../../lib/chunk-reload.ts";
import { useOpenedOnce } from "../../../lib/use-opened-once.ts";
import type { EventDetailsModalProps } from "./event-details-modal.tsx";

const LoadedEventDetailsModal = lazy(
  withChunkReload(() => import("./event-details-modal.tsx").then((m) => ({ default: m.EventDetailsModal }))),
);

/**
 * A meeting's details modal as the calendar page shows it: its code (the details, the cancel
 * step, Mantine's Modal) loads when a meeting is first opened, not with the page (decision
 * 034), and stays for the next ones.
 */
export function EventDetailsModal(props: EventDetailsModalProps) {
  const mounted = useOpenedOnce(props.event !== null);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <LoadedEventDetailsModal {...props} />
    </Suspense>
  );
}
