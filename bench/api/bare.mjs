// The bare server of bench/api.mjs: Fastify + pg, no GraphQL, no ORM. For each hot read it
// does what Launchpad does for it, as captured from Launchpad's own statements (run
// `node bench/api.mjs --capture` to see them again): the tenant look-up by host, the JWT
// check (same key, issuer, audience, algorithms), the live-session query, then the read's
// SQL statements in the same order and with the same parameters, and it answers the same
// bytes (bench/api.mjs compares one answer of each before it measures). The pure parts
// (slot engine, role labels, the ICS writer) are Launchpad's own functions.
// Run: node --import tsx bench/api/bare.mjs   (env DATABASE_URL, PORT, JWT_SECRET)
import { displayRoleLabel, freeSlotsPerHost, tenantSlugFromHost, userCategory } from "@launchpad/domain";
import {
  isNotificationType,
  NOTIFICATION_ICONS,
  notificationLink,
  notificationValues,
} from "@launchpad/domain/notifications";
import { dayBounds, sectionWindow, TASK_HOLDER_ROLES } from "@launchpad/domain/tasks";
import Fastify from "fastify";
import { jwtVerify } from "jose";
import pg from "pg";
import { DEFAULT_COACHING_SETTINGS } from "../../apps/server/src/modules/availability/availability.service.ts";
import { meetingIcs } from "../../apps/server/src/modules/booking/ics.ts";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const key = new TextEncoder().encode(process.env.JWT_SECRET);
const DEFAULT_INCUBATOR = process.env.DEFAULT_INCUBATOR ?? "demo";

const rows = async (text, values) => (await pool.query(text, values)).rows;

const USER_COLUMNS = `"id", "incubator_id", "role_id", "email", "password_hash", "first_name", "last_name", "phone", "headline", "bio", "word_from", "avatar", "cover", "gender", "birthday", "country", "country_origin", "timezone", "language", "status", "validated", "admin_validated", "work_status", "is_lead", "expertise", "chat_notification", "linked_calendar", "conference_data_integration", "integrated_video_providers", "locations", "info", "coaching_meeting_settings", "ics_feed_url", "ics_feed_status", "ics_feed_error", "ics_feed_checked_at", "ics_feed_event_count", "created_at", "updated_at"`;
const ROLE_COLUMNS = `"id", "incubator_id", "type", "label", "is_custom", "permissions", "user_access", "startup_access", "created_at"`;
const MEETING_COLUMNS = `"meetings"."id", "meetings"."incubator_id", "meetings"."organizer_id", "meetings"."booker_id", "meetings"."startup_id", "meetings"."starts_at", "meetings"."ends_at", "meetings"."status", "meetings"."summary", "meetings"."description", "meetings"."location", "meetings"."location_link", "meetings"."context_type", "meetings"."context_id", "meetings"."uid", "meetings"."sequence", "meetings"."debited_minutes", "meetings"."created_at", "meetings"."updated_at"`;

/** The calendar source of the events module (issue 15): the viewer's registered group events. */
const REGISTERED_EVENTS =
  'select "incubator_event_attendees"."id", "incubator_event_attendees"."incubator_id", "incubator_event_attendees"."event_id", "incubator_event_attendees"."user_id", "incubator_event_attendees"."status", "incubator_event_attendees"."registration_time", "incubator_event_attendees"."waitlisted_at", "incubator_event_attendees"."offer_expires_at", "incubator_event_attendees"."meeting_id", "incubator_event_attendees"."cancelled_at", "incubator_event_attendees"."updated_at", "incubator_events"."id", "incubator_events"."incubator_id", "incubator_events"."event_type", "incubator_events"."title", "incubator_events"."description", "incubator_events"."status", "incubator_events"."capacity", "incubator_events"."start_time", "incubator_events"."end_time", "incubator_events"."timezone", "incubator_events"."location_text", "incubator_events"."location_link", "incubator_events"."location_provider", "incubator_events"."cover_attachment_id", "incubator_events"."created_by_id", "incubator_events"."edit_permission_user_id", "incubator_events"."visibility", "incubator_events"."duration_minutes", "incubator_events"."timeslot_increment", "incubator_events"."number_of_sessions", "incubator_events"."one_on_one_dates", "incubator_events"."availability_method", "incubator_events"."availability_type", "incubator_events"."availability_mode", "incubator_events"."calendar_host_id", "incubator_events"."ignore_hosts_linked_calendar", "incubator_events"."ignore_hour_allocation", "incubator_events"."has_notice_period", "incubator_events"."notice_period_value", "incubator_events"."notice_period_unit", "incubator_events"."waitlist_offer_hours", "incubator_events"."recurrence", "incubator_events"."recurrence_count", "incubator_events"."series_id", "incubator_events"."published_at", "incubator_events"."created_at", "incubator_events"."updated_at" from "incubator_event_attendees" inner join "incubator_events" on "incubator_events"."id" = "incubator_event_attendees"."event_id" where ("incubator_event_attendees"."incubator_id" = $1 and "incubator_event_attendees"."user_id" in ($2) and "incubator_event_attendees"."status" = $3 and "incubator_events"."status" = $4 and "incubator_events"."event_type" = $5 and "incubator_events"."start_time" < $6 and "incubator_events"."end_time" > $7) order by "incubator_events"."start_time" asc';

