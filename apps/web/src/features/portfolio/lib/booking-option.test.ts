import { describe, expect, it } from "vitest";
import { CARL, connection } from "../test/portfolio.fixtures.ts";
import { bookingOptionOf } from "./booking-option.ts";

describe("bookingOptionOf", () => {
  it.each([
    ["a bookable coach, for someone else", connection(), "u-staff", "book"],
    ["the viewer is the coach", connection(), CARL.id, "none"],
    ["the viewer is not known yet", connection(), null, "none"],
    ["the coach takes no bookings", connection({ takesBookings: false }), "u-staff", "none"],
    ["the coach offers no duration", connection({ availableDurationsInMins: [] }), "u-staff", "none"],
    [
      "allocation required and nothing remains",
      connection({ minutesRemaining: 0, availableDurationsInMins: [] }),
      "u-staff",
      "noHoursLeft",
    ],
    [
      "nothing remains but allocation is not required",
      connection({ minutesRemaining: 0, hourAllocationRequired: false }),
      "u-staff",
      "book",
    ],
    [
      "nothing remains, but the coach takes no bookings anyway",
      connection({ minutesRemaining: 0, takesBookings: false }),
      "u-staff",
      "none",
    ],
  ] as const)("%s", (_case, given, viewerId, expected) => {
    expect(bookingOptionOf(given, viewerId)).toBe(expected);
  });
});
