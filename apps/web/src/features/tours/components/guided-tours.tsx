import { useMutation, useQuery } from "@apollo/client/react";
import { tourAtLocation } from "@launchpad/domain/guided-tours";
import { useDirection } from "@mantine/core";
import { useEffect, useReducer } from "react";
import { useIntl } from "react-intl";
import { useLocation } from "react-router";
import { withChunkReload } from "../../../lib/chunk-reload.ts";
import { useMessageAreas } from "../../../lib/i18n/message-areas.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { CompleteAllToursMutation } from "../api/complete-all-tours.mutation.ts";
import { CompleteTourMutation } from "../api/complete-tour.mutation.ts";
import { QuidedTourQuery } from "../api/guided-tour.query.ts";
import { isTourCancelled, rememberTourCancelled } from "../lib/cancelled-tours.ts";
import { placementFor, presentSteps } from "../lib/present-steps.ts";
import { TOUR_MESSAGES } from "../lib/tour-messages.ts";
import { TOUR_STEPS } from "../lib/tour-steps.ts";
import { isPageReady, waitUntilReady } from "../lib/wait-until-ready.ts";

/** driver.js and the popover's styles arrive with the first tour shown, not with the page. */
const loadRunner = withChunkReload(() => import("../lib/run-tour.ts"));

/**
 * The guided tours (spec-1 §4), mounted once in the signed-in frame: on a page that has a
 * tour, it asks the server for the viewer's status of it (network-only); while AVAILABLE and
 * not cancelled in this browser session, it waits for the page to be ready and shows the
 * steps whose elements are on the page. Renders nothing itself.
 */
export function GuidedTours() {
  const { pathname } = useLocation();
  const name = tourAtLocation(pathname);
  // A cancel re-renders: `skip` then holds and the tour is gone.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const skip = name === null || isTourCancelled(name);
  const { data } = useQuery(QuidedTourQuery, {
    variables: { location: pathname },
    skip,
    fetchPolicy: "network-only",
  });
  const tour = skip ? null : data?.guidedTour;
  const [completeTour] = useMutation(CompleteTourMutation);
  const [completeAllTours] = useMutation(CompleteAllToursMutation);
  const intl = useIntl();
  const { dir } = useDirection();
  const available = tour?.status === "AVAILABLE" ? tour : null;
  // The tours' texts come when a tour is to show, not with every page (decision 034).
  const messageAreas = useMessageAreas();
  const textsLoaded = !messageAreas || messageAreas.has(TOUR_MESSAGES);
  useEffect(() => {
    if (available) messageAreas?.ask(TOUR_MESSAGES);
  }, [available, messageAreas]);

  useEffect(() => {
    if (!available || !textsLoaded || isTourCancelled(available.name)) return;
    const stop = new AbortController();
    let running: { stop: () => void } | null = null;
    const text = (id: MessageId) => intl.formatMessage({ id });

    void waitUntilReady(() => isPageReady(document), { signal: stop.signal })
      .then(loadRunner)
      .then(({ runTour }) => {
        if (stop.signal.aborted) return;
        const steps = presentSteps(TOUR_STEPS[available.name], document).map((step) => ({
          target: step.target,
          title: text(step.title),
          body: text(step.body),
          ...placementFor(step, dir),
        }));
        if (steps.length === 0) return;
        running = runTour({
          steps,
          dir,
          texts: {
            next: text("tours.next"),
            previous: text("tours.previous"),
            finish: text("tours.finish"),
            cancel: text("tours.cancel"),
            dontShow: text("tours.dontShow"),
            progress: intl.formatMessage(
              { id: "tours.progress" },
              { current: "{{current}}", total: "{{total}}" },
            ),
          },
          onCancel: () => {
            rememberTourCancelled(available.name);
            rerender();
          },
          onFinish: () => void completeTour({ variables: { id: available.id } }).catch(() => {}),
          onDontShow: () => void completeAllTours({ variables: { location: pathname } }).catch(() => {}),
        });
      })
      .catch(() => {});
    return () => {
      stop.abort();
      running?.stop();
    };
    // A new tour, status, page, direction or language starts afresh.
  }, [available, textsLoaded, pathname, dir, intl, completeTour, completeAllTours]);

  return null;
}