// --- the checks every read makes -------------------------------------------------------

/**
 * Launchpad keeps tenants a minute and active sessions ten seconds in process
 * (lookup-cache.ts); so does this server, with the same lifetimes, so that both do the same
 * queries per request.
 */
const TENANT_TTL_MS = 60_000;
const SESSION_TTL_MS = 10_000;
const tenants = new Map();
const sessions = new Map();
async function cached(cache, key, ttl, load) {
  const hit = cache.get(key);
  if (hit && hit.expiresAt > Date.now()) return hit.value;
  const value = await load();
  if (value) cache.set(key, { value, expiresAt: Date.now() + ttl });
  return value;
}

function tenantOf(host) {
  const slug = tenantSlugFromHost(host, DEFAULT_INCUBATOR);
  return cached(tenants, slug, TENANT_TTL_MS, async () => {
    const [tenant] = await rows(
      `select "id", "slug" from "incubators" where "incubators"."slug" = $1 limit $2`,
      [slug, 1],
    );
    return tenant ?? null;
  });
}

async function viewerOf(tenant, authorization) {
  const token = /^Bearer\s+(.+)$/i.exec(authorization ?? "")?.[1];
  if (!token) return null;
  let payload;
  try {
    ({ payload } = await jwtVerify(token, key, {
      issuer: "launchpad",
      audience: `incubator:${tenant.id}`,
      algorithms: ["HS256"],
      requiredClaims: ["sub", "sid", "exp"],
    }));
  } catch {
    return null;
  }
  const session = await cached(sessions, payload.sid, SESSION_TTL_MS, async () => {
    const [row] = await rows(
      `select "id", "status", "user_id" from "sessions" where ("sessions"."incubator_id" = $1 and "sessions"."id" = $2 and "sessions"."user_id" = $3 and "sessions"."status" <> $4)`,
      [tenant.id, payload.sid, payload.sub, "ended"],
    );
    return row?.status === "active" ? { ...row, incubatorId: tenant.id } : null;
  });
  if (!session || session.incubatorId !== tenant.id || session.user_id !== payload.sub) return null;
  return { id: session.user_id, sessionId: session.id };
}

/** The nine columns of an account (the session check, the viewer's role, currentUser). */
const accountById = async (t, id) =>
  (
    await rows(
      `select "id", "role_id", "email", "first_name", "last_name", "timezone", "language", "status", "validated" from "users" where ("users"."incubator_id" = $1 and "users"."id" = $2)`,
      [t, id],
    )
  )[0];
const roleById = async (t, id) =>
  (
    await rows(
      `select ${ROLE_COLUMNS} from "roles" where ("roles"."incubator_id" = $1 and "roles"."id" = $2)`,
      [t, id],
    )
  )[0];

/** The viewer's role, read once per request as Launchpad's permission check does. */
async function accessOf(t, viewerId) {
  const user = await accountById(t, viewerId);
  const role = user ? await roleById(t, user.role_id) : null;
  if (!role) return null;
  return { userId: viewerId, role, permissions: new Map(role.permissions.map((p) => [p.key, p.criteria])) };
}

async function connectedStartupIds(t, userId) {
  const [own, assigned] = await Promise.all([
    rows(
      `select "startup_id" from "startup_members" where ("startup_members"."incubator_id" = $1 and "startup_members"."user_id" = $2)`,
      [t, userId],
    ),
    rows(
      `select "startup_id" from "startup_assignments" where ("startup_assignments"."incubator_id" = $1 and "startup_assignments"."user_id" = $2)`,
      [t, userId],
    ),
  ]);
  return [...new Set([...own, ...assigned].map((r) => r.startup_id))];
}

async function startupScope(t, access, permission) {
  const criteria = access.permissions.get(permission);
  if (!criteria) return [];
  if (criteria === "ALL") return "ALL";
  return connectedStartupIds(t, access.userId);
}
const inScope = (scope, id) => scope === "ALL" || scope.includes(id);

// --- shared reads ----------------------------------------------------------------------

async function relationsOfUsers(t, userIds) {
  const [memberOf, assignedTo, programs] = await Promise.all([
    rows(
      `select "startup_members"."user_id", "startups"."id", "startups"."name" from "startup_members" inner join "startups" on "startups"."id" = "startup_members"."startup_id" where ("startup_members"."incubator_id" = $1 and "startup_members"."user_id" = any($2)) order by "startups"."name"`,
      [t, userIds],
    ),
    rows(
      `select "startup_assignments"."user_id", "startups"."id", "startups"."name" from "startup_assignments" inner join "startups" on "startups"."id" = "startup_assignments"."startup_id" where ("startup_assignments"."incubator_id" = $1 and "startup_assignments"."user_id" = any($2)) order by "startups"."name"`,
      [t, userIds],
    ),
    rows(
      `select "program_members"."user_id", "programs"."id", "programs"."name" from "program_members" inner join "programs" on "programs"."id" = "program_members"."program_id" where ("program_members"."incubator_id" = $1 and "program_members"."user_id" = any($2)) order by "programs"."name"`,
      [t, userIds],
    ),
  ]);
  const startupIds = [...new Set(memberOf.map((m) => m.id))];
  const counts = startupIds.length
    ? await rows(
        `select "startup_id", count(*)::int from "startup_members" where ("startup_members"."incubator_id" = $1 and "startup_members"."startup_id" = any($2)) group by "startup_members"."startup_id"`,
        [t, startupIds],
      )
    : [];
  return {
    memberOf,
    assignedTo,
    programs,
    memberCounts: new Map(counts.map((c) => [c.startup_id, c.count])),
  };
}

