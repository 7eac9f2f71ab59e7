import { type BuilderTypes, builder } from "../../graphql/builder.ts";
import type { AttachmentView } from "../attachments/index.ts";
import { UserCardRef } from "../booking/index.ts";
import { bool, type DataPerson, int, list, num, obj, people, str, strings } from "./timeline-data.ts";
import type { TimelinePostView } from "./timeline-view.ts";

/**
 * The post kinds of spec-2 §3, each an object of the TimelinePost union. Event posts
 * (updates and comments) read the columns; the other kinds read the post's `data`
 * (docs/timeline.md names the keys each kind reads).
 */
type Post = TimelinePostView;
type Fields = PothosSchemaTypes.ObjectFieldBuilder<BuilderTypes, Post>;

const TimelineStartupRef = builder.objectRef<{ id: string; name: string }>("TimelineStartup").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

const TimelinePersonRef = builder.objectRef<DataPerson>("TimelinePerson").implement({
  description: "A person named in a post's data (an id when they are a user of the organisation)",
  fields: (t) => ({
    id: t.exposeID("id", { nullable: true }),
    fullName: t.exposeString("fullName"),
    gender: t.exposeString("gender", { nullable: true }),
  }),
});

/** The fields every kind has. */
function commonFields(t: Fields) {
  return {
    id: t.exposeID("id"),
    startup: t.field({ type: TimelineStartupRef, resolve: (p) => p.startup }),
    createdAt: t.string({ description: "ISO 8601", resolve: (p) => p.row.createdAt.toISOString() }),
    isPinned: t.boolean({ resolve: (p) => p.row.isPinned }),
    isPublic: t.boolean({ resolve: (p) => p.row.isPublic }),
  };
}

const AttachmentRef = builder.objectRef<AttachmentView>("TimelineAttachment").implement({
  description: "A file of an Event post (attachments module)",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    fileType: t.exposeString("fileType", { nullable: true }),
    url: t.exposeString("url"),
    pdfUrl: t.string({
      nullable: true,
      description:
        "The address to view it as PDF: the file itself when it is a PDF (no conversion of other types)",
      resolve: (a) => (a.fileType === "application/pdf" ? a.url : null),
    }),
  }),
});

export const EventRef = builder.objectRef<Post>("Event").implement({
  description: "An update or a comment written on the startup's timeline (spec-2 §3 Event)",
  fields: (t) => ({
    ...commonFields(t),
    eventType: t.string({
      nullable: true,
      description: "update or comment",
      resolve: (p) => p.row.eventType,
    }),
    message: t.string({ nullable: true, resolve: (p) => p.row.message }),
    isUpdate: t.boolean({ resolve: (p) => p.row.isUpdate }),
    attr1: t.string({ nullable: true, resolve: (p) => p.row.attr1 }),
    start: t.string({ nullable: true, resolve: (p) => p.row.start?.toISOString() ?? null }),
    end: t.string({ nullable: true, resolve: (p) => p.row.end?.toISOString() ?? null }),
    updatedAt: t.string({ resolve: (p) => p.row.updatedAt.toISOString() }),
    createdBy: t.field({
      type: UserCardRef,
      nullable: true,
      description: "The author with their role (null once their account is gone)",
      resolve: (p) => p.createdBy,
    }),
    attachments: t.field({ type: [AttachmentRef], resolve: (p) => p.attachments }),
    viewerCanEdit: t.boolean({ resolve: (p) => p.rights.canEdit }),
    viewerCanDelete: t.boolean({ resolve: (p) => p.rights.canDelete }),
  }),
});

const DataDueEventRef = builder.objectRef<Post>("DataDueEvent").implement({
  description: "Metrics due for a period (data: dueDate)",
  fields: (t) => ({
    ...commonFields(t),
    dueDate: t.string({ nullable: true, resolve: (p) => str(p.data.dueDate) }),
  }),
});

const MetricRef = builder.objectRef<Record<string, unknown>>("TimelineMetric").implement({
  fields: (t) => ({
    id: t.id({ nullable: true, resolve: (m) => str(m.id) }),
    name: t.string({ resolve: (m) => str(m.name) ?? "" }),
  }),
});

const DataItemRef = builder.objectRef<Record<string, unknown>>("TimelineDataItem").implement({
  description: "A submitted metric value (spec-2 §3 data items)",
  fields: (t) => ({
    isPoint0: t.boolean({ resolve: (d) => bool(d.isPoint0) ?? false }),
    value: t.float({ nullable: true, resolve: (d) => num(d.value) }),
    dateValue: t.string({ nullable: true, resolve: (d) => str(d.dateValue) }),
    unit: t.string({ nullable: true, resolve: (d) => str(d.unit) }),
    metric: t.field({ type: MetricRef, resolve: (d) => obj(d.metric) }),
    diff: t.float({
      nullable: true,
      description: "metadata.diff",
      resolve: (d) => num(obj(d.metadata).diff),
    }),
    change: t.string({
      nullable: true,
      description: "metadata.change",
      resolve: (d) => str(obj(d.metadata).change),
    }),
    useArrow: t.boolean({ resolve: (d) => bool(obj(d.metadata).useArrow) ?? false }),
  }),
});

