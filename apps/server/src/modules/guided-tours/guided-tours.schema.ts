import { GUIDED_TOUR_NAMES, GUIDED_TOUR_STATUSES } from "@launchpad/domain/guided-tours";
import { builder } from "../../graphql/builder.ts";
import { completeAllTours, completeTour, type GuidedTourView, guidedTour } from "./guided-tours.service.ts";

const GuidedTourNameRef = builder.enumType("GuidedTourName", { values: GUIDED_TOUR_NAMES });
const GuidedTourStatusRef = builder.enumType("GuidedTourStatus", {
  values: GUIDED_TOUR_STATUSES,
  description:
    "AVAILABLE: shown on its pages; COMPLETED: finished, or turned off with 'Don't show me tours'.",
});

const GuidedTourRef = builder.objectRef<GuidedTourView>("GuidedTour").implement({
  description: "The signed-in user's status of one guided tour (spec-1 §3).",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.field({ type: GuidedTourNameRef, resolve: (tour) => tour.name }),
    status: t.field({ type: GuidedTourStatusRef, resolve: (tour) => tour.status }),
  }),
});

builder.queryField("guidedTour", (t) =>
  t.field({
    type: GuidedTourRef,
    nullable: true,
    description:
      "The viewer's tour of the page at `location` (its path, e.g. /calendar), or null where no tour belongs (spec-2 §7 QuidedTour).",
    authScopes: { authenticated: true },
    args: { location: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => guidedTour(ctx, args.location),
  }),
);

builder.mutationField("completeTour", (t) =>
  t.field({
    type: GuidedTourRef,
    description: "Completes one of the viewer's own tours (finishing it): it is not shown again.",
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => completeTour(ctx, String(args.id)),
  }),
);

builder.mutationField("completeAllTours", (t) =>
  t.field({
    type: GuidedTourRef,
    nullable: true,
    description:
      "'Don't show me tours', pressed on the page at `location`: completes every tour of the viewer and answers with that page's tour (null where none belongs).",
    authScopes: { authenticated: true },
    args: { location: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => completeAllTours(ctx, args.location),
  }),
);