function aloneInTheirStartups(rel, userId) {
  const own = rel.memberOf.filter((m) => m.user_id === userId);
  return own.length > 0 && own.every((s) => rel.memberCounts.get(s.id) === 1);
}

const roleOf = (r) => ({ type: r.type, label: r.label, isCustom: r.is_custom });

/**
 * Live people by id with their roles (Launchpad's peopleByIds), in the database's order, or
 * by first then last name (`byName`: its peopleByIdsByName).
 */
async function peopleByIds(t, ids, byName) {
  if (ids.length === 0) return [];
  const users = await rows(
    `select ${USER_COLUMNS} from "users" where ("users"."incubator_id" = $1 and "users"."id" = any($2) and "users"."status" <> $3)${byName ? ` order by "users"."first_name" asc, "users"."last_name" asc` : ""}`,
    [t, ids, "deleted"],
  );
  if (users.length === 0) return [];
  const roleIds = [...new Set(users.map((u) => u.role_id))];
  const roles = await rows(
    `select ${ROLE_COLUMNS} from "roles" where ("roles"."incubator_id" = $1 and "roles"."id" = any($2))`,
    [t, roleIds],
  );
  const byId = new Map(roles.map((r) => [r.id, r]));
  return users.flatMap((user) => (byId.has(user.role_id) ? [{ user, role: byId.get(user.role_id) }] : []));
}

async function namesInOrder(t, ids) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await rows(
    `select "id", trim("first_name" || ' ' || "last_name") from "users" where ("users"."incubator_id" = $1 and "users"."id" = any($2) and "users"."status" <> $3) order by "users"."first_name" asc, "users"."last_name" asc`,
    [t, unique, "deleted"],
  );
  return found.map((r) => ({ id: r.id, fullName: r.btrim }));
}

function userCard({ user, role }) {
  return {
    id: user.id,
    fullName: `${user.first_name} ${user.last_name}`.trim(),
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    timezone: user.timezone,
    roleLabel: displayRoleLabel(roleOf(role), false),
    roleType: role.type,
    avatar: user.avatar,
    headline: user.headline,
  };
}
const settingsOf = (person) => person.user.coaching_meeting_settings ?? DEFAULT_COACHING_SETTINGS;
const seconds = (d) => Math.floor(d.getTime() / 1000);

/** A notification as Launchpad answers it (notification-view.ts), in the query's field order. */
function notificationOf(row) {
  const type = row.type === "meetingRescheduled" ? "meetingChanged" : row.type;
  const values = notificationValues(row.payload);
  const known = isNotificationType(type);
  return {
    id: row.id,
    type,
    isRead: row.is_read,
    createdAt: row.created_at.toISOString(),
    url: known ? notificationLink(type, values) : "/",
    icon: known ? NOTIFICATION_ICONS[type] : "warning",
    values: {
      actorName: values.actorName ?? null,
      startupName: values.startupName ?? null,
      applicantName: values.applicantName ?? null,
      programName: values.programName ?? null,
      startsAt: values.startsAt ?? null,
      period: values.period ?? null,
      status: values.status ?? null,
    },
  };
}

// --- the reads -------------------------------------------------------------------------

