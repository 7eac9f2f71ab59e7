import { lazy, Suspense } from "react";
import { withChunkReload } from "../../../lib/chunk-reload.ts";
import { useOpenedOnce } from "../../../lib/use-opened-once.ts";
import type { ApplicationBookingModalProps } from "./application-booking-modal.tsx";

const LoadedApplicationBookingModal = lazy(
  withChunkReload(() =>
    import("./application-booking-modal.tsx").then((m) => ({ default: m.ApplicationBookingModal })),
  ),
);

/**
 * The applicant's review meeting booking modal as other features use it (the meeting page's 'Book your meeting'
 * button): its code loads when it first opens, not with the page.
 */
export function ApplicationBookingModal(props: ApplicationBookingModalProps) {
  const mounted = useOpenedOnce(props.opened);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <LoadedApplicationBookingModal {...props} />
    </Suspense>
  );
}
