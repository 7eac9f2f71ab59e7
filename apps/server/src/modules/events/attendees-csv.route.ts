import type { FastifyInstance } from "fastify";
import type { Services } from "../../graphql/context.ts";
import { ForbiddenError } from "../../graphql/errors.ts";
import { restContext } from "../../http/rest-context.ts";
import { peopleByIds } from "../users/index.ts";
import { attendeesOf } from "./attendees.repository.ts";
import { csv, csvFileName } from "./attendees-csv.ts";
import { canEditEvent } from "./event-access.ts";
import { eventPerson } from "./event-views.ts";
import { readableEvent } from "./events.service.ts";

/**
 * GET /api/incubator-events/:id/attendees.csv — an event's attendees for its editors
 * (docs/events.md): name, e-mail, role, status, registration time (ISO 8601, UTC), waitlist
 * offer expiry. 401 signed out, 404 an event one may not see, 403 one may see but not edit.
 */
export function registerAttendeeCsvRoute(app: FastifyInstance, services: Services) {
  app.get<{ Params: { id: string } }>("/api/incubator-events/:id/attendees.csv", async (req, reply) => {
    const ctx = await restContext(services, req, { signedIn: true });
    const event = await readableEvent(ctx, req.params.id);
    if (!(await canEditEvent(ctx, event)))
      throw new ForbiddenError("Only the event's editors may export its attendees");
    const rows = await attendeesOf(ctx.db, ctx.tenant, event.id);
    const people = new Map(
      (await peopleByIds(ctx, [...new Set(rows.map((r) => r.userId))])).map((p) => [
        p.user.id,
        eventPerson(p),
      ]),
    );
    const body = csv([
      ["First name", "Last name", "E-mail", "Role", "Status", "Registered at", "Offer expires at"],
      ...rows.map((r) => {
        const p = people.get(r.userId);
        return [
          p?.firstName,
          p?.lastName,
          p?.email,
          p?.roleLabel,
          r.status,
          r.registrationTime.toISOString(),
          r.offerExpiresAt?.toISOString() ?? "",
        ];
      }),
    ]);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${csvFileName(event.title)}"`)
      .header("x-content-type-options", "nosniff")
      .header("cache-control", "private, no-store")
      .send(body);
  });
}