const READS = {
  Floor: async () => ({ __typename: "Query" }),

  // The bell (issue 14): one statement each, as modules/notifications/notifications.repository.ts.
  async NotificationsPage(t, viewer) {
    const found = await rows(
      `select "id", "incubator_id", "user_id", "type", "payload", "is_read", "created_at", "in_app", "email_pending" from "notifications" where ("notifications"."incubator_id" = $1 and "notifications"."user_id" = $2 and "notifications"."in_app" = $3) order by "notifications"."created_at" desc nulls last, "notifications"."id" desc nulls last limit $4`,
      [t, viewer.id, true, 17],
    );
    const last = found.length > 16 ? found[15] : null;
    return {
      notifications: {
        pageSize: 16,
        nextCursor: last
          ? Buffer.from(`${last.created_at.toISOString()}|${last.id}`, "utf8").toString("base64url")
          : null,
        items: found.slice(0, 16).map(notificationOf),
      },
    };
  },

  async UnseenNotifications(t, viewer) {
    const [row] = await rows(
      `select (select s.last_seen_at from notification_settings s where s.incubator_id = $1 and s.user_id = $2) as last_seen_at, (select count(*)::int from (
          select 1 from notifications n
          where n.incubator_id = $3 and n.user_id = $4 and n.in_app
            and n.created_at > coalesce((select s.last_seen_at from notification_settings s where s.incubator_id = $5 and s.user_id = $6), '-infinity'::timestamptz)
          -- the index's order: the planner then reads its range newest first and stops at the cap
          order by n.created_at desc nulls last, n.id desc nulls last
          limit $7) x) as count`,
      [t, viewer.id, t, viewer.id, t, viewer.id, 100],
    );
    return {
      unseenNotifications: {
        count: row.count,
        lastSeenTimestamp: row.last_seen_at ? new Date(row.last_seen_at).toISOString() : null,
      },
    };
  },

  async CurrentUser(t, viewer) {
    // Each selected part read once (current-user.parts.ts): the account, then its
    // startups with member counts and its role side by side.
    const user = await accountById(t, viewer.id);
    if (!user) return null;
    const [startups, role] = await Promise.all([
      rows(
        `select "startups"."id", "startups"."name", (select count(*)::int from "startup_members" as "others" where "others"."startup_id" = "startups"."id") from "startup_members" inner join "startups" on "startups"."id" = "startup_members"."startup_id" where ("startup_members"."incubator_id" = $1 and "startup_members"."user_id" = $2) order by "startups"."name"`,
        [t, viewer.id],
      ),
      roleById(t, user.role_id),
    ]);
    const alone = startups.length > 0 && startups.every((s) => s.count === 1);
    return {
      currentUser: {
        id: user.id,
        email: user.email,
        firstName: user.first_name,
        lastName: user.last_name,
        fullName: `${user.first_name} ${user.last_name}`.trim(),
        language: user.language,
        status: user.status,
        validated: user.validated,
        role: {
          id: role.id,
          type: role.type,
          label:
            role.type === "Cofounder" && !role.is_custom ? displayRoleLabel(roleOf(role), alone) : role.label,
          isCustom: role.is_custom,
          userAccess: {
            visibilitySettings: role.user_access.visibilitySettings,
            roles: role.user_access.roles ?? [],
          },
          startupAccess: { visibilitySettings: role.startup_access.visibilitySettings },
        },
        startups: startups.map((s) => ({ id: s.id, name: s.name })),
      },
    };
  },

  async ManagedUsers(t, viewer, v) {
    const access = await accessOf(t, viewer.id); // USER:EDIT, read once per request
    if (!access?.permissions.has("USER:EDIT")) return null;
    const limit = v.limit ?? 25;
    const page = await rows(
      `select ${USER_COLUMNS} from "users" where ("users"."incubator_id" = $1 and "users"."status" <> $2) order by "users"."last_name" asc, "users"."first_name" asc, "users"."id" asc limit $3${v.offset ? " offset $4" : ""}`,
      v.offset ? [t, "deleted", limit, v.offset] : [t, "deleted", limit],
    );
    const [{ count: total }] = await rows(
      `select count(*)::int from "users" where ("users"."incubator_id" = $1 and "users"."status" <> $2)`,
      [t, "deleted"],
    );
    const roleIds = [...new Set(page.map((u) => u.role_id))];
    const roles = await rows(
      `select ${ROLE_COLUMNS} from "roles" where ("roles"."incubator_id" = $1 and "roles"."id" = any($2))`,
      [t, roleIds],
    );
    const roleById = new Map(roles.map((r) => [r.id, r]));
    const rel = await relationsOfUsers(
      t,
      page.map((u) => u.id),
    );
    const named = (r) => ({ id: r.id, name: r.name });
    return {
      users: {
        total,
        items: page.map((u) => {
          const role = roleById.get(u.role_id);
          return {
            id: u.id,
            email: u.email,
            firstName: u.first_name,
            lastName: u.last_name,
            fullName: `${u.first_name} ${u.last_name}`.trim(),
            status: u.status,
            validated: u.validated,
            createdAt: u.created_at.toISOString(),
            category: userCategory(role.type),
            role: {
              id: role.id,
              type: role.type,
              label: displayRoleLabel(roleOf(role), aloneInTheirStartups(rel, u.id)),
            },
            startups: rel.memberOf.filter((m) => m.user_id === u.id).map(named),
            assignedStartups: rel.assignedTo.filter((m) => m.user_id === u.id).map(named),
            programs: rel.programs.filter((m) => m.user_id === u.id).map(named),
          };
        }),
      },
    };
  },

  async Portfolio(t, viewer, v) {
    const access = await accessOf(t, viewer.id);
    if (!access) return null;
    const scope = await startupScope(t, access, "STARTUP_FILE:VIEW");
    const pageSize = v.pageSize ?? 20;
    const offset = ((v.page ?? 1) - 1) * pageSize;
    if (scope !== "ALL") throw new Error("the bench reads the portfolio as an admin (scope ALL)");
    const startups = await rows(
      `select "id", "incubator_id", "name", "website", "logo", "initial_categorization_complete", "created_at" from "startups" where "startups"."incubator_id" = $1 order by "startups"."name" asc, "startups"."id" asc limit $2${offset ? " offset $3" : ""}`,
      offset ? [t, pageSize, offset] : [t, pageSize],
    );
    const [{ count }] = await rows(`select count(*) from "startups" where "startups"."incubator_id" = $1`, [
      t,
    ]);
    const ids = startups.map((s) => s.id);
    const [members, programs, connections] = await Promise.all([
      (async () => {
        const found = await rows(
          `select "startup_id", "user_id" from "startup_members" where ("startup_members"."incubator_id" = $1 and "startup_members"."startup_id" = any($2))`,
          [t, ids],
        );
        const names = await namesInOrder(
          t,
          found.map((m) => m.user_id),
        );
        return names.flatMap(({ id, fullName }) =>
          found.filter((m) => m.user_id === id).map((m) => ({ startupId: m.startup_id, id, fullName })),
        );
      })(),
      rows(
        `select "program_startups"."startup_id", "programs"."id", "programs"."name" from "program_startups" inner join "programs" on "programs"."id" = "program_startups"."program_id" where ("program_startups"."incubator_id" = $1 and "program_startups"."startup_id" = any($2)) order by "programs"."name" asc`,
        [t, ids],
      ),
      connectionsOf(t, ids),
    ]);
    return {
      portfolio: {
        total: Number(count),
        items: startups.map((s) => ({
          id: s.id,
          name: s.name,
          logo: s.logo,
          website: s.website,
          members: members.filter((m) => m.startupId === s.id).map(({ id, fullName }) => ({ id, fullName })),
          programs: programs.filter((p) => p.startup_id === s.id).map(({ id, name }) => ({ id, name })),
          connections: connections.get(s.id) ?? [],
        })),
      },
    };
  },

  async GetFreeSlotsByCustomerIds(t, _viewer, v) {
    const ids = [...new Set(v.customerIds)];
    const hosts = await peopleByIds(t, ids);
    if (hosts.length !== ids.length) return null;
    const ordered = ids.map((id) => hosts.find((h) => h.user.id === id));
    const window = { start: v.interval.start * 1000, end: v.interval.end * 1000 };
    const DAY = 86_400_000;
    const iso = (ms) => new Date(ms).toISOString().slice(0, 10);
    const [weekly, overrides, busy] = await Promise.all([
      rows(
        `select "user_id", "weekday", "start_minute", "end_minute" from "weekly_availability" where ("weekly_availability"."incubator_id" = $1 and "weekly_availability"."user_id" = any($2)) order by "weekly_availability"."weekday" asc, "weekly_availability"."start_minute" asc`,
        [t, ids],
      ),
      rows(
        `select "user_id", "date", "ranges" from "availability_overrides" where ("availability_overrides"."incubator_id" = $1 and "availability_overrides"."user_id" = any($2) and "availability_overrides"."date" >= $3 and "availability_overrides"."date" < $4) order by "availability_overrides"."date" asc`,
        [t, ids, iso(window.start - DAY), iso(window.end + 2 * DAY)],
      ),
      rows(
        `select "user_id", "starts_at", "ends_at" from "meeting_attendees" where ("meeting_attendees"."incubator_id" = $1 and "meeting_attendees"."user_id" = any($2) and "meeting_attendees"."active" = $3 and "meeting_attendees"."starts_at" < $4 and "meeting_attendees"."ends_at" > $5)`,
        [t, ids, true, new Date(window.end + DAY), new Date(window.start - DAY)],
      ),
    ]);
    return {
      getFreeSlotsByCustomerIds: ordered.map((host) => {
        const settings = settingsOf(host);
        const id = host.user.id;
        const availability = {
          hostId: id,
          timeZone: host.user.timezone,
          weeklyHours: weekly
            .filter((w) => w.user_id === id)
            .map((w) => ({ weekday: w.weekday, startMinute: w.start_minute, endMinute: w.end_minute })),
          overrides: overrides
            .filter((o) => o.user_id === id)
            .map((o) => ({ date: o.date, ranges: o.ranges })),
          busy: busy
            .filter((b) => b.user_id === id)
            .map((b) => ({ start: b.starts_at.getTime(), end: b.ends_at.getTime() })),
          minimumNoticeHours: settings.minimumNoticeHours,
        };
        const [own] = freeSlotsPerHost([availability], {
          now: Date.now(),
          window,
          durationMinutes: v.durationInMinutes,
          incrementMinutes: settings.timeslotIncrement,
        });
        return {
          customerId: id,
          slots: (own?.slots ?? []).map((s) => ({
            start: Math.floor(s.start / 1000),
            end: Math.floor(s.end / 1000),
          })),
          supportedLocations: settings.defaultMeetingLocation ? [settings.defaultMeetingLocation] : [],
        };
      }),
    };
  },

  CalendarEvents: (t, viewer, v) => calendarEvents(t, viewer, v, false),
  CalendarEventsIcs: (t, viewer, v) => calendarEvents(t, viewer, v, true),

  Tasks: (t, viewer, v) => tasksPage(t, viewer, v),

  TaskBadge: async (t, viewer) => {
    const access = await accessOf(t, viewer.id);
    if (!access || !TASK_HOLDER_ROLES.includes(access.role.type)) return null;
    const person = await profileTaskUnchanged(t, access);
    const bounds = boundsOf(person);
    const [{ count }] = await rows(
      `select count(*) from "task_assignees" inner join "tasks" on "tasks"."id" = "task_assignees"."task_id" where ("task_assignees"."incubator_id" = $1 and "task_assignees"."user_id" = $2 and "task_assignees"."done" = $3 and "task_assignees"."approval_status" = $4 and "tasks"."due_at" < $5)`,
      [t, viewer.id, false, "APPROVED", new Date(bounds.tomorrowEnd).toISOString()],
    );
    return { taskBadge: { count: Number(count), horizon: new Date(bounds.tomorrowEnd).toISOString() } };
  },
};

