import { lazy, Suspense } from "react";
import { withChunkReload } from "../../../lib/chunk-reload.ts";
import { useOpenedOnce } from "../../../lib/use-opened-once.ts";
import type { BookingModalProps } from "./booking-modal.tsx";

const LoadedBookingModal = lazy(
  withChunkReload(() => import("./booking-modal.tsx").then((m) => ({ default: m.BookingModal }))),
);

/**
 * The booking modal as other features use it: its code (the whole booking flow) loads when
 * it first opens, not with the page that offers it (issue 13: the calendar page).
 */
export function BookingModal(props: BookingModalProps) {
  const mounted = useOpenedOnce(props.opened);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <LoadedBookingModal {...props} />
    </Suspense>
  );
}
