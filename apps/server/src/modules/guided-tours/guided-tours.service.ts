import {
  GUIDED_TOUR_NAMES,
  type GuidedTourName,
  MAX_TOUR_LOCATION_LENGTH,
  tourAtLocation,
} from "@launchpad/domain/guided-tours";
import { z } from "zod";
import { inTransaction } from "../../db/client.ts";
import { isUuid } from "../../db/tenant-scope.ts";
import { AuthenticationRequiredError, NotFoundError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import {
  completeTours,
  findOrCreateTour,
  findUsersTour,
  type GuidedTourRow,
} from "./guided-tours.repository.ts";

/**
 * Guided tours (spec-1 §4 "Guided tour", spec-2 §7; decision 020). Each signed-in user has
 * their own status of each tour, and reads and completes only their own:
 * - `guidedTour(location)`: the tour of the page at that path, AVAILABLE until completed
 *   (null where no tour belongs);
 * - `completeTour(id)`: finishing a tour completes it;
 * - `completeAllTours(location)`: "Don't show me tours", pressed on a page, completes every
 *   tour of the user and answers with that page's tour.
 * Cancelling is the browser's (session storage): the server is not told.
 */
type Ctx = ServiceContext;

export type GuidedTourView = { id: string; name: GuidedTourName; status: GuidedTourRow["status"] };

const locationSchema = z.object({
  location: z
    .string()
    .trim()
    .min(1, "A location is needed")
    .max(MAX_TOUR_LOCATION_LENGTH, `At most ${MAX_TOUR_LOCATION_LENGTH} characters`)
    .startsWith("/", "A location is a path, starting with /"),
});

const viewOf = (row: GuidedTourRow): GuidedTourView => ({ id: row.id, name: row.name, status: row.status });

function viewerId(ctx: Ctx): string {
  if (!ctx.viewer) throw new AuthenticationRequiredError();
  return ctx.viewer.id;
}

async function tourOf(ctx: Ctx, userId: string, location: string): Promise<GuidedTourView | null> {
  const name = tourAtLocation(location);
  if (!name) return null;
  const row = await findOrCreateTour(ctx.db, ctx.tenant, userId, name);
  return row ? viewOf(row) : null;
}

/** The viewer's tour at a location (a path), or null where no tour belongs. */
export async function guidedTour(ctx: Ctx, location: unknown): Promise<GuidedTourView | null> {
  const userId = viewerId(ctx);
  const input = parseInput(locationSchema, { location });
  return tourOf(ctx, userId, input.location);
}

/** Completes one of the viewer's tours (its id from `guidedTour`); another's is not found. */
export async function completeTour(ctx: Ctx, id: string): Promise<GuidedTourView> {
  const userId = viewerId(ctx);
  const tour = isUuid(id) ? await findUsersTour(ctx.db, ctx.tenant, userId, id) : undefined;
  if (!tour) throw new NotFoundError("Guided tour");
  await completeTours(ctx.db, ctx.tenant, userId, [tour.name], ctx.clock.now());
  return { ...viewOf(tour), status: "COMPLETED" };
}

/** "Don't show me tours" at a location: every tour of the viewer completed; that page's tour. */
export async function completeAllTours(ctx: Ctx, location: unknown): Promise<GuidedTourView | null> {
  const userId = viewerId(ctx);
  const input = parseInput(locationSchema, { location });
  return inTransaction(ctx.db, async (db) => {
    const inner = { ...ctx, db };
    await completeTours(db, ctx.tenant, userId, GUIDED_TOUR_NAMES, ctx.clock.now());
    return tourOf(inner, userId, input.location);
  });
}

/** Seeds and tests: marks every tour of these users COMPLETED (demo accounts see no tour). */
export async function completeEveryTourOf(
  ctx: Pick<Ctx, "db" | "tenant" | "clock">,
  userIds: readonly string[],
) {
  for (const userId of userIds) {
    await completeTours(ctx.db, ctx.tenant, userId, GUIDED_TOUR_NAMES, ctx.clock.now());
  }
}
