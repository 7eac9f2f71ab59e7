import { lazy, Suspense } from "react";
import { withChunkReload } from "../../../lib/chunk-reload.ts";
import { useOpenedOnce } from "../../../lib/use-opened-once.ts";
import type { EventBookingModalProps } from "./event-booking-modal.tsx";

const LoadedEventBookingModal = lazy(
  withChunkReload(() => import("./event-booking-modal.tsx").then((m) => ({ default: m.EventBookingModal }))),
);

/**
 * The one-to-one event's booking modal as other features use it (the event page's 'Book'
 * button): its code loads when it first opens, not with the page.
 */
export function EventBookingModal(props: EventBookingModalProps) {
  const mounted = useOpenedOnce(props.opened);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <LoadedEventBookingModal {...props} />
    </Suspense>
  );
}
