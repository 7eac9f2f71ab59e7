import type { UserCard } from "../../booking/index.ts";

/** Shapes of the portfolio API (docs/booking-api.md, "Calendar, rescheduling, portfolio and hour balances"). */

/** A startup's connection with an assigned user, and the hours balance between them (minutes). */
export type StartupConnection = {
  id: string;
  startupId: string;
  /** A coach, a mentor …: whole, since the booking modal takes them as its host. */
  assignedUser: UserCard;
  minutesAllocated: number;
  /** Meetings already over. */
  minutesUsed: number;
  /** Booked meetings still to come. */
  minutesPending: number;
  /** Allocated − used − pending, never below 0. */
  minutesRemaining: number;
  /** The organisation's requireHoursAllocation: nothing left, no booking. */
  hourAllocationRequired: boolean;
  /** The assigned user's coaching settings are enabled. */
  takesBookings: boolean;
  /** Their durations, already cut to minutesRemaining when allocation is required. */
  availableDurationsInMins: readonly number[];
};

export type StartupPerson = { id: string; fullName: string };

export type PortfolioStartup = {
  id: string;
  name: string;
  logo?: string | null;
  website?: string | null;
  members: readonly StartupPerson[];
  programs: readonly { id: string; name: string }[];
  connections: readonly StartupConnection[];
};