const EditedByRef = builder.objectRef<Record<string, unknown>>("TimelineEditedBy").implement({
  fields: (t) => ({
    editedBy: t.string({ description: "Who edited, by name", resolve: (e) => str(e.editedBy) ?? "" }),
    editedAt: t.string({ nullable: true, resolve: (e) => str(e.editedAt) }),
  }),
});

function submittedFields(t: Fields) {
  return {
    ...commonFields(t),
    dueDate: t.string({ nullable: true, resolve: (p) => str(p.data.dueDate) }),
    createdBy: t.field({ type: UserCardRef, nullable: true, resolve: (p) => p.createdBy }),
    dataItems: t.field({ type: [DataItemRef], resolve: (p) => list(p.data.dataItems) }),
    editedBy: t.field({
      type: EditedByRef,
      nullable: true,
      resolve: (p) => (p.data.editedBy ? obj(p.data.editedBy) : null),
    }),
  };
}

const TopLevelDataSubmittedEventRef = builder.objectRef<Post>("TopLevelDataSubmittedEvent").implement({
  description: "Metrics submitted for a period (data: dueDate, dataItems, editedBy)",
  fields: (t) => submittedFields(t),
});

const NonTopLevelDataSubmittedEventRef = builder.objectRef<Post>("NonTopLevelDataSubmittedEvent").implement({
  description: "Metrics submitted below the top level (same data as TopLevelDataSubmittedEvent)",
  fields: (t) => submittedFields(t),
});

const ChangelogRef = builder.objectRef<Record<string, unknown>>("TimelineChangelog").implement({
  fields: (t) => ({
    type: t.string({ resolve: (c) => str(c.type) ?? "" }),
    changeTime: t.string({ nullable: true, resolve: (c) => str(c.changeTime) }),
    groupId: t.string({ nullable: true, resolve: (c) => str(c.groupId) }),
    oldValue: t.string({ nullable: true, resolve: (c) => str(c.oldValue) }),
    newValue: t.string({ nullable: true, resolve: (c) => str(c.newValue) }),
  }),
});

const CoachingSessionPostRef = builder.objectRef<Post>("CoachingSessionPost").implement({
  description: "A coaching session held with the startup; staffEditor is for staff unless staffEditorPublic",
  fields: (t) => ({
    ...commonFields(t),
    sessionName: t.string({ nullable: true, resolve: (p) => str(p.data.sessionName) }),
    date: t.string({ nullable: true, resolve: (p) => str(p.data.date) }),
    expectedDuration: t.int({
      nullable: true,
      description: "Minutes",
      resolve: (p) => int(p.data.expectedDuration),
    }),
    estimatedDuration: t.int({
      nullable: true,
      description: "Minutes",
      resolve: (p) => int(p.data.estimatedDuration),
    }),
    sessionStartDateTime: t.string({ nullable: true, resolve: (p) => str(p.data.sessionStartDateTime) }),
    sessionEndDateTime: t.string({ nullable: true, resolve: (p) => str(p.data.sessionEndDateTime) }),
    topics: t.stringList({ resolve: (p) => strings(p.data.topics) }),
    coachs: t.field({ type: [TimelinePersonRef], resolve: (p) => people(p.data.coachs) }),
    attendees: t.field({ type: [TimelinePersonRef], resolve: (p) => people(p.data.attendees) }),
    editor: t.string({
      nullable: true,
      description: "The session's shared notes",
      resolve: (p) => str(p.data.editor),
    }),
    staffEditorPublic: t.boolean({ resolve: (p) => bool(p.data.staffEditorPublic) ?? false }),
    staffEditor: t.string({
      nullable: true,
      description: "Staff notes: null for readers who do not see private posts, unless staffEditorPublic",
      resolve: (p) =>
        p.rights.seesStaffFields || bool(p.data.staffEditorPublic) ? str(p.data.staffEditor) : null,
    }),
    changelogs: t.field({ type: [ChangelogRef], resolve: (p) => list(p.data.changelogs) }),
  }),
});

const DataCategorizationUpdateRef = builder.objectRef<Post>("DataCategorizationUpdate").implement({
  description: "The startup's categorization changed",
  fields: (t) => ({
    ...commonFields(t),
    message: t.string({ nullable: true, resolve: (p) => p.row.message }),
  }),
});

