import type { ServerModule } from "../../server-module.ts";
import "./application-meeting.schema.ts";
import { bookingDemo } from "./booking.demo.ts";
import "./booking.schema.ts";
import "./calendar.schema.ts";
import "./event-booking.schema.ts";

/** Registers the module with the server; its GraphQL types register on import above. */
export const bookingModule: ServerModule = {
  name: "booking",
  demo: bookingDemo,
};