// --- tasks (issue 13: the tasks popup, a section of /tasks, the badge) -----------------

const TASK_COLUMNS = `"id", "incubator_id", "name", "due_at", "tag", "url", "created_by_id", "startup_id", "is_group_task", "automated_kind", "automated_key", "created_at", "updated_at"`;

/** The viewer's day bounds in their zone (Launchpad takes it from the person it read). */
function boundsOf(person) {
  return dayBounds(Date.now(), person.timezone ?? "UTC");
}

/**
 * Launchpad's automated profile task is reconciled on each read (automated-tasks.ts): it
 * reads the viewer's profile fields and the task by its key. The bench's founder has an
 * incomplete profile and the task (scale.sql), so nothing is written; a state that would
 * write stops the bench.
 */
async function profileTaskUnchanged(t, access) {
  const [person] = await rows(
    `select "first_name", "last_name", "headline", "bio", "timezone" from "users" where ("users"."incubator_id" = $1 and "users"."id" = $2 and "users"."status" <> $3)`,
    [t, access.userId, "deleted"],
  );
  if (!person) throw new Error("the bench's founder is not a live user");
  if (!TASK_HOLDER_ROLES.includes(access.role.type)) return person;
  const [existing] = await rows(
    `select ${TASK_COLUMNS} from "tasks" where ("tasks"."incubator_id" = $1 and "tasks"."automated_key" = $2)`,
    [t, `profile:${access.userId}`],
  );
  const { first_name, last_name, headline, bio } = person;
  const complete = [first_name, last_name, headline, bio].every((v) => (v ?? "").trim().length > 0);
  if (!existing ? !complete : complete)
    throw new Error("the bench's founder's profile task would change: the bare server does not write it");
  return person;
}

