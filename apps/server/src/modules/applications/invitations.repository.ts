import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isUuid, owned, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import {
  applicationEmails,
  type InvitationStatus,
  applicationMeetingInvitations as invitations,
  type MeetingInvitationRow,
} from "./applications.tables.ts";

/**
 * The meeting rounds' invitations (application_meeting_invitations; lane F,
 * docs/application-meetings.md): the only file that queries them. `db` may be a transaction.
 */

/** The invitations of some applications, oldest first (the file's meeting tab, the overview). */
export async function invitationsOf(
  db: Db,
  tenant: Tenant,
  applicationIds: readonly string[],
): Promise<MeetingInvitationRow[]> {
  const ids = applicationIds.filter(isUuid);
  if (ids.length === 0) return [];
  return db
    .select()
    .from(invitations)
    .where(scoped(invitations, tenant, inArray(invitations.applicationId, ids)))
    .orderBy(asc(invitations.sentAt), asc(invitations.id));
}

/** One invitation, or null (unknown id, other tenant, not a UUID). `forUpdate` locks it. */
export async function findInvitation(
  db: Db,
  tenant: Tenant,
  id: string,
  forUpdate = false,
): Promise<MeetingInvitationRow | null> {
  if (!isUuid(id)) return null;
  const query = db
    .select()
    .from(invitations)
    .where(scoped(invitations, tenant, eq(invitations.id, id)));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

/** The invitation a booked meeting belongs to, or null. */
export async function findInvitationOfMeeting(
  db: Db,
  tenant: Tenant,
  meetingId: string,
  forUpdate = false,
): Promise<MeetingInvitationRow | null> {
  if (!isUuid(meetingId)) return null;
  const query = db
    .select()
    .from(invitations)
    .where(scoped(invitations, tenant, eq(invitations.meetingId, meetingId)));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

/** The application's open invitation (sent or booked) in a round, the newest if several. */
export async function openInvitation(
  db: Db,
  tenant: Tenant,
  applicationId: string,
  roundId: string,
): Promise<MeetingInvitationRow | null> {
  const rows = await db
    .select()
    .from(invitations)
    .where(
      scoped(
        invitations,
        tenant,
        eq(invitations.applicationId, applicationId),
        eq(invitations.roundId, roundId),
        inArray(invitations.status, ["sent", "booked"]),
      ),
    )
    .orderBy(asc(invitations.sentAt));
  return rows.at(-1) ?? null;
}

export async function insertInvitation(
  db: Db,
  tenant: Tenant,
  values: { applicationId: string; roundId: string; sentAt: Date },
): Promise<MeetingInvitationRow> {
  const [row] = await db
    .insert(invitations)
    .values(owned(tenant, { ...values, status: "sent" as const, updatedAt: values.sentAt }))
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export type InvitationPatch = Partial<
  Pick<
    MeetingInvitationRow,
    "status" | "meetingId" | "meetingAt" | "meetingBookedAt" | "meetingOrganizerId" | "updatedAt"
  >
>;

export async function updateInvitation(
  db: Db,
  tenant: Tenant,
  id: string,
  patch: InvitationPatch,
): Promise<MeetingInvitationRow | null> {
  const [row] = await db
    .update(invitations)
    .set(patch)
    .where(scoped(invitations, tenant, eq(invitations.id, id)))
    .returning();
  return row ?? null;
}

/** Closes the application's open invitations (a new one replaces them): status cancelled. */
export async function closeOpenInvitations(
  db: Db,
  tenant: Tenant,
  applicationId: string,
  at: Date,
): Promise<void> {
  await db
    .update(invitations)
    .set({ status: "cancelled" satisfies InvitationStatus, updatedAt: at })
    .where(
      scoped(
        invitations,
        tenant,
        and(eq(invitations.applicationId, applicationId), eq(invitations.status, "sent")),
      ),
    );
}

/**
 * Cancels the application's scheduled, unsent reminder e-mails (the meeting is booked: no
 * reminder to book it). The round-mail job sends nothing cancelled.
 */
export async function cancelScheduledReminders(
  db: Db,
  tenant: Tenant,
  applicationId: string,
  at: Date,
): Promise<void> {
  await db
    .update(applicationEmails)
    .set({ cancelledAt: at })
    .where(
      scoped(
        applicationEmails,
        tenant,
        eq(applicationEmails.applicationId, applicationId),
        eq(applicationEmails.kind, "reminder"),
        isNull(applicationEmails.sentAt),
        isNull(applicationEmails.cancelledAt),
      ),
    );
}
