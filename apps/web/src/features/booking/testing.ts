/** The booking feature's test fixtures, for other features' tests (the door for tests only). */
export * from "./test/booking.fixtures.ts";