const TASK_LIST_SCHEMA_DEFAULT_LIMIT = 15;

async function tasksPage(t, viewer, v) {
  const access = await accessOf(t, viewer.id);
  if (!access || !TASK_HOLDER_ROLES.includes(access.role.type)) return null;
  if ((v.tab ?? "MINE") !== "MINE" || v.cursor || v.queryOptions?.after || v.queryOptions?.before)
    throw new Error("the bare server answers the MINE tab's first page only");
  const limit = v.limit ?? TASK_LIST_SCHEMA_DEFAULT_LIMIT;
  const completion = v.queryOptions?.completionStatus;
  const person = await profileTaskUnchanged(t, access);
  const window = v.section ? sectionWindow(v.section, boundsOf(person)) : {};
  let where = `"tasks"."incubator_id" = $1 and exists (select 1 from "task_assignees" where ("task_assignees"."task_id" = "tasks"."id" and "task_assignees"."user_id" = $2 and "task_assignees"."approval_status" <> $3${completion ? ` and "task_assignees"."done" = $4` : ""}))`;
  const values = [t, viewer.id, "DENIED", ...(completion ? [completion === "COMPLETED"] : [])];
  if (window.after !== undefined) {
    values.push(new Date(window.after).toISOString());
    where += ` and "tasks"."due_at" >= $${values.length}`;
  }
  if (window.before !== undefined) {
    values.push(new Date(window.before).toISOString());
    where += ` and "tasks"."due_at" < $${values.length}`;
  }
  const [found, [{ count }]] = await Promise.all([
    rows(
      `select ${TASK_COLUMNS} from "tasks" where (${where}) order by "tasks"."due_at" asc, "tasks"."id" asc limit $${values.length + 1}`,
      [...values, limit + 1],
    ),
    rows(`select count(*) from "tasks" where (${where})`, values),
  ]);
  const page = found.slice(0, limit);
  const last = page.at(-1);
  const next =
    found.length > limit && last
      ? Buffer.from(`${last.due_at.toISOString()}|${last.id}`).toString("base64url")
      : null;
  return { tasks: { totalCount: Number(count), next, results: await taskViews(t, access, page) } };
}