const CoachingInvitePostRef = builder.objectRef<Post>("CoachingInvitePost").implement({
  description: "An invitation to a coaching session (data: inviteStatus, expires, invitees, session)",
  fields: (t) => ({
    ...commonFields(t),
    inviteStatus: t.string({ nullable: true, resolve: (p) => str(p.data.inviteStatus) }),
    expires: t.string({ nullable: true, resolve: (p) => str(p.data.expires) }),
    incubatorInvitees: t.field({
      type: [TimelinePersonRef],
      resolve: (p) => people(p.data.incubatorInvitees),
    }),
    startupInvitees: t.field({ type: [TimelinePersonRef], resolve: (p) => people(p.data.startupInvitees) }),
    sessionName: t.string({ nullable: true, resolve: (p) => str(obj(p.data.session).name) }),
    sessionStart: t.string({ nullable: true, resolve: (p) => str(obj(p.data.session).start) }),
  }),
});

const DataCategorizationSkipRef = builder.objectRef<Post>("DataCategorizationSkip").implement({
  description: "The startup skipped its categorization for a period (data: dueDate)",
  fields: (t) => ({
    ...commonFields(t),
    dueDate: t.string({ nullable: true, resolve: (p) => str(p.data.dueDate) }),
  }),
});

const RecipientRef = builder.objectRef<Record<string, unknown>>("TimelineEmailRecipient").implement({
  fields: (t) => ({
    email: t.string({ resolve: (r) => str(r.email) ?? "" }),
    user: t.field({
      type: TimelinePersonRef,
      nullable: true,
      resolve: (r) => (r.user ? (people([r.user])[0] ?? null) : null),
    }),
  }),
});

type Email = { message: Record<string, unknown>; meta: boolean };
const meta = <T>(e: Email, value: T | null) => (e.meta ? value : null);

const EmailMessageRef = builder.objectRef<Email>("TimelineEmailMessage").implement({
  description: "An e-mail of the thread; its delivery meta is null without TIMELINE/EMAIL_THREAD_META:VIEW",
  fields: (t) => ({
    id: t.id({ nullable: true, resolve: (e) => str(e.message.id) }),
    subject: t.string({ resolve: (e) => str(e.message.subject) ?? "" }),
    emailContent: t.string({ resolve: (e) => str(e.message.emailContent) ?? "" }),
    recipients: t.field({ type: [RecipientRef], resolve: (e) => list(e.message.recipients) }),
    cc: t.stringList({ resolve: (e) => strings(e.message.cc) }),
    bcc: t.stringList({ resolve: (e) => strings(e.message.bcc) }),
    numberOfTimesOpened: t.int({
      nullable: true,
      resolve: (e) => meta(e, int(e.message.numberOfTimesOpened) ?? 0),
    }),
    lastOpenedAt: t.string({ nullable: true, resolve: (e) => meta(e, str(e.message.lastOpenedAt)) }),
    isBounced: t.boolean({ nullable: true, resolve: (e) => meta(e, bool(e.message.isBounced) ?? false) }),
    isDeferred: t.boolean({ nullable: true, resolve: (e) => meta(e, bool(e.message.isDeferred) ?? false) }),
    isDropped: t.boolean({ nullable: true, resolve: (e) => meta(e, bool(e.message.isDropped) ?? false) }),
    isDelivered: t.boolean({ nullable: true, resolve: (e) => meta(e, bool(e.message.isDelivered) ?? false) }),
    isMarkedAsSpam: t.boolean({
      nullable: true,
      resolve: (e) => meta(e, bool(e.message.isMarkedAsSpam) ?? false),
    }),
  }),
});

const EmailThreadPostRef = builder.objectRef<Post>("EmailThreadPost").implement({
  description: "An e-mail exchanged with the startup (data: emailMessage)",
  fields: (t) => ({
    ...commonFields(t),
    emailMessage: t.field({
      type: EmailMessageRef,
      resolve: (p) => ({ message: obj(p.data.emailMessage), meta: p.rights.seesEmailMeta }),
    }),
  }),
});

const KIND_REFS = {
  Event: EventRef,
  DataDueEvent: DataDueEventRef,
  TopLevelDataSubmittedEvent: TopLevelDataSubmittedEventRef,
  NonTopLevelDataSubmittedEvent: NonTopLevelDataSubmittedEventRef,
  CoachingSessionPost: CoachingSessionPostRef,
  DataCategorizationUpdate: DataCategorizationUpdateRef,
  CoachingInvitePost: CoachingInvitePostRef,
  DataCategorizationSkip: DataCategorizationSkipRef,
  EmailThreadPost: EmailThreadPostRef,
} as const;

export const TimelinePostRef = builder.unionType("TimelinePost", {
  description: "A post of the startup timeline, of one of the kinds of spec-2 §3",
  types: Object.values(KIND_REFS),
  resolveType: (post) => KIND_REFS[post.kind],
});