async function taskViews(t, access, tasks) {
  if (tasks.length === 0) return [];
  const ids = tasks.map((r) => r.id);
  const assignees = await rows(
    `select "incubator_id", "task_id", "user_id", "type", "value", "approval_status", "done", "completed_at" from "task_assignees" where ("task_assignees"."incubator_id" = $1 and "task_assignees"."task_id" = any($2))`,
    [t, ids],
  );
  const userIds = [
    ...new Set([
      ...assignees.map((a) => a.user_id),
      ...tasks.flatMap((r) => (r.created_by_id ? [r.created_by_id] : [])),
    ]),
  ];
  const startupIds = [...new Set(tasks.flatMap((r) => (r.startup_id ? [r.startup_id] : [])))];
  const [users, startups] = await Promise.all([
    userIds.length
      ? rows(
          `select ${USER_COLUMNS} from "users" where ("users"."incubator_id" = $1 and "users"."id" = any($2))`,
          [t, userIds],
        )
      : [],
    startupIds.length
      ? rows(
          `select "id", "name" from "startups" where ("startups"."incubator_id" = $1 and "startups"."id" = any($2))`,
          [t, startupIds],
        )
      : [],
  ]);
  const names = new Map(users.map((u) => [u.id, `${u.first_name} ${u.last_name}`.trim()]));
  const mayDelete = access.permissions.has("TASK/TASK:DELETE");
  const person = (id) => ({ id, fullName: names.get(id) ?? "" });
  return tasks.map((row) => {
    const own = assignees.filter((a) => a.task_id === row.id);
    const mine = own.find((a) => a.user_id === access.userId);
    const startup = startups.find((s) => s.id === row.startup_id);
    const approved = own.filter((a) => a.approval_status === "APPROVED");
    const approval = mine
      ? mine.approval_status
      : own.some((a) => a.approval_status === "PENDING")
        ? "PENDING"
        : own.length > 0 && own.every((a) => a.approval_status === "DENIED")
          ? "DENIED"
          : "APPROVED";
    const done = mine ? mine.done : approved.length > 0 && approved.every((a) => a.done);
    return {
      id: row.id,
      name: row.name,
      dueDate: row.due_at.toISOString(),
      tag: row.tag,
      url: row.url,
      taskType: row.automated_kind ?? "MANUAL",
      automated: row.automated_kind !== null,
      isGroupTask: row.is_group_task,
      approvalStatus: approval,
      completionStatus: done ? "COMPLETED" : "PENDING",
      canEdit: row.automated_kind === null && (row.created_by_id === access.userId || mayDelete),
      createdBy: row.created_by_id ? person(row.created_by_id) : null,
      startup: startup ? { id: startup.id, name: startup.name } : null,
      assignees: own.map((a) => ({
        user: person(a.user_id),
        done: a.done,
        status: a.approval_status,
        type: a.type,
        value: a.value,
      })),
    };
  });
}

/** The meetings of the viewer's calendar, with or without each one's ICS text. */
async function calendarEvents(t, viewer, v, withIcs) {
  // Issue 15: the calendar also reads the viewer's registered group events (the events
  // module's calendar source), beside the meetings. The bench's founder has none in the window.
  const [meetings, registered] = await Promise.all([
    rows(
      `select distinct ${MEETING_COLUMNS} from "meetings" inner join "meeting_attendees" on "meeting_attendees"."meeting_id" = "meetings"."id" where ("meetings"."incubator_id" = $1 and "meetings"."status" <> $2 and "meeting_attendees"."user_id" = any($3) and "meetings"."starts_at" < $4 and "meetings"."ends_at" > $5) order by "meetings"."starts_at", "meetings"."id" limit $6`,
      [t, "cancelled", [viewer.id], new Date(v.end * 1000), new Date(v.start * 1000), 1000],
    ),
    rows(REGISTERED_EVENTS, [
      t,
      viewer.id,
      "REGISTERED",
      "PUBLISHED",
      "GROUP",
      new Date(v.end * 1000).toISOString(),
      new Date(v.start * 1000).toISOString(),
    ]),
  ]);
  if (registered.length > 0)
    throw new Error("the bench's founder has registered events: the bare server does not show them");
  if (meetings.length === 0) return { calendarEvents: [] };
  const ids = meetings.map((m) => m.id);
  const startupIds = [...new Set(meetings.flatMap((m) => (m.startup_id ? [m.startup_id] : [])))];
  const [attendees, startups, manage] = await Promise.all([
    rows(
      `select "meeting_id", "user_id", "is_host" from "meeting_attendees" where ("meeting_attendees"."incubator_id" = $1 and "meeting_attendees"."meeting_id" = any($2))`,
      [t, ids],
    ),
    startupIds.length
      ? rows(
          `select "id", "name" from "startups" where ("startups"."incubator_id" = $1 and "startups"."id" = any($2))`,
          [t, startupIds],
        )
      : [],
    accessOf(t, viewer.id).then((access) => startupScope(t, access, "COACHING_SESSION:DELETE")),
  ]);
  const people = await peopleByIds(t, [
    ...new Set([...attendees.map((a) => a.user_id), ...meetings.map((m) => m.organizer_id)]),
  ]);
  const cards = new Map(people.map((p) => [p.user.id, userCard(p)]));
  const now = Date.now();
  return {
    calendarEvents: meetings.map((m) => {
      const mine = attendees.filter((a) => a.meeting_id === m.id);
      const attending = mine.flatMap((a) => cards.get(a.user_id) ?? []);
      const organizer = cards.get(m.organizer_id) ?? attending[0];
      const viewerIsHost =
        mine.some((a) => a.is_host && a.user_id === viewer.id) || m.organizer_id === viewer.id;
      const isAttendee = mine.some((a) => a.user_id === viewer.id);
      const manages = manage === "ALL" || (m.startup_id != null && inScope(manage, m.startup_id));
      const live = m.status !== "cancelled" && m.ends_at.getTime() > now;
      const startup = startups.find((s) => s.id === m.startup_id);
      return {
        id: m.id,
        start: seconds(m.starts_at),
        end: seconds(m.ends_at),
        summary: m.summary,
        description: m.description,
        location: m.location,
        status: m.status,
        sequence: m.sequence,
        organizer,
        attendees: attending.map(({ id, fullName }) => ({ id, fullName })),
        durationInMinutes: Math.round((m.ends_at.getTime() - m.starts_at.getTime()) / 60_000),
        referenceType: startup ? "Startup" : null,
        referenceId: startup?.id ?? null,
        referenceName: startup?.name ?? null,
        ...(withIcs
          ? {
              ics: meetingIcs({
                uid: m.uid,
                sequence: m.sequence,
                start: m.starts_at,
                end: m.ends_at,
                summary: m.summary,
                description: m.description,
                location: m.location,
                stamp: new Date(),
                organizer: { name: organizer.fullName, email: organizer.email },
                attendees: attending.map((c) => ({ name: c.fullName, email: c.email })),
                cancelled: m.status === "cancelled",
              }),
            }
          : {}),
        viewerIsHost,
        canReschedule: live && !viewerIsHost && (isAttendee || manages),
        canCancel: live && (isAttendee || manages),
        hosts: mine.filter((a) => a.is_host).flatMap((a) => cards.get(a.user_id) ?? []),
      };
    }),
  };
}

async function connectionsOf(t, startupIds) {
  const byStartup = new Map(startupIds.map((id) => [id, []]));
  const [assigned, pending, [incubator]] = await Promise.all([
    rows(
      `select "startup_id", "user_id", "minutes_allocated", "minutes_used" from "startup_assignments" where ("startup_assignments"."incubator_id" = $1 and "startup_assignments"."startup_id" = any($2))`,
      [t, startupIds],
    ),
    rows(
      `select "meetings"."startup_id", "meeting_attendees"."user_id", sum("meetings"."debited_minutes") from "meetings" inner join "meeting_attendees" on "meeting_attendees"."meeting_id" = "meetings"."id" where ("meetings"."incubator_id" = $1 and "meetings"."status" <> $2 and "meetings"."startup_id" = any($3) and "meetings"."ends_at" > $4 and ("meeting_attendees"."is_host" = $5 and "meetings"."debited_minutes" > $6)) group by "meetings"."startup_id", "meeting_attendees"."user_id"`,
      [t, "cancelled", startupIds, new Date(), true, 0],
    ),
    rows(
      `select "id", "slug", "name", "description", "logo", "white_logo", "currency", "timezone", "address", "default_language", "allow_user_self_delete", "allow_write_in_option_in_user_skills", "seo", "terms_and_services_url", "custom_login_text_and_link", "general_email", "support_email", "gtm_id", "brand_palette", "login_providers", "employee_count_limit", "hours_allocation_settings", "startup_name_alternative", "max_sessions_per_user", "sso_enabled", "sso_organization", "plan", "feature_flags", "created_at", "updated_at" from "incubators" where "incubators"."id" = $1 limit $2`,
      [t, 1],
    ),
  ]);
  const userIds = [...new Set(assigned.map((r) => r.user_id))];
  const people = await peopleByIds(t, userIds, "byName");
  const order = new Map(people.map((p, i) => [p.user.id, i]));
  assigned.sort((a, b) => (order.get(a.user_id) ?? -1) - (order.get(b.user_id) ?? -1));
  const required = incubator?.hours_allocation_settings?.requireHoursAllocation ?? false;
  for (const row of assigned) {
    const person = people.find((p) => p.user.id === row.user_id);
    if (!person) continue;
    const debited = pending.find((p) => p.startup_id === row.startup_id && p.user_id === row.user_id);
    const minutesPending = Math.min(row.minutes_used, Number(debited?.sum ?? 0));
    const minutesRemaining = Math.max(0, row.minutes_allocated - row.minutes_used);
    const settings = settingsOf(person);
    const limited = required && userCategory(person.role.type) === "employee";
    byStartup.get(row.startup_id)?.push({
      id: `${row.startup_id}:${row.user_id}`,
      startupId: row.startup_id,
      assignedUser: userCard(person),
      minutesAllocated: row.minutes_allocated,
      minutesUsed: row.minutes_used - minutesPending,
      minutesPending,
      minutesRemaining,
      hourAllocationRequired: limited,
      takesBookings: settings.enabled,
      availableDurationsInMins: settings.enabled
        ? settings.availableDurationsInMins.filter((d) => !limited || d <= minutesRemaining)
        : [],
    });
  }
  return byStartup;
}

const UNAUTHENTICATED = JSON.stringify({
  errors: [{ message: "Sign in first.", extensions: { code: "UNAUTHENTICATED" } }],
});

const app = Fastify({ logger: false });
app.post("/graphql", async (req, reply) => {
  const read = READS[req.query.operation];
  if (!read) return reply.code(400).send({ error: "unknown operation" });
  const tenant = await tenantOf(req.headers.host);
  if (!tenant) return reply.code(403).send({ error: "InvalidIncubator" });
  const viewer = await viewerOf(tenant, req.headers.authorization);
  const data = viewer ? await read(tenant.id, viewer, req.body.variables ?? {}) : null;
  reply.header("content-type", "application/graphql-response+json; charset=utf-8");
  return reply.send(data ? JSON.stringify({ data }) : UNAUTHENTICATED);
});
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
// A clean exit on SIGTERM, so that `--cpu-prof` writes its profile (api.mjs --profile bare:NAME).
process.once("SIGTERM", () => {
  app.close().finally(() => process.exit(0));
});
console.log("bare server ready");
