/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** Any JSON value. The field that takes one checks it against its own schema. */
  JSON: { input: unknown; output: unknown; }
};

export type AccessChange = {
  __typename: 'AccessChange';
  /** ROLE_CHANGED or PERMISSIONS_CHANGED */
  reason: Scalars['String']['output'];
};

export type AddMilestoneInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** ISO date, YYYY-MM-DD */
  dueDate?: InputMaybe<Scalars['String']['input']>;
  /** A milestone of the plan: the new one is its sub-milestone */
  parentId?: InputMaybe<Scalars['ID']['input']>;
  planId: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};

export type AddStartupDocumentsInput = {
  /** The viewer's pending uploads, 1 to 20 */
  attachmentIds: Array<Scalars['ID']['input']>;
  /** Null or absent: at the top */
  folderId?: InputMaybe<Scalars['ID']['input']>;
};

/** A programme with its details, as the programme pages show it */
export type AdminProgram = {
  __typename: 'AdminProgram';
  /** The programme admin (null when none, or when their account was deleted) */
  admin?: Maybe<ProgramPerson>;
  /** ISO 8601 */
  createdAt: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD */
  endsOn?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  memberCount: Scalars['Int']['output'];
  /** The members, by name (deleted accounts left out) */
  members: Array<ProgramPerson>;
  mode: ProgramMode;
  name: Scalars['String']['output'];
  /** YYYY-MM-DD */
  startsOn?: Maybe<Scalars['String']['output']>;
  startupCount: Scalars['Int']['output'];
  /** The startups in the programme, by name */
  startups: Array<ProgramStartup>;
  type: ProgramType;
};

/** A startup as the administration lists it */
export type AdminStartup = {
  __typename: 'AdminStartup';
  /** Supporters assigned to it */
  connectionCount: Scalars['Int']['output'];
  /** ISO 8601 */
  createdAt: Scalars['String']['output'];
  foundingYear?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  /** STARTUP:INDUSTRY:VIEW. Null without the VIEW key (docs/tags.md). */
  industries?: Maybe<Array<IndustryCard>>;
  logo?: Maybe<Scalars['String']['output']>;
  memberCount: Scalars['Int']['output'];
  members: Array<StartupPerson>;
  name: Scalars['String']['output'];
  programs: Array<Program>;
  /** TAGS:STARTUP:VIEW. Null without the VIEW key (docs/tags.md). */
  tags?: Maybe<Array<TagCard>>;
  website?: Maybe<Scalars['String']['output']>;
};

export type AdminStartupsFilter = {
  /** In any of these industries */
  industryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** In any of these programmes */
  programIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Part of the name, case-insensitive */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Carrying any of these tags */
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type AdminStartupsPage = {
  __typename: 'AdminStartupsPage';
  items: Array<AdminStartup>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type ApplicantResponseStatus =
  | 'draft'
  | 'none'
  | 'submitted';

/** A round as one application goes through it (id: the application's and the round's; roundId: the round's). */
export type ApplicantRound = {
  __typename: 'ApplicantRound';
  hasForm: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Localised text: { language: text } */
  name: Scalars['JSON']['output'];
  position: Scalars['Int']['output'];
  roundId: Scalars['ID']['output'];
  state: ApplicantRoundState;
  type: RoundType;
};

export type ApplicantRoundState =
  | 'current'
  | 'done'
  | 'upcoming';

export type ApplicantSubmittedForm = {
  __typename: 'ApplicantSubmittedForm';
  answers: Scalars['JSON']['output'];
  definition: Scalars['JSON']['output'];
  formId: Scalars['ID']['output'];
  position?: Maybe<Scalars['Int']['output']>;
  roundId?: Maybe<Scalars['ID']['output']>;
  /** Localised text: { language: text } */
  roundName?: Maybe<Scalars['JSON']['output']>;
  /** ISO 8601 */
  submittedAt?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type Application = {
  __typename: 'Application';
  /** Its activity, newest first (staff) */
  activities: Array<ApplicationActivity>;
  /** What the viewer may do now: the state machine's events crossed with their keys */
  allowedActions: Array<ApplicationAction>;
  /** The applicant's identity is hidden from the viewer (show 'Anonymous') */
  anonymous: Scalars['Boolean']['output'];
  /** The applicant's answers by round and version */
  answers: Array<ApplicationAnswers>;
  /** Who applied; null while the viewer reviews blind or applications are anonymous to evaluators */
  applicant?: Maybe<ApplicationApplicant>;
  /** ISO 8601 */
  archivedAt?: Maybe<Scalars['String']['output']>;
  /** Comments, newest first (the applicant reads those for them; a blind evaluator their own) */
  comments: Array<ApplicationComment>;
  /** ISO 8601 */
  createdAt: Scalars['String']['output'];
  /** ISO 8601 */
  decidedAt?: Maybe<Scalars['String']['output']>;
  /** Round e-mails sent or scheduled, newest first (staff) */
  emails: Array<ApplicationEmail>;
  funnel?: Maybe<Funnel>;
  funnelId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  /** The meeting rounds' invitations, oldest first (spec-2 §3 Application review meeting). */
  meetingInvitations: Array<ApplicationMeetingInvitation>;
  round?: Maybe<Round>;
  roundId?: Maybe<Scalars['ID']['output']>;
  /** Its path through the rounds, oldest first */
  rounds: Array<ApplicationRoundStep>;
  startupId?: Maybe<Scalars['ID']['output']>;
  /** The startup's name as the applicant gave it (hidden while blind) */
  startupName?: Maybe<Scalars['String']['output']>;
  status: ApplicationStatus;
  /** ISO 8601 */
  submittedAt?: Maybe<Scalars['String']['output']>;
  /** Its tags (TAGS:APPLICATION:VIEW) */
  tags: Array<TagCard>;
  /** ISO 8601 */
  updatedAt: Scalars['String']['output'];
  /** How the viewer reads this application */
  viewerIs?: Maybe<ApplicationReader>;
};

export type ApplicationAction =
  | 'ACCEPT'
  | 'COMMENT'
  | 'DELETE'
  | 'DOWNLOAD_PDF'
  | 'MOVE_TO_FUNNEL'
  | 'MOVE_TO_ROUND'
  | 'REJECT'
  | 'RESET'
  | 'TAG';

/** What happened to the application (kind and its values: activity.kinds.ts). */
export type ApplicationActivity = {
  __typename: 'ApplicationActivity';
  actor?: Maybe<ApplicationPerson>;
  /** ISO 8601 */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: Scalars['String']['output'];
  values: Scalars['JSON']['output'];
};

/** The applicant's answers to one round's form, in the version they answered. */
export type ApplicationAnswers = {
  __typename: 'ApplicationAnswers';
  response: FormResponse;
  round?: Maybe<Round>;
};

export type ApplicationAnswersSaved = {
  __typename: 'ApplicationAnswersSaved';
  application: MyApplication;
  responseStatus: ApplicantResponseStatus;
  /** ISO 8601 */
  updatedAt?: Maybe<Scalars['String']['output']>;
};

/** Who applied (null on Application.applicant while the viewer reviews blind). */
export type ApplicationApplicant = {
  __typename: 'ApplicationApplicant';
  avatar?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
};

export type ApplicationBatchAction =
  | 'ACCEPT'
  | 'ASSIGN_EVALUATORS'
  | 'MOVE_ROUND'
  | 'REJECT'
  | 'TAG';

/** manual: every chosen evaluator on each; random / balanced: each topped up to its round's number */
export type ApplicationBatchAssignMode =
  | 'balanced'
  | 'manual'
  | 'random';

/** The update and the operation's counts after it (application batch operations) */
export type ApplicationBatchOperationUpdate = {
  __typename: 'ApplicationBatchOperationUpdate';
  /** The application of an ITEM_* update */
  applicationId?: Maybe<Scalars['ID']['output']>;
  /** An ITEM_FAILED update's reason code */
  error?: Maybe<Scalars['String']['output']>;
  failed: Scalars['Int']['output'];
  operationId: Scalars['ID']['output'];
  overall: BatchOverall;
  succeeded: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  updateType: BatchUpdateType;
  validation: BatchValidation;
};

export type ApplicationComment = {
  __typename: 'ApplicationComment';
  author?: Maybe<ApplicationPerson>;
  body: Scalars['String']['output'];
  /** ISO 8601 */
  createdAt: Scalars['String']['output'];
  /** A reviewer's comment the applicant reads (and that may go with the decision e-mail) */
  forApplicant: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  roundId?: Maybe<Scalars['ID']['output']>;
};

export type ApplicationDecision =
  | 'ACCEPT'
  | 'REJECT';

/** A round e-mail sent (or scheduled) to the applicant. */
export type ApplicationEmail = {
  __typename: 'ApplicationEmail';
  /** ISO 8601 */
  cancelledAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: RoundEmailKind;
  /** ISO 8601 */
  scheduledFor: Scalars['String']['output'];
  /** ISO 8601 */
  sentAt?: Maybe<Scalars['String']['output']>;
  subject: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

export type ApplicationEvaluation = {
  __typename: 'ApplicationEvaluation';
  /** ISO 8601 */
  assignedAt: Scalars['String']['output'];
  evaluatorId: Scalars['ID']['output'];
  evaluatorName: Scalars['String']['output'];
  mine: Scalars['Boolean']['output'];
  roundId: Scalars['ID']['output'];
  /** Raw score, once submitted */
  score?: Maybe<Scalars['Float']['output']>;
  /** ISO 8601 */
  submittedAt?: Maybe<Scalars['String']['output']>;
  /** The score against this evaluator's own scores in the round (0: one score, or all equal) */
  zScore?: Maybe<Scalars['Float']['output']>;
};

/** An application's evaluations with raw and normalised scores, hidden per the blind rule */
export type ApplicationEvaluations = {
  __typename: 'ApplicationEvaluations';
  applicationId: Scalars['ID']['output'];
  /** Raw average */
  averageScore?: Maybe<Scalars['Float']['output']>;
  /** The viewer reviews blind: only their own evaluation */
  blind: Scalars['Boolean']['output'];
  conflicts: Array<EvaluatorConflict>;
  evaluationCount: Scalars['Int']['output'];
  evaluations: Array<ApplicationEvaluation>;
  /** Mean of the evaluations' z-scores */
  normalisedScore?: Maybe<Scalars['Float']['output']>;
};

/** An Excel export of applications, made by a job; only its requester reads it */
export type ApplicationExport = {
  __typename: 'ApplicationExport';
  /** ISO 8601 */
  createdAt: Scalars['String']['output'];
  /** Once done: the file's address (read with the bearer token) */
  downloadUrl?: Maybe<Scalars['String']['output']>;
  error?: Maybe<Scalars['String']['output']>;
  /** ISO 8601 */
  finishedAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  rowCount?: Maybe<Scalars['Int']['output']>;
  status: ApplicationExportStatus;
};

/** The overview's filter (its fields and meaning): which applications the export lists */
export type ApplicationExportFilter = {
  archived?: InputMaybe<Scalars['Boolean']['input']>;
  decisionNeeded?: InputMaybe<Scalars['Boolean']['input']>;
  evaluatorId?: InputMaybe<Scalars['ID']['input']>;
  funnelIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  roundIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  scoreMax?: InputMaybe<Scalars['Float']['input']>;
  scoreMin?: InputMaybe<Scalars['Float']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  statuses?: InputMaybe<Array<ApplicationStatus>>;
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type ApplicationExportStatus =
  | 'done'
  | 'failed'
  | 'queued'
  | 'running';

/** An application's meeting round as its meeting page shows it. */
export type ApplicationMeeting = {
  __typename: 'ApplicationMeeting';
  application: Application;
  applicationId: Scalars['ID']['output'];
  /** The current meeting round's open invitation (sent or booked), or its done one */
  currentInvitation?: Maybe<ApplicationMeetingInvitation>;
  /** The application's id (the cache's key) */
  id: Scalars['ID']['output'];
  invitations: Array<ApplicationMeetingInvitation>;
  /** The current round's meeting details, when it is a meeting round */
  meetingDetails?: Maybe<ApplicationMeetingDetails>;
  round?: Maybe<Round>;
  status: ApplicationStatus;
  viewerIsApplicant: Scalars['Boolean']['output'];
  viewerMayBook: Scalars['Boolean']['output'];
  viewerMayInvite: Scalars['Boolean']['output'];
};

/** An invited applicant's review meeting: the round's meeting details, its hosts and their free slots (spec-1 §7). */
export type ApplicationMeetingAvailabilities = {
  __typename: 'ApplicationMeetingAvailabilities';
  applicationId: Scalars['ID']['output'];
  /** PER_HOST: one host's slot */
  availabilityMode: Scalars['String']['output'];
  /** The last instant one may book (six weeks ahead), seconds */
  end: Scalars['Int']['output'];
  /** Per host, the slots whose start falls in the interval (seconds); the whole window without one. */
  freeSlots: Array<FreeSlots>;
  hosts: Array<UserCard>;
  /** The application's id (the cache's key) */
  id: Scalars['ID']['output'];
  invitationId: Scalars['ID']['output'];
  location?: Maybe<Scalars['String']['output']>;
  locationLink?: Maybe<Scalars['String']['output']>;
  meetingDetails: ApplicationMeetingDetails;
  /** The first instant one may book, seconds since the epoch */
  start: Scalars['Int']['output'];
  /** The round's name */
  title: Scalars['String']['output'];
};


/** An invited applicant's review meeting: the round's meeting details, its hosts and their free slots (spec-1 §7). */
export type ApplicationMeetingAvailabilitiesFreeSlotsArgs = {
  interval?: InputMaybe<IntervalInput>;
};

/** A meeting round's meeting details (spec-1 §3, spec-2 §3). */
export type ApplicationMeetingDetails = {
  __typename: 'ApplicationMeetingDetails';
  /** Minutes (the booking's preset duration) */
  meetingDuration: Scalars['Int']['output'];
  meetingLocation?: Maybe<Scalars['String']['output']>;
  /** online or in_person */
  meetingMode: Scalars['String']['output'];
  timeslotIncrement?: Maybe<Scalars['Int']['output']>;
};

/** A meeting round's invitation and its booked meeting (spec-2 §3 Application review meeting). */
export type ApplicationMeetingInvitation = {
  __typename: 'ApplicationMeetingInvitation';
  applicationId: Scalars['ID']['output'];
  /** The booked meeting's id */
  externalMeetingId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  invitationId: Scalars['ID']['output'];
  /** ISO 8601 */
  invitationSentAt: Scalars['String']['output'];
  /** The booked meeting (booked or done), for whoever may read the invitation. */
  meeting?: Maybe<CalendarEvent>;
  /** ISO 8601: the meeting's start */
  meetingAt?: Maybe<Scalars['String']['output']>;
  /** ISO 8601 */
  meetingBookedAt?: Maybe<Scalars['String']['output']>;
  meetingOrganizerId?: Maybe<Scalars['ID']['output']>;
  /** scheduled (booked, to come), done (took place), or null (nothing booked) */
  meetingStatus?: Maybe<Scalars['String']['output']>;
  round?: Maybe<Round>;
  roundId: Scalars['ID']['output'];
  status: MeetingInvitationStatus;
  /** ISO 8601 */
  updatedAt: Scalars['String']['output'];
};

/** What the applicant does next (their applications page). */
export type ApplicationNextStep =
  | 'accepted'
  | 'book_meeting'
  | 'closed'
  | 'complete_form'
  | 'rejected'
  | 'under_review'
  | 'wait_for_invitation';

/** The overview's filter (APPLICATION_OVERVIEW/FILTERS:VIEW; ignored without it). Lists match any of their values. */
export type ApplicationOverviewFilter = {
  /** Include drafts archived at the funnel's deadline */
  archived?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only applications waiting for a decision (pending_decision) */
  decisionNeeded?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only applications assigned to this evaluator */
  evaluatorId?: InputMaybe<Scalars['ID']['input']>;
  funnelIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  roundIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Average score at most */
  scoreMax?: InputMaybe<Scalars['Float']['input']>;
  /** Average score at least */
  scoreMin?: InputMaybe<Scalars['Float']['input']>;
  /** Applicant name or e-mail, or the startup's name */
  search?: InputMaybe<Scalars['String']['input']>;
  /** NEWEST (default), OLDEST, SCORE_DESC, SCORE_ASC */
  sort?: InputMaybe<ApplicationOverviewSort>;
  statuses?: InputMaybe<Array<ApplicationStatus>>;
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type ApplicationOverviewFunnel = {
  __typename: 'ApplicationOverviewFunnel';
  funnel: Funnel;
  rounds: Array<Round>;
};

/** One row of the overview; identity and scores are null when the viewer reviews it blind */
export type ApplicationOverviewItem = {
  __typename: 'ApplicationOverviewItem';
  /** The viewer reviews it blind (decision 050) */
  anonymous: Scalars['Boolean']['output'];
  applicantEmail?: Maybe<Scalars['String']['output']>;
  applicantName?: Maybe<Scalars['String']['output']>;
  application: Application;
  /** Raw average of submitted evaluations */
  averageScore?: Maybe<Scalars['Float']['output']>;
  /** ISO 8601 */
  createdAt: Scalars['String']['output'];
  evaluationCount: Scalars['Int']['output'];
  funnel?: Maybe<Funnel>;
  id: Scalars['ID']['output'];
  /** Mean of per-evaluator z-scores (decision 050) */
  normalisedScore?: Maybe<Scalars['Float']['output']>;
  round?: Maybe<Round>;
  startupName?: Maybe<Scalars['String']['output']>;
  status: ApplicationStatus;
  /** ISO 8601 */
  submittedAt?: Maybe<Scalars['String']['output']>;
  /** Empty without TAGS:APPLICATION:VIEW */
  tags: Array<TagCard>;
};

/** The overview filter's choices */
export type ApplicationOverviewOptions = {
  __typename: 'ApplicationOverviewOptions';
  evaluators: Array<ApplicationOverviewPerson>;
  funnels: Array<ApplicationOverviewFunnel>;
  statuses: Array<ApplicationStatus>;
  tags: Array<TagCard>;
};

export type ApplicationOverviewPerson = {
  __typename: 'ApplicationOverviewPerson';
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type ApplicationOverviewSort =
  | 'NEWEST'
  | 'OLDEST'
  | 'SCORE_ASC'
  | 'SCORE_DESC';

export type ApplicationPage = {
  __typename: 'ApplicationPage';
  /** The filter applied (the viewer may filter) */
  filtered: Scalars['Boolean']['output'];
  items: Array<ApplicationOverviewItem>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  /** The search matched too many people: only the first 2,000 were looked for */
  searchTruncated: Scalars['Boolean']['output'];
  total: Scalars['Int']['output'];
};

export type ApplicationPerson = {
  __typename: 'ApplicationPerson';
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** The queue bar: the application's neighbours in the overview's list (position null: not in it) */
export type ApplicationQueue = {
  __typename: 'ApplicationQueue';
  nextId?: Maybe<Scalars['ID']['output']>;
  position?: Maybe<Scalars['Int']['output']>;
  previousId?: Maybe<Scalars['ID']['output']>;
  total: Scalars['Int']['output'];
};

export type ApplicationReader =
  | 'applicant'
  | 'evaluator'
  | 'staff';

export type ApplicationRoundForm = {
  __typename: 'ApplicationRoundForm';
  answers: Scalars['JSON']['output'];
  application: MyApplication;
  definition?: Maybe<Scalars['JSON']['output']>;
  editable: Scalars['Boolean']['output'];
  emailValidated: Scalars['Boolean']['output'];
  formId?: Maybe<Scalars['ID']['output']>;
  prefilledQuestionIds: Array<Scalars['String']['output']>;
  responseStatus: ApplicantResponseStatus;
  round: ApplicantRound;
  title?: Maybe<Scalars['String']['output']>;
  /** ISO 8601 */
  updatedAt?: Maybe<Scalars['String']['output']>;
  versionNumber?: Maybe<Scalars['Int']['output']>;
};

export type ApplicationRoundOutcome =
  | 'accepted'
  | 'moved'
  | 'rejected'
  | 'reset';

/** One round of the application's path: when it entered and left it, and how. */
export type ApplicationRoundStep = {
  __typename: 'ApplicationRoundStep';
  /** ISO 8601 */
  enteredAt: Scalars['String']['output'];
  /** ISO 8601 */
  leftAt?: Maybe<Scalars['String']['output']>;
  outcome?: Maybe<ApplicationRoundOutcome>;
  round?: Maybe<Round>;
  roundId: Scalars['ID']['output'];
};

export type ApplicationScoreBin = {
  __typename: 'ApplicationScoreBin';
  count: Scalars['Int']['output'];
  from: Scalars['Float']['output'];
  to: Scalars['Float']['output'];
};

export type ApplicationStatus =
  | 'accepted'
  | 'delay_rejected'
  | 'draft'
  | 'pending_decision'
  | 'ready_for_invitation'
  | 'ready_for_meeting'
  | 'rejected'
  | 'under_review';

export type ApplicationStatusCount = {
  __typename: 'ApplicationStatusCount';
  count: Scalars['Int']['output'];
  status: ApplicationStatus;
};

/** The applications dashboard's figures (docs/application-dashboard.md) */
export type ApplicationsDashboard = {
  __typename: 'ApplicationsDashboard';
  /** Drafts archived when their funnel closed (counted in total) */
  archived: Scalars['Int']['output'];
  averageScores: Array<ApplicationScoreBin>;
  byFunnel: Array<ApplicationsDashboardFunnel>;
  byStatus: Array<ApplicationStatusCount>;
  /** The funnels the filter may pick (those in the viewer's scope) */
  funnelOptions: Array<ApplicationsDashboardFunnelOption>;
  normalisedScores: Array<ApplicationScoreBin>;
  rounds: Array<ApplicationsDashboardRound>;
  total: Scalars['Int']['output'];
  weeks: Array<ApplicationsDashboardWeek>;
};

export type ApplicationsDashboardFilter = {
  /** Created on or after this day (yyyy-mm-dd, UTC) */
  from?: InputMaybe<Scalars['String']['input']>;
  funnelId?: InputMaybe<Scalars['ID']['input']>;
  /** Created on or before this day (yyyy-mm-dd, UTC) */
  to?: InputMaybe<Scalars['String']['input']>;
};

export type ApplicationsDashboardFunnel = {
  __typename: 'ApplicationsDashboardFunnel';
  byStatus: Array<ApplicationStatusCount>;
  funnelId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  total: Scalars['Int']['output'];
  type: FunnelType;
};

export type ApplicationsDashboardFunnelOption = {
  __typename: 'ApplicationsDashboardFunnelOption';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type ApplicationsDashboardRound = {
  __typename: 'ApplicationsDashboardRound';
  /** Mean time in the round of those that left */
  averageHours?: Maybe<Scalars['Float']['output']>;
  /** wentOn ÷ entered (null: none entered) */
  conversion?: Maybe<Scalars['Float']['output']>;
  /** Applications whose current round it is */
  current: Scalars['Int']['output'];
  /** Applications that entered it */
  entered: Scalars['Int']['output'];
  funnelId: Scalars['ID']['output'];
  funnelName: Scalars['String']['output'];
  /** Applications that left it (decided, moved or reset) */
  left: Scalars['Int']['output'];
  medianHours?: Maybe<Scalars['Float']['output']>;
  /** Localised text: { language: text } */
  name: Scalars['JSON']['output'];
  position: Scalars['Int']['output'];
  roundId: Scalars['ID']['output'];
  type: RoundType;
  /** Applications that went on to a later round of the funnel */
  wentOn: Scalars['Int']['output'];
};

export type ApplicationsDashboardWeek = {
  __typename: 'ApplicationsDashboardWeek';
  byStatus: Array<ApplicationStatusCount>;
  total: Scalars['Int']['output'];
  /** The week's Monday (yyyy-mm-dd, UTC) */
  week: Scalars['String']['output'];
};

export type ApplyInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  slug: Scalars['String']['input'];
  /** Startup funnels: the startup's name (required there). */
  startupName?: InputMaybe<Scalars['String']['input']>;
};

export type ApplyPayload = {
  __typename: 'ApplyPayload';
  application: Application;
  roundPosition?: Maybe<Scalars['Int']['output']>;
  /** Signed out: the new account's session token (as signIn's); signed in: null. */
  token?: Maybe<Scalars['String']['output']>;
};

export type AssignEvaluatorsInput = {
  applicationIds: Array<Scalars['ID']['input']>;
  evaluatorIds: Array<Scalars['ID']['input']>;
  mode: EvaluatorAssignmentMode;
  /** random / balanced: evaluators per application in total (default: the round's) */
  perApplication?: InputMaybe<Scalars['Int']['input']>;
};

export type AssignEvaluatorsPayload = {
  __typename: 'AssignEvaluatorsPayload';
  assigned: Array<EvaluatorAssignmentPair>;
  /** Applications that got no new evaluator (enough already, or none eligible) */
  unchangedApplicationIds: Array<Scalars['ID']['output']>;
};

export type AssignedEvaluator = {
  __typename: 'AssignedEvaluator';
  evaluatorId: Scalars['ID']['output'];
  fullName: Scalars['String']['output'];
  score?: Maybe<Scalars['Float']['output']>;
  submittedAt?: Maybe<Scalars['String']['output']>;
};

export type AssigneeOption = {
  __typename: 'AssigneeOption';
  label: Scalars['String']['output'];
  type: TaskAssigneeType;
  value: Scalars['String']['output'];
};

export type AssigneeOptionGroup = {
  __typename: 'AssigneeOptionGroup';
  /** USERS, STARTUPS or ROLES */
  label: Scalars['String']['output'];
  options: Array<AssigneeOption>;
};

export type AuthMode = {
  __typename: 'AuthMode';
  enabled: Scalars['Boolean']['output'];
  oauthConnections: Array<OAuthConnection>;
  organization?: Maybe<Scalars['String']['output']>;
};

export type AuthPayload = {
  __typename: 'AuthPayload';
  token: Scalars['String']['output'];
  user: CurrentUser;
};

export type AvailabilityInput = {
  coachingMeetingSettings: CoachingMeetingSettingsInput;
  icsFeedUrl?: InputMaybe<Scalars['String']['input']>;
  overrides: Array<DateOverrideInput>;
  timezone: Scalars['String']['input'];
  weeklyHours: Array<WeeklyRangeInput>;
};

/** A unit of background work of the organisation (e-mail delivery, reminders…). */
export type BackgroundJob = {
  __typename: 'BackgroundJob';
  attempts: Scalars['Int']['output'];
  /** ISO 8601 */
  createdAt: Scalars['String']['output'];
  /** ISO 8601 */
  finishedAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** "<domain>.<what>", e.g. "mail.deliver" */
  kind: Scalars['String']['output'];
  lastError?: Maybe<Scalars['String']['output']>;
  maxAttempts: Scalars['Int']['output'];
  /** ISO 8601: when it runs (next) */
  runAt: Scalars['String']['output'];
  status: BackgroundJobStatus;
};

export type BackgroundJobCounts = {
  __typename: 'BackgroundJobCounts';
  done: Scalars['Int']['output'];
  failed: Scalars['Int']['output'];
  queued: Scalars['Int']['output'];
  retried: Scalars['Int']['output'];
  running: Scalars['Int']['output'];
};

/** RETRIED: jobs that failed at least once and were (or will be) tried again. */
export type BackgroundJobFilter =
  | 'DONE'
  | 'FAILED'
  | 'QUEUED'
  | 'RETRIED'
  | 'RUNNING';

export type BackgroundJobStatus =
  | 'DONE'
  | 'FAILED'
  | 'QUEUED'
  | 'RUNNING';

export type BatchFailedItem = {
  __typename: 'BatchFailedItem';
  /** The reason code (ILLEGAL_TRANSITION, FORBIDDEN, NOT_FOUND …) */
  error: Scalars['String']['output'];
  itemId: Scalars['ID']['output'];
};

export type BatchKind =
  | 'application'
  | 'startup'
  | 'user';

/** One action on many items, run as a job (decision 048) */
export type BatchOperation = {
  __typename: 'BatchOperation';
  action: Scalars['String']['output'];
  /** ISO 8601 */
  createdAt: Scalars['String']['output'];
  failed: Scalars['Int']['output'];
  /** The items that failed, with their reason codes */
  failedItems: Array<BatchFailedItem>;
  /** ISO 8601 */
  finishedAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: BatchKind;
  overall: BatchOverall;
  succeeded: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  validation: BatchValidation;
};

export type BatchOverall =
  | 'FAILED'
  | 'PARTIALLY_SUCCEEDED'
  | 'RUNNING'
  | 'SUCCEEDED';

/** SNAPSHOT: the state when the subscriber joined; then STARTED, one ITEM_* per item, FINISHED */
export type BatchUpdateType =
  | 'FINISHED'
  | 'ITEM_FAILED'
  | 'ITEM_SUCCEEDED'
  | 'SNAPSHOT'
  | 'STARTED';

export type BatchValidation =
  | 'FAILED'
  | 'SUCCEEDED';

export type BrandPalette = {
  __typename: 'BrandPalette';
  login: LoginPalette;
  sidebar: SidebarPalette;
};

export type BrandPaletteInput = {
  login: LoginPaletteInput;
  sidebar: SidebarPaletteInput;
};

/** A meeting (spec-1 §3 Calendar event); times in seconds since the epoch. */
export type CalendarEvent = {
  __typename: 'CalendarEvent';
  attendees: Array<UserCard>;
  canCancel: Scalars['Boolean']['output'];
  canReschedule: Scalars['Boolean']['output'];
  /** spec-1 §3 conferenceData: the solution (provider's name) and the link */
  conferenceData?: Maybe<ConferenceData>;
  /** The link to join and its provider (spec-1 §3), when the meeting has an https link */
  conferenceProvider?: Maybe<ConferenceProvider>;
  contextId?: Maybe<Scalars['ID']['output']>;
  /** "IncubatorEvent" when the item belongs to an incubator event */
  contextType?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['Int']['output'];
  description?: Maybe<Scalars['String']['output']>;
  durationInMinutes: Scalars['Int']['output'];
  end: Scalars['Int']['output'];
  /** The attendee row of a registered group event (cancelIncubatorEventAttendee) */
  eventAttendeeId?: Maybe<Scalars['ID']['output']>;
  eventIsInternal: Scalars['Boolean']['output'];
  /** Whose time the meeting takes */
  hosts: Array<UserCard>;
  /** The current iCalendar file (REQUEST, or CANCEL when cancelled) */
  ics: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The item's page in the web app (a path such as /events/<id>) */
  link?: Maybe<Scalars['String']['output']>;
  location?: Maybe<Scalars['String']['output']>;
  /** A conferencing link of the meeting's own (a one-to-one event's meeting link) */
  locationLink?: Maybe<Scalars['String']['output']>;
  organizer: UserCard;
  referenceId?: Maybe<Scalars['ID']['output']>;
  referenceName?: Maybe<Scalars['String']['output']>;
  /** "Startup" when the meeting uses a startup's hours; "Application" for an application's review meeting */
  referenceType?: Maybe<Scalars['String']['output']>;
  sequence: Scalars['Int']['output'];
  /** Seconds since the epoch */
  start: Scalars['Int']['output'];
  status: Scalars['String']['output'];
  summary: Scalars['String']['output'];
  updatedAt: Scalars['Int']['output'];
  viewerIsHost: Scalars['Boolean']['output'];
};

export type CalendarEventPayload = {
  __typename: 'CalendarEventPayload';
  event: CalendarEvent;
  ics: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** The viewer's personal calendar feed (decision 032): whether an address exists, not the address. */
export type CalendarFeed = {
  __typename: 'CalendarFeed';
  active: Scalars['Boolean']['output'];
  createdAt?: Maybe<Scalars['String']['output']>;
  /** When a calendar app last read it (to the hour) */
  lastUsedAt?: Maybe<Scalars['String']['output']>;
};

/** A new feed address, shown once: only its hash is kept. */
export type CalendarFeedAddress = {
  __typename: 'CalendarFeedAddress';
  createdAt: Scalars['String']['output'];
  /** https address (Google Calendar: From URL) */
  url: Scalars['String']['output'];
  /** webcal:// address (Apple Calendar subscribes in one click) */
  webcalUrl: Scalars['String']['output'];
};

/** The calendar an add-event link opens: Google, Outlook.com, Office 365 or Yahoo */
export type CalendarType =
  | 'GOOGLE'
  | 'OFFICE365'
  | 'OUTLOOK'
  | 'YAHOO';

export type CancelApplicationReviewMeetingPayload = {
  __typename: 'CancelApplicationReviewMeetingPayload';
  updatedApplication: Application;
  updatedInvitation: ApplicationMeetingInvitation;
};

/** An invitation to a coaching session (data: inviteStatus, expires, invitees, session) */
export type CoachingInvitePost = {
  __typename: 'CoachingInvitePost';
  /** ISO 8601 */
  createdAt: Scalars['String']['output'];
  expires?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  incubatorInvitees: Array<TimelinePerson>;
  inviteStatus?: Maybe<Scalars['String']['output']>;
  isPinned: Scalars['Boolean']['output'];
  isPublic: Scalars['Boolean']['output'];
  sessionName?: Maybe<Scalars['String']['output']>;
  sessionStart?: Maybe<Scalars['String']['output']>;
  startup: TimelineStartup;
  startupInvitees: Array<TimelinePerson>;
};

export type CoachingMeetingSettings = {
  __typename: 'CoachingMeetingSettings';
  availableDurationsInMins: Array<Scalars['Int']['output']>;
  defaultMeetingLocation?: Maybe<Scalars['String']['output']>;
  enabled: Scalars['Boolean']['output'];
  minimumNoticeHours: Scalars['Int']['output'];
  timeslotIncrement?: Maybe<Scalars['Int']['output']>;
};

export type CoachingMeetingSettingsInput = {
  availableDurationsInMins: Array<Scalars['Int']['input']>;
  defaultMeetingLocation?: InputMaybe<Scalars['String']['input']>;
  enabled: Scalars['Boolean']['input'];
  minimumNoticeHours: Scalars['Int']['input'];
  timeslotIncrement?: InputMaybe<Scalars['Int']['input']>;
};

/** A coaching session held with the startup; staffEditor is for staff unless staffEditorPublic */
export type CoachingSessionPost = {
  __typename: 'CoachingSessionPost';
  attendees: Array<TimelinePerson>;
  changelogs: Array<TimelineChangelog>;
  coachs: Array<TimelinePerson>;
  /** ISO 8601 */
  createdAt: Scalars['String']['output'];
  date?: Maybe<Scalars['String']['output']>;
  /** The session's shared notes */
  editor?: Maybe<Scalars['String']['output']>;
  /** Minutes */
  estimatedDuration?: Maybe<Scalars['Int']['output']>;
  /** Minutes */
  expectedDuration?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  isPinned: Scalars['Boolean']['output'];
  isPublic: Scalars['Boolean']['output'];
  sessionEndDateTime?: Maybe<Scalars['String']['output']>;
  sessionName?: Maybe<Scalars['String']['output']>;
  sessionStartDateTime?: Maybe<Scalars['String']['output']>;
  /** Staff notes: null for readers who do not see private posts, unless staffEditorPublic */
  staffEditor?: Maybe<Scalars['String']['output']>;
  staffEditorPublic: Scalars['Boolean']['output'];
  startup: TimelineStartup;
  topics: Array<Scalars['String']['output']>;
};

export type CommunityPage = {
  __typename: 'CommunityPage';
  items: Array<PersonSummary>;
  total: Scalars['Int']['output'];
};

export type ConferenceData = {
  __typename: 'ConferenceData';
  /** Not kept: the web app shows the provider's own icon */
  iconUri?: Maybe<Scalars['String']['output']>;
  solution?: Maybe<Scalars['String']['output']>;
  url: Scalars['String']['output'];
};

export type ConferenceProvider = {
  __typename: 'ConferenceProvider';
  /** The provider's name: Zoom, Microsoft Teams */
  name?: Maybe<Scalars['String']['output']>;
  /** ZOOM or MICROSOFT_TEAMS (spec-2 §9 meeting link providers); null for another https link */
  provider?: Maybe<Scalars['String']['output']>;
  url: Scalars['String']['output'];
};

export type CreateCalendarEventInput = {
  /** The one-to-one event whose slot this is, or the application */
  contextId?: InputMaybe<Scalars['ID']['input']>;
  /** "IncubatorEvent": book a one-to-one event's slot (with contextId); "Application": an invited applicant books their review meeting (contextId: the application) */
  contextType?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  durationInMinutes: Scalars['Int']['input'];
  hostIds: Array<Scalars['ID']['input']>;
  /** Seconds since the epoch */
  start: Scalars['Int']['input'];
  startupId?: InputMaybe<Scalars['ID']['input']>;
};

export type CreateCustomRoleInput = {
  label: Scalars['String']['input'];
  templateRoleId: Scalars['ID']['input'];
};

export type CreateFormInput = {
  definition: Scalars['JSON']['input'];
  kind: FormKind;
};

export type CreateFunnelInput = {
  /** Community funnels: the role given on acceptance */
  acceptedRoleId?: InputMaybe<Scalars['ID']['input']>;
  /** ISO 8601 with offset; null: no deadline */
  deadline?: InputMaybe<Scalars['String']['input']>;
  /** Localised text: { language: text } */
  displayName: Scalars['JSON']['input'];
  intakeFormId?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  programIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  published?: InputMaybe<Scalars['Boolean']['input']>;
  reapply?: InputMaybe<ReapplyInput>;
  slug: Scalars['String']['input'];
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  type: FunnelType;
};

export type CreateIncubatorEventInput = {
  attachmentIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  availability?: InputMaybe<IncubatorEventAvailabilityInput>;
  calendarHostId?: InputMaybe<Scalars['ID']['input']>;
  capacity?: InputMaybe<Scalars['Int']['input']>;
  coverId?: InputMaybe<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  duration?: InputMaybe<Scalars['Int']['input']>;
  editPermissionUserId?: InputMaybe<Scalars['ID']['input']>;
  /** ISO 8601 (a one-to-one event: its last) */
  endTime: Scalars['String']['input'];
  eventType: IncubatorEventType;
  hostIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  ignoreHostsLinkedCalendar?: InputMaybe<Scalars['Boolean']['input']>;
  ignoreHourAllocation?: InputMaybe<Scalars['Boolean']['input']>;
  location?: InputMaybe<IncubatorEventLocationInput>;
  numberOfSessions?: InputMaybe<Scalars['Int']['input']>;
  oneOnOneDates?: InputMaybe<Array<Scalars['String']['input']>>;
  /** A group session repeated (decision 028) */
  recurrence?: InputMaybe<IncubatorEventRecurrenceInput>;
  registrationNoticePeriod?: InputMaybe<RegistrationNoticePeriodInput>;
  /** ISO 8601 (a one-to-one event: its first bookable time) */
  startTime: Scalars['String']['input'];
  /** DRAFT by default */
  status?: InputMaybe<IncubatorEventStatus>;
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  timeslotIncrement?: InputMaybe<Scalars['Int']['input']>;
  timezone?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
  topicIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  visibility?: InputMaybe<IncubatorEventVisibilityInput>;
  waitlistOfferHours?: InputMaybe<Scalars['Int']['input']>;
};

export type CreateMilestonePlanInput = {
  goal?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  /** Null: a template of the organisation (the team only) */
  startupId?: InputMaybe<Scalars['ID']['input']>;
  summary?: InputMaybe<Scalars['String']['input']>;
  target?: InputMaybe<Scalars['Float']['input']>;
  /** Copy this template's milestones into the new plan */
  templateId?: InputMaybe<Scalars['ID']['input']>;
  unit?: InputMaybe<Scalars['String']['input']>;
};

export type CreateProgramInput = {
  /** A team member */
  adminId?: InputMaybe<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD, not before startsOn */
  endsOn?: InputMaybe<Scalars['String']['input']>;
  memberIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  mode: ProgramMode;
  name: Scalars['String']['input'];
  /** YYYY-MM-DD */
  startsOn?: InputMaybe<Scalars['String']['input']>;
  type: ProgramType;
};

export type CreateStartupInput = {
  /** The team only: cofounders of the organisation */
  memberIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  name: Scalars['String']['input'];
  /** The team only */
  programIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type CreateTagInput = {
  /** #rgb or #rrggbb */
  color: Scalars['String']['input'];
  kind: TagKind;
  name: Scalars['String']['input'];
};

export type CreateTaskInput = {
  assignees: Array<TaskAssigneeInput>;
  /** ISO 8601 */
  dueDate: Scalars['String']['input'];
  isGroupTask?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  tag?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
};

export type CreateTimelinePostInput = {
  /** Uploads (POST /api/attachment/upload) to attach */
  attachmentIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** False: a private comment (TIMELINE/CREATE_PRIVATE_COMMENT:VIEW) */
  isPublic?: InputMaybe<Scalars['Boolean']['input']>;
  /** An update of the startup (else a comment) */
  isUpdate?: InputMaybe<Scalars['Boolean']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
  startupId: Scalars['ID']['input'];
};

/** The signed-in user. */
export type CurrentUser = {
  __typename: 'CurrentUser';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** USER:INDUSTRY:VIEW. Null without the VIEW key (docs/tags.md). */
  industries?: Maybe<Array<IndustryCard>>;
  language: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  role: RoleSummary;
  startups: Array<StartupSummary>;
  status: Scalars['String']['output'];
  /** TAGS:USER:VIEW. Null without the VIEW key (docs/tags.md). */
  tags?: Maybe<Array<TagCard>>;
  timezone: Scalars['String']['output'];
  validated: Scalars['Boolean']['output'];
};

/** A typed field of users' or startups' profiles. */
export type CustomField = {
  __typename: 'CustomField';
  archived: Scalars['Boolean']['output'];
  description?: Maybe<Scalars['JSON']['output']>;
  entity: CustomFieldEntity;
  /** A form question type a field may have (CUSTOM_FIELD_TYPES) */
  fieldType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
  /** Text by language */
  label: Scalars['JSON']['output'];
  /** The English label, else any */
  labelText: Scalars['String']['output'];
  options?: Maybe<Scalars['JSON']['output']>;
  position: Scalars['Int']['output'];
  validations?: Maybe<Scalars['JSON']['output']>;
  /** Users or startups with a value */
  valueCount: Scalars['Int']['output'];
};

export type CustomFieldEntity =
  | 'startup'
  | 'user';

export type CustomFieldInput = {
  description?: InputMaybe<Scalars['JSON']['input']>;
  entity: CustomFieldEntity;
  fieldType: Scalars['String']['input'];
  key: Scalars['String']['input'];
  label: Scalars['JSON']['input'];
  options?: InputMaybe<Scalars['JSON']['input']>;
  validations?: InputMaybe<Scalars['JSON']['input']>;
};

export type CustomLoginInput = {
  active: Scalars['Boolean']['input'];
  buttonBackgroundColor?: InputMaybe<Scalars['String']['input']>;
  buttonTextColor?: InputMaybe<Scalars['String']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
};

export type CustomLoginTextAndLink = {
  __typename: 'CustomLoginTextAndLink';
  active: Scalars['Boolean']['output'];
  buttonBackgroundColor?: Maybe<Scalars['String']['output']>;
  buttonTextColor?: Maybe<Scalars['String']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};

/** The startup skipped its categorization for a period (data: dueDate) */
export type DataCategorizationSkip = {
  __typename: 'DataCategorizationSkip';
  /** ISO 8601 */
  createdAt: Scalars['String']['output'];
  dueDate?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isPinned: Scalars['Boolean']['output'];
  isPublic: Scalars['Boolean']['output'];
  startup: TimelineStartup;
};

/** The startup's categorization changed */
export type DataCategorizationUpdate = {
  __typename: 'DataCategorizationUpdate';
  /** ISO 8601 */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isPinned: Scalars['Boolean']['output'];
  isPublic: Scalars['Boolean']['output'];
  message?: Maybe<Scalars['String']['output']>;
  startup: TimelineStartup;
};

/** Metrics due for a period (data: dueDate) */
export type DataDueEvent = {
  __typename: 'DataDueEvent';
  /** ISO 8601 */
  createdAt: Scalars['String']['output'];
  dueDate?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isPinned: Scalars['Boolean']['output'];
  isPublic: Scalars['Boolean']['output'];
  startup: TimelineStartup;
};

export type DateOverride = {
  __typename: 'DateOverride';
  /** YYYY-MM-DD in the host's zone */
  date: Scalars['String']['output'];
  /** Empty: a day off */
  ranges: Array<MinuteRange>;
};

export type DateOverrideInput = {
  date: Scalars['String']['input'];
  ranges: Array<MinuteRangeInput>;
};

export type DeclareConflictPayload = {
  __typename: 'DeclareConflictPayload';
  applicationId: Scalars['ID']['output'];
  evaluatorId: Scalars['ID']['output'];
};

export type DuplicateMilestonePlanInput = {
  /** Copy it as a template of the organisation (the team only) */
  asTemplate?: InputMaybe<Scalars['Boolean']['input']>;
  /** The copy's name (default: the plan's) */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The startup that gets the copy (default: the plan's own) */
  startupId?: InputMaybe<Scalars['ID']['input']>;
};

export type EmailAddress = {
  __typename: 'EmailAddress';
  address?: Maybe<Scalars['String']['output']>;
};

/** An e-mail exchanged with the startup (data: emailMessage) */
export type EmailThreadPost = {
  __typename: 'EmailThreadPost';
  /** ISO 8601 */
  createdAt: Scalars['String']['output'];
  emailMessage: TimelineEmailMessage;
  id: Scalars['ID']['output'];
  isPinned: Scalars['Boolean']['output'];
  isPublic: Scalars['Boolean']['output'];
  startup: TimelineStartup;
};

export type EmailTiming =
  | 'never'
  | 'now'
  | 'scheduled';

/** The viewer's evaluation of an application: the round's evaluation form and their own response */
export type EvaluationForm = {
  __typename: 'EvaluationForm';
  applicationId: Scalars['ID']['output'];
  blind: Scalars['Boolean']['output'];
  formId: Scalars['ID']['output'];
  response?: Maybe<FormResponse>;
  roundId: Scalars['ID']['output'];
  score?: Maybe<Scalars['Float']['output']>;
  /** ISO 8601 */
  submittedAt?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  version: FormVersion;
};

/** An application assigned to the viewer for evaluation */
export type EvaluationQueueItem = {
  __typename: 'EvaluationQueueItem';
  /** Null while blind */
  applicantName?: Maybe<Scalars['String']['output']>;
  applicationId: Scalars['ID']['output'];
  /** ISO 8601 */
  assignedAt: Scalars['String']['output'];
  /** A blind round the viewer has not submitted in */
  blind: Scalars['Boolean']['output'];
  funnelId: Scalars['ID']['output'];
  roundId: Scalars['ID']['output'];
  /** Text by language */
  roundName: Scalars['JSON']['output'];
  score?: Maybe<Scalars['Float']['output']>;
  /** ISO 8601 */
  submittedAt?: Maybe<Scalars['String']['output']>;
  /** Still to evaluate (first in the list) */
  toDo: Scalars['Boolean']['output'];
};

/** By hand (every chosen evaluator), at random, or balanced by open workload */
export type EvaluatorAssignmentMode =
  | 'balanced'
  | 'manual'
  | 'random';

export type EvaluatorAssignmentPair = {
  __typename: 'EvaluatorAssignmentPair';
  applicationId: Scalars['ID']['output'];
  evaluatorId: Scalars['ID']['output'];
  roundId: Scalars['ID']['output'];
};

export type EvaluatorConflict = {
  __typename: 'EvaluatorConflict';
  /** ISO 8601 */
  declaredAt: Scalars['String']['output'];
  evaluatorId: Scalars['ID']['output'];
  evaluatorName: Scalars['String']['output'];
  reason?: Maybe<Scalars['String']['output']>;
};

export type EvaluatorWorkload = {
  __typename: 'EvaluatorWorkload';
  evaluatorId: Scalars['ID']['output'];
  fullName: Scalars['String']['output'];
  funnelOpen: Scalars['Int']['output'];
  funnelSubmitted: Scalars['Int']['output'];
  /** Unsubmitted assignments in every funnel */
  open: Scalars['Int']['output'];
  roleType: Scalars['String']['output'];
};

/** An update or a comment written on the startup's timeline (spec-2 §3 Event) */
export type Event = {
  __typename: 'Event';
  attachments: Array<TimelineAttachment>;
  attr1?: Maybe<Scalars['String']['output']>;
  /** ISO 8601 */
  createdAt: Scalars['String']['output'];
  /** The author with their role (null once their account is gone) */
  createdBy?: Maybe<UserCard>;
  end?: Maybe<Scalars['String']['output']>;
  /** update or comment */
  eventType?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isPinned: Scalars['Boolean']['output'];
  isPublic: Scalars['Boolean']['output'];
  isUpdate: Scalars['Boolean']['output'];
  message?: Maybe<Scalars['String']['output']>;
  start?: Maybe<Scalars['String']['output']>;
  startup: TimelineStartup;
  updatedAt: Scalars['String']['output'];
  viewerCanDelete: Scalars['Boolean']['output'];
  viewerCanEdit: Scalars['Boolean']['output'];
};

/** REGISTERED (a seat), WAITLISTED, OFFERED (a freed seat held until offerExpiresAt), BOOKED (a one-to-one session), CANCELLED */
export type EventAttendeeStatus =
  | 'BOOKED'
  | 'CANCELLED'
  | 'OFFERED'
  | 'REGISTERED'
  | 'WAITLISTED';

/** HOSTS_AVAILABILITY: the hosts' weekly availability; EVENT_HOURS: any time inside the event's hours */
export type EventAvailabilityMethod =
  | 'EVENT_HOURS'
  | 'HOSTS_AVAILABILITY';

export type EventAvailabilityMode =
  | 'OVERLAPPING'
  | 'PER_HOST';

export type EventAvailabilityType =
  | 'ALL_HOURS'
  | 'BUSINESS_HOURS';

/** A host, creator or registrant of an event */
export type EventPerson = {
  __typename: 'EventPerson';
  avatar?: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  headline?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  role: EventPersonRole;
};

export type EventPersonRole = {
  __typename: 'EventPersonRole';
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type EventRecurrence =
  | 'DAILY'
  | 'MONTHLY'
  | 'WEEKLY'
  | 'YEARLY';

export type EventVisibilityRule = {
  __typename: 'EventVisibilityRule';
  /** Include: ids (role types for userRoles) */
  is: Array<Scalars['String']['output']>;
  /** Exclude */
  isNot: Array<Scalars['String']['output']>;
};

export type EventVisibilityRuleInput = {
  is?: InputMaybe<Array<Scalars['String']['input']>>;
  isNot?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type FeatureFlag = {
  __typename: 'FeatureFlag';
  /** The organisation has switched it on. */
  activated: Scalars['Boolean']['output'];
  /** The organisation may use the feature. */
  enabled: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
};

/** A form of one kind with its versions (docs/forms.md). */
export type Form = {
  __typename: 'Form';
  /** Submitted responses to every version */
  answerCount: Scalars['Int']['output'];
  /** ISO 8601 */
  createdAt: Scalars['String']['output'];
  /** The newest version (the draft being edited, or the published one) */
  currentVersion: FormVersion;
  id: Scalars['ID']['output'];
  kind: FormKind;
  publishedVersion?: Maybe<FormVersion>;
  /** The public preview's address: /share/forms/:shareUuid */
  shareUuid: Scalars['ID']['output'];
  status: FormStatus;
  /** The current version's title in `locale` (the viewer's interface language) when the form has it, else in its first language */
  title: Scalars['String']['output'];
  /** ISO 8601 */
  updatedAt: Scalars['String']['output'];
  /** Newest first */
  versions: Array<FormVersion>;
};


/** A form of one kind with its versions (docs/forms.md). */
export type FormTitleArgs = {
  locale?: InputMaybe<Scalars['String']['input']>;
};

export type FormKind =
  | 'evaluation'
  | 'feedback'
  | 'intake'
  | 'quiz'
  | 'startup_profile'
  | 'user_profile';

export type FormRespondent = {
  __typename: 'FormRespondent';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A respondent's answers to one version of a form (draft or submitted). */
export type FormResponse = {
  __typename: 'FormResponse';
  /** Answers by question id (textValue, numberValue, arrayValue) */
  answers: Scalars['JSON']['output'];
  /** Where each file answer is read, by attachment id: files with the bearer token, videos from a signed address (decision 038) */
  fileUrls: Scalars['JSON']['output'];
  formId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  respondent: FormRespondent;
  /** Evaluation and quiz forms, once submitted */
  score?: Maybe<Scalars['Float']['output']>;
  status: FormResponseStatus;
  /** ISO 8601 */
  submittedAt?: Maybe<Scalars['String']['output']>;
  /** ISO 8601 */
  updatedAt: Scalars['String']['output'];
  /** The version answered */
  version: FormVersion;
};

export type FormResponseStatus =
  | 'draft'
  | 'submitted';

export type FormStatus =
  | 'archived'
  | 'draft'
  | 'published';

/** A published form the viewer may answer, with their own newest response. */
export type FormToFill = {
  __typename: 'FormToFill';
  formId: Scalars['ID']['output'];
  kind: FormKind;
  response?: Maybe<FormResponse>;
  title: Scalars['String']['output'];
  version: FormVersion;
};

/** A numbered version of a form; a published version never changes (decision 037). */
export type FormVersion = {
  __typename: 'FormVersion';
  /** Submitted responses to this version */
  answerCount: Scalars['Int']['output'];
  /** ISO 8601 */
  createdAt: Scalars['String']['output'];
  /** The FormDefinition (@launchpad/domain/forms) */
  definition: Scalars['JSON']['output'];
  formId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  /** Evaluation and quiz forms: the highest score */
  maxScore?: Maybe<Scalars['Float']['output']>;
  number: Scalars['Int']['output'];
  /** ISO 8601 */
  publishedAt?: Maybe<Scalars['String']['output']>;
  status: FormVersionStatus;
};

export type FormVersionStatus =
  | 'draft'
  | 'published';

export type FreeSlots = {
  __typename: 'FreeSlots';
  customerId: Scalars['ID']['output'];
  slots: Array<SlotRange>;
  supportedLocations: Array<Scalars['String']['output']>;
};

export type Funnel = {
  __typename: 'Funnel';
  acceptedRoleId?: Maybe<Scalars['ID']['output']>;
  /** Funnel admins keep their rights on it without the permission keys (spec-2 §6) */
  admins: Array<FunnelPerson>;
  /** Applications of every status (archived drafts included) */
  applicationCount: Scalars['Int']['output'];
  /** ISO 8601 */
  closedAt?: Maybe<Scalars['String']['output']>;
  /** ISO 8601 */
  createdAt: Scalars['String']['output'];
  /** ISO 8601 */
  deadline?: Maybe<Scalars['String']['output']>;
  /** Localised text: { language: text } */
  displayName: Scalars['JSON']['output'];
  id: Scalars['ID']['output'];
  intakeFormId?: Maybe<Scalars['ID']['output']>;
  /** EMAIL_REJECTION:CREATE, or the funnel's admin */
  mayCreateRejectionEmails: Scalars['Boolean']['output'];
  mayDelete: Scalars['Boolean']['output'];
  mayEdit: Scalars['Boolean']['output'];
  /** EMAIL_REJECTION:EDIT, or the funnel's admin */
  mayEditRejectionEmails: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** The programmes an accepted application is enrolled into */
  programs: Array<FunnelProgram>;
  /** The public page's path: /apply/program/:slug */
  publicPath: Scalars['String']['output'];
  published: Scalars['Boolean']['output'];
  reapply: Reapply;
  /** Rounds by position; round 1 is the intake form round */
  rounds: Array<Round>;
  slug: Scalars['String']['output'];
  /** The tags an accepted application gives */
  tags: Array<TagCard>;
  type: FunnelType;
  /** ISO 8601 */
  updatedAt: Scalars['String']['output'];
};

export type FunnelFormOption = {
  __typename: 'FunnelFormOption';
  id: Scalars['ID']['output'];
  /** Has a published version (needed to publish the funnel) */
  published: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
};

/** A funnel admin or a meeting round's possible host. */
export type FunnelPerson = {
  __typename: 'FunnelPerson';
  avatar?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type FunnelProgram = {
  __typename: 'FunnelProgram';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type FunnelRoleOption = {
  __typename: 'FunnelRoleOption';
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
};

/** What the funnel editor offers: forms, programmes, community roles, team and hosts. */
export type FunnelSetupOptions = {
  __typename: 'FunnelSetupOptions';
  communityRoles: Array<FunnelRoleOption>;
  evaluationForms: Array<FunnelFormOption>;
  /** Who may host a meeting round (team and network) */
  hosts: Array<FunnelPerson>;
  intakeForms: Array<FunnelFormOption>;
  programs: Array<FunnelProgram>;
  /** Who may be a funnel admin */
  team: Array<FunnelPerson>;
};

export type FunnelType =
  | 'community'
  | 'startup';

/** The signed-in user's status of one guided tour (spec-1 §3). */
export type GuidedTour = {
  __typename: 'GuidedTour';
  id: Scalars['ID']['output'];
  name: GuidedTourName;
  status: GuidedTourStatus;
};

export type GuidedTourName =
  | 'AVAILABILITIES'
  | 'CALENDAR'
  | 'EVENTS'
  | 'PROFILE';

/** AVAILABLE: shown on its pages; COMPLETED: finished, or turned off with 'Don't show me tours'. */
export type GuidedTourStatus =
  | 'AVAILABLE'
  | 'COMPLETED';

export type HostAvailability = {
  __typename: 'HostAvailability';
  coachingMeetingSettings: CoachingMeetingSettings;
  icsFeed?: Maybe<IcsFeedStatus>;
  icsFeedUrl?: Maybe<Scalars['String']['output']>;
  overrides: Array<DateOverride>;
  timezone: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
  weeklyHours: Array<WeeklyRange>;
};

/** The external calendar feed's last load (its events are busy time). */
export type IcsFeedStatus = {
  __typename: 'IcsFeedStatus';
  /** Seconds since the epoch */
  checkedAt?: Maybe<Scalars['Int']['output']>;
  /** Why the last load failed (English) */
  error?: Maybe<Scalars['String']['output']>;
  /** The kind of failure, for a message in the reader's language: invalidUrl notHttps credentials blocked unknownHost unreachable certificate redirectNotHttps tooManyRedirects invalidIcs tooComplex timeout tooLarge http */
  errorCode?: Maybe<Scalars['String']['output']>;
  eventCount?: Maybe<Scalars['Int']['output']>;
  /** OK | FAILING | UNCHECKED */
  status: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type IcsFile = {
  __typename: 'IcsFile';
  fileName: Scalars['String']['output'];
  /** The iCalendar file (RFC 5545) */
  ics: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type Incubator = {
  __typename: 'Incubator';
  /** Whether members may delete their own account */
  allowUserSelfDelete: Scalars['Boolean']['output'];
  brandPalette: BrandPalette;
  defaultLanguage: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  incubatorCustomLoginTextAndLink: CustomLoginTextAndLink;
  incubatorSeo: IncubatorSeo;
  incubatorTermsAndServices: TermsAndServices;
  loginProviders: Array<LoginProvider>;
  logo?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  startupNameAlternative: StartupNameAlternative;
  supportEmail: EmailAddress;
  whiteLogo?: Maybe<Scalars['String']['output']>;
};

export type IncubatorBrandingInput = {
  brandPalette: BrandPaletteInput;
  /** https URL or data:image/…;base64 (≤ 512 kB); null removes it */
  logo?: InputMaybe<Scalars['String']['input']>;
  seo: IncubatorSeoInput;
  startupNameAlternative: StartupNameAlternativeInput;
  whiteLogo?: InputMaybe<Scalars['String']['input']>;
};

/** An incubator event (spec-2 §3); docs/events.md */
export type IncubatorEvent = {
  __typename: 'IncubatorEvent';
  attachmentFiles: Array<IncubatorEventAttachment>;
  attachmentLinks: Array<IncubatorEventAttachment>;
  /** Registered, booked, offered and waitlisted people, in that order (editors only; null for others) */
  attendees?: Maybe<Array<IncubatorEventAttendee>>;
  availability: IncubatorEventAvailability;
  calendarHost?: Maybe<EventPerson>;
  capacity?: Maybe<Scalars['Int']['output']>;
  /** The cover image's URL (cover size) */
  cover?: Maybe<Scalars['String']['output']>;
  coverId?: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['String']['output'];
  createdBy?: Maybe<EventPerson>;
  description: Scalars['String']['output'];
  /** A one-to-one session's minutes */
  duration?: Maybe<Scalars['Int']['output']>;
  /** The user who may edit this event without EVENT:EDIT */
  editPermission?: Maybe<EventPerson>;
  /** ISO 8601 */
  endTime: Scalars['String']['output'];
  eventType: IncubatorEventType;
  hosts: Array<EventPerson>;
  id: Scalars['ID']['output'];
  ignoreHostsLinkedCalendar: Scalars['Boolean']['output'];
  ignoreHourAllocation: Scalars['Boolean']['output'];
  /** The cover at card size (the list's cards) */
  image?: Maybe<Scalars['String']['output']>;
  isArchived: Scalars['Boolean']['output'];
  location: IncubatorEventLocation;
  noOfBookings: Scalars['Int']['output'];
  numberOfSessions?: Maybe<Scalars['Int']['output']>;
  oneOnOneDates: Array<Scalars['String']['output']>;
  publishedAt?: Maybe<Scalars['String']['output']>;
  recurrence?: Maybe<EventRecurrence>;
  registeredCount: Scalars['Int']['output'];
  registrationClosesAt: Scalars['String']['output'];
  registrationNoticePeriod: RegistrationNoticePeriod;
  /** null: no limit (or a one-to-one event) */
  seatsLeft?: Maybe<Scalars['Int']['output']>;
  /** The first event of its series (decision 028) */
  seriesId?: Maybe<Scalars['ID']['output']>;
  /** ISO 8601 */
  startTime: Scalars['String']['output'];
  status: IncubatorEventStatus;
  tags: Array<IncubatorEventTag>;
  timeslotIncrement?: Maybe<Scalars['Int']['output']>;
  timezone: Scalars['String']['output'];
  title: Scalars['String']['output'];
  topics: Array<IncubatorEventTag>;
  updatedAt: Scalars['String']['output'];
  viewerAttendee?: Maybe<IncubatorEventAttendee>;
  viewerCanDelete: Scalars['Boolean']['output'];
  viewerCanEdit: Scalars['Boolean']['output'];
  /** Who may see it (its editors only; null for others) */
  visibility?: Maybe<IncubatorEventVisibility>;
  waitlistCount: Scalars['Int']['output'];
  waitlistOfferHours: Scalars['Int']['output'];
};

export type IncubatorEventAttachment = {
  __typename: 'IncubatorEventAttachment';
  fileType?: Maybe<Scalars['String']['output']>;
  fileUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  link?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  size?: Maybe<Scalars['Int']['output']>;
};

export type IncubatorEventAttendee = {
  __typename: 'IncubatorEventAttendee';
  /** The registrant's e-mail (spec-2 §3 registrant.email) */
  email?: Maybe<Scalars['String']['output']>;
  eventId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  meetingId?: Maybe<Scalars['ID']['output']>;
  offerExpiresAt?: Maybe<Scalars['String']['output']>;
  registrant?: Maybe<EventPerson>;
  registrationTime: Scalars['String']['output'];
  status: EventAttendeeStatus;
  /** 1 = the next to be offered a seat */
  waitlistPosition?: Maybe<Scalars['Int']['output']>;
};

export type IncubatorEventAvailability = {
  __typename: 'IncubatorEventAvailability';
  method?: Maybe<EventAvailabilityMethod>;
  mode?: Maybe<EventAvailabilityMode>;
  type?: Maybe<EventAvailabilityType>;
};

export type IncubatorEventAvailabilityInput = {
  method?: InputMaybe<EventAvailabilityMethod>;
  mode?: InputMaybe<EventAvailabilityMode>;
  type?: InputMaybe<EventAvailabilityType>;
};

/** A one-to-one event's booking: the preset duration, boundaries, hosts and free slots. */
export type IncubatorEventBooking = {
  __typename: 'IncubatorEventBooking';
  /** PER_HOST: one host's slot; OVERLAPPING: every host at once */
  availabilityMode: Scalars['String']['output'];
  /** The preset duration (spec-1 §4) */
  durationInMinutes: Scalars['Int']['output'];
  /** The event's last instant, seconds since the epoch */
  end: Scalars['Int']['output'];
  eventId: Scalars['ID']['output'];
  /** Per host, the slots whose start falls in the interval (seconds, at most six weeks); OVERLAPPING lists the common slots under every host. */
  freeSlots: Array<FreeSlots>;
  hosts: Array<UserCard>;
  /** The event's id (the cache's key) */
  id: Scalars['ID']['output'];
  location?: Maybe<Scalars['String']['output']>;
  locationLink?: Maybe<Scalars['String']['output']>;
  /** The event's first instant, seconds since the epoch */
  start: Scalars['Int']['output'];
  timeslotIncrement?: Maybe<Scalars['Int']['output']>;
  timezone: Scalars['String']['output'];
  title: Scalars['String']['output'];
  viewerIsHost: Scalars['Boolean']['output'];
};


/** A one-to-one event's booking: the preset duration, boundaries, hosts and free slots. */
export type IncubatorEventBookingFreeSlotsArgs = {
  interval: IntervalInput;
};

export type IncubatorEventFilter = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  eventType?: InputMaybe<IncubatorEventType>;
  /** Page size (25 by default, at most 100) */
  first?: InputMaybe<Scalars['Int']['input']>;
  /** In the title */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Editors: only these statuses */
  statuses?: InputMaybe<Array<IncubatorEventStatus>>;
  /** Any of these tags */
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Any of these topics */
  topicIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** UPCOMING (default) or PAST */
  when?: InputMaybe<IncubatorEventWhen>;
};

export type IncubatorEventLocation = {
  __typename: 'IncubatorEventLocation';
  link?: Maybe<Scalars['String']['output']>;
  /** ZOOM or MICROSOFT_TEAMS (a link's) */
  provider?: Maybe<Scalars['String']['output']>;
  text?: Maybe<Scalars['String']['output']>;
};

export type IncubatorEventLocationInput = {
  /** An https Zoom or Microsoft Teams link (spec-2 §5) */
  link?: InputMaybe<Scalars['String']['input']>;
  /** A place, or any text */
  text?: InputMaybe<Scalars['String']['input']>;
};

export type IncubatorEventPage = {
  __typename: 'IncubatorEventPage';
  nextCursor?: Maybe<Scalars['String']['output']>;
  results: Array<IncubatorEvent>;
};

export type IncubatorEventRecurrenceInput = {
  /** Occurrences, the first included (2–52) */
  count: Scalars['Int']['input'];
  frequency: EventRecurrence;
};

export type IncubatorEventStatus =
  | 'ARCHIVED'
  | 'DRAFT'
  | 'PENDING_HOST_AVAILABILITIES'
  | 'PUBLISHED';

export type IncubatorEventTag = {
  __typename: 'IncubatorEventTag';
  color: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** GROUP: one session with seats; ONE_ON_ONE: hosts' slots booked one at a time */
export type IncubatorEventType =
  | 'GROUP'
  | 'ONE_ON_ONE';

export type IncubatorEventVisibility = {
  __typename: 'IncubatorEventVisibility';
  startupPrograms: EventVisibilityRule;
  startupTags: EventVisibilityRule;
  userRoles: EventVisibilityRule;
  userTags: EventVisibilityRule;
};

/** Include / exclude lists: role types, user tag ids, startup tag ids, programme ids */
export type IncubatorEventVisibilityInput = {
  startupPrograms?: InputMaybe<EventVisibilityRuleInput>;
  startupTags?: InputMaybe<EventVisibilityRuleInput>;
  userRoles?: InputMaybe<EventVisibilityRuleInput>;
  userTags?: InputMaybe<EventVisibilityRuleInput>;
};

export type IncubatorEventWhen =
  | 'PAST'
  | 'UPCOMING';

export type IncubatorFullPlanInfo = {
  __typename: 'IncubatorFullPlanInfo';
  features: Array<PlanFeature>;
  limits: Array<PlanLimit>;
  maxFileSize: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type IncubatorSeo = {
  __typename: 'IncubatorSeo';
  active: Scalars['Boolean']['output'];
  seoDescription?: Maybe<Scalars['String']['output']>;
  seoTitle?: Maybe<Scalars['String']['output']>;
};

export type IncubatorSeoInput = {
  active: Scalars['Boolean']['input'];
  seoDescription?: InputMaybe<Scalars['String']['input']>;
  seoTitle?: InputMaybe<Scalars['String']['input']>;
};

/** Every setting of /admin/settings/general and /admin/settings/branding. */
export type IncubatorSettings = {
  __typename: 'IncubatorSettings';
  allowUserSelfDelete: Scalars['Boolean']['output'];
  brandPalette: BrandPalette;
  currency: Scalars['String']['output'];
  customLogin: CustomLoginTextAndLink;
  defaultLanguage: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  generalEmail?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  logo?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  seo: IncubatorSeo;
  slug: Scalars['String']['output'];
  startupNameAlternative: StartupNameAlternative;
  supportEmail?: Maybe<Scalars['String']['output']>;
  termsUrl?: Maybe<Scalars['String']['output']>;
  timezone: Scalars['String']['output'];
  whiteLogo?: Maybe<Scalars['String']['output']>;
};

export type IncubatorSettingsInput = {
  allowUserSelfDelete: Scalars['Boolean']['input'];
  currency: Scalars['String']['input'];
  customLogin: CustomLoginInput;
  defaultLanguage: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  generalEmail?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  supportEmail?: InputMaybe<Scalars['String']['input']>;
  termsUrl?: InputMaybe<Scalars['String']['input']>;
  timezone: Scalars['String']['input'];
};

export type Industry = {
  __typename: 'Industry';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Users and startups carrying it */
  useCount: Scalars['Int']['output'];
};

export type IndustryCard = {
  __typename: 'IndustryCard';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type IntervalInput = {
  end: Scalars['Int']['input'];
  start: Scalars['Int']['input'];
};

export type Invitation = {
  __typename: 'Invitation';
  email: Scalars['String']['output'];
  expiresAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  roleType: Scalars['String']['output'];
};

export type InviteUserInput = {
  email: Scalars['String']['input'];
  /** The role, built-in or custom (or give roleType) */
  roleId?: InputMaybe<Scalars['ID']['input']>;
  /** A built-in role type, when roleId is not given */
  roleType?: InputMaybe<Scalars['String']['input']>;
};

export type KeyValueInput = {
  key: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

/** A community funnel's application, which staff may transfer into a startup funnel */
export type Lead = {
  __typename: 'Lead';
  applicant: LeadPerson;
  application: Application;
  funnel: Funnel;
  id: Scalars['ID']['output'];
  targets: Array<LeadTarget>;
  transfers: Array<LeadTransfer>;
};

export type LeadPerson = {
  __typename: 'LeadPerson';
  email: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** A startup funnel the viewer may transfer the lead into */
export type LeadTarget = {
  __typename: 'LeadTarget';
  /** The person has an open application in it */
  alreadyApplied: Scalars['Boolean']['output'];
  funnel: Funnel;
  hasRounds: Scalars['Boolean']['output'];
  /** The intake answers carry over */
  sameIntakeForm: Scalars['Boolean']['output'];
};

export type LeadTransfer = {
  __typename: 'LeadTransfer';
  applicationId: Scalars['ID']['output'];
  /** ISO 8601 */
  at: Scalars['String']['output'];
  funnelId: Scalars['ID']['output'];
  funnelName: Scalars['String']['output'];
};

export type LeadTransferResult = {
  __typename: 'LeadTransferResult';
  answersCarried: Scalars['Boolean']['output'];
  application: Application;
};

export type LoginPalette = {
  __typename: 'LoginPalette';
  logoType: Scalars['String']['output'];
};

export type LoginPaletteInput = {
  logoType: Scalars['String']['input'];
};

export type LoginProvider = {
  __typename: 'LoginProvider';
  enabled: Scalars['Boolean']['output'];
  provider: Scalars['String']['output'];
};

/** A user as user management shows them. */
export type ManagedUser = {
  __typename: 'ManagedUser';
  assignedStartups: Array<StartupSummary>;
  /** employee, network, evaluator or other */
  category: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** USER:INDUSTRY:VIEW. Null without the VIEW key (docs/tags.md). */
  industries?: Maybe<Array<IndustryCard>>;
  lastName: Scalars['String']['output'];
  programs: Array<Program>;
  role: RoleSummary;
  startups: Array<StartupSummary>;
  status: Scalars['String']['output'];
  /** TAGS:USER:VIEW. Null without the VIEW key (docs/tags.md). */
  tags?: Maybe<Array<TagCard>>;
  validated: Scalars['Boolean']['output'];
};

/** sent: the applicant may book; booked: a meeting is booked; done: the meeting took place; cancelled: replaced by a later invitation */
export type MeetingInvitationStatus =
  | 'booked'
  | 'cancelled'
  | 'done'
  | 'sent';

export type MeetingMode =
  | 'in_person'
  | 'online';

export type MeetingModeInput =
  | 'in_person'
  | 'online';

/** A milestone of a plan, or a sub-milestone of a milestone (one level) */
export type Milestone = {
  __typename: 'Milestone';
  description?: Maybe<Scalars['String']['output']>;
  done: Scalars['Boolean']['output'];
  doneAt?: Maybe<Scalars['String']['output']>;
  /** ISO date, YYYY-MM-DD */
  dueDate?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  parentId?: Maybe<Scalars['ID']['output']>;
  planId: Scalars['ID']['output'];
  position: Scalars['Int']['output'];
  subMilestones: Array<Milestone>;
  title: Scalars['String']['output'];
};

/** A startup's milestone plan, or a template of the organisation (startupId null) */
export type MilestonePlan = {
  __typename: 'MilestonePlan';
  createdAt: Scalars['String']['output'];
  goal?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isTemplate: Scalars['Boolean']['output'];
  milestones: Array<Milestone>;
  name: Scalars['String']['output'];
  progress: MilestoneProgress;
  startupId?: Maybe<Scalars['ID']['output']>;
  summary?: Maybe<Scalars['String']['output']>;
  target?: Maybe<Scalars['Float']['output']>;
  /** The template it was made from */
  templateId?: Maybe<Scalars['ID']['output']>;
  unit?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['String']['output'];
  /** STARTUP_MILESTONE:EDIT reaches it */
  viewerCanEdit: Scalars['Boolean']['output'];
};

/** Steps done of all: the sub-milestones, and each milestone without sub-milestones; percent rounded down */
export type MilestoneProgress = {
  __typename: 'MilestoneProgress';
  done: Scalars['Int']['output'];
  percent: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type MinuteRange = {
  __typename: 'MinuteRange';
  endMinute: Scalars['Int']['output'];
  startMinute: Scalars['Int']['output'];
};

export type MinuteRangeInput = {
  endMinute: Scalars['Int']['input'];
  startMinute: Scalars['Int']['input'];
};

export type Mutation = {
  __typename: 'Mutation';
  /** Takes the seat offered from the waitlist, before the offer expires */
  acceptIncubatorEventOffer: IncubatorEventAttendee;
  /** Comment on its file (staff who read it, its evaluators); forApplicant: the applicant reads it */
  addApplicationComment: ApplicationComment;
  /** A milestone or sub-milestone (STARTUP_MILESTONE:EDIT on the plan); answers the plan */
  addMilestone: MilestonePlan;
  /** Adds the viewer's uploads (POST /api/attachment/upload) as documents, each named after its file; all or none. */
  addStartupDocuments: Array<StartupDocument>;
  /** Adds a cofounder of the organisation to a startup (STARTUP/ASSIGNATION_MEMBERS:EDIT in scope). */
  addStartupMember?: Maybe<StartupFile>;
  /** A template given to several startups, one plan each, all or none (STARTUP_MILESTONE:CREATE on each) */
  applyMilestoneTemplate: Array<MilestonePlan>;
  /** Applies to a funnel. Signed out: creates the Applicant account (validation e-mail sent) and signs it in; signed in: applies as the viewer. */
  applyToFunnel: ApplyPayload;
  /** Hides a field from profiles and new forms; its values stay. */
  archiveCustomField: CustomField;
  archiveForm: Form;
  assignEvaluators: AssignEvaluatorsPayload;
  /** Cancels an invitation's booked review meeting (its applicant, or staff of the funnel); the invitation may be booked again. The invitation id is required (spec-1 §5). */
  cancelApplicationReviewMeeting: CancelApplicationReviewMeetingPayload;
  /** Cancels a meeting (an attendee, or COACHING_SESSION:DELETE): frees the time, gives the minutes back; the ICS says CANCEL. */
  cancelCalendarEvent: CalendarEventPayload;
  /** Cancels a registration, waitlist place or offer (spec-1 §7): the attendee, or an editor */
  cancelIncubatorEventAttendee: IncubatorEventAttendee;
  /** Gives a user another role; applies to their open sessions at once. */
  changeUserRole: ManagedUser;
  /** 'Don't show me tours', pressed on the page at `location`: completes every tour of the viewer and answers with that page's tour (null where none belongs). */
  completeAllTours?: Maybe<GuidedTour>;
  /** Completes one of the viewer's own tours (finishing it): it is not shown again. */
  completeTour: GuidedTour;
  /** Books a meeting in a free slot of every host; answers its ICS. ConflictError when the slot was taken. */
  createCalendarEvent: CalendarEventPayload;
  /** Makes the viewer's personal feed address of their meetings and registered events; any earlier address stops working at once. */
  createCalendarFeed: CalendarFeedAddress;
  /** Setup roles, with the custom fields edit feature and the plan's custom field editing. */
  createCustomField: CustomField;
  /** A custom role copies a template role (type, permissions, visibility). Plan feature customRoles. */
  createCustomRole: Role;
  /** A folder; its name is unique in the startup (ValidationError reason NAME_TAKEN). */
  createDocumentFolder: StartupDocumentFolder;
  /** A new form with its draft version 1. Plan limits: applicationForms (intake), evaluationForms (evaluation, quiz). */
  createForm: Form;
  /** A new funnel with its intake form round (plan limit `funnel`). Slugs are unique (SLUG_TAKEN). */
  createFunnel: Funnel;
  /** Creates an event (EVENT:CREATE); with a recurrence, its series (the first is returned) */
  createIncubatorEvent: IncubatorEvent;
  createIndustry: Industry;
  /** A plan for a startup (STARTUP_MILESTONE:CREATE in scope) or a template (for all startups), from scratch or from a template */
  createMilestonePlan: MilestonePlan;
  /** A new programme (plan limit `program`); names are unique in the organisation */
  createProgram: AdminProgram;
  /** A new startup (spec-1 §5, §7): a cofounder without one creates it with themselves as member; the team for cofounders and programmes. LimitReachedError at the plan's startup limit. */
  createStartup: StartupFile;
  createTag: Tag;
  createTask: Task;
  /** Posts an update or a comment on a startup's timeline (STARTUP_FILE:VIEW in scope) */
  createTimelinePost: Event;
  /** Deactivates a user and ends their sessions. */
  deactivateUser: ManagedUser;
  /** Accept the round (next round, or enrolment after the last) or reject (the rejection e-mail is the reason); APPLICATION/DECIDE_ROUND:VIEW on its funnel */
  decideApplicationRound: Application;
  /** A conflict of interest: the evaluator is removed from the application and never assigned again */
  declareConflict: DeclareConflictPayload;
  /** Delete it with its answers and evaluations (APPLICATION:DELETE) */
  deleteApplication: Scalars['Boolean']['output'];
  /** Deletes a folder; its documents move to the top. */
  deleteDocumentFolder: Scalars['Boolean']['output'];
  /** Deletes a form that has no response (ConflictError otherwise: archive it). */
  deleteForm: Scalars['Boolean']['output'];
  /** Deletes a funnel with nothing but drafts (FUNNEL_HAS_APPLICATIONS otherwise). */
  deleteFunnel: Scalars['Boolean']['output'];
  /** Deletes an event with its registrations (EVENT:DELETE, its editPermission user or its creator) */
  deleteIncubatorEvent: Scalars['Boolean']['output'];
  /** Deletes an industry and its assignments to users and startups. */
  deleteIndustry: Scalars['Boolean']['output'];
  /** Deletes a milestone and its sub-milestones (STARTUP_MILESTONE:EDIT); answers the plan */
  deleteMilestone: MilestonePlan;
  /** Deletes a plan and its milestones (STARTUP_MILESTONE:EDIT in scope) */
  deleteMilestonePlan: Scalars['Boolean']['output'];
  /** Deletes the signed-in user's own account (when the organisation allows it); ends their sessions. */
  deleteOwnAccount: Scalars['Boolean']['output'];
  /** Deletes a programme; its members and startups leave it and stay in the organisation */
  deleteProgram: Scalars['Boolean']['output'];
  /** Deletes a custom role that no user holds. */
  deleteRole: Scalars['Boolean']['output'];
  /** Deletes a round no application is in or went through (not round 1); answers the funnel's rounds. */
  deleteRound: Array<Round>;
  /** Deletes a round's e-mail (rejections: EMAIL_REJECTION:EDIT); answers the round's e-mails. */
  deleteRoundEmail: Array<RoundEmail>;
  /** Deletes a startup with its file (STARTUP:DELETE in scope); its applications, meetings and tasks stay without it. Returns its id. */
  deleteStartup: Scalars['ID']['output'];
  /** Deletes a document and its file. */
  deleteStartupDocument: Scalars['Boolean']['output'];
  /** Deletes a tag and every assignment of it (users, startups, events). */
  deleteTag: Scalars['Boolean']['output'];
  /** The creator, or TASK/TASK:DELETE */
  deleteTask: Scalars['Boolean']['output'];
  /** Deletes a post (its author, or staff who see every startup); returns its id */
  deleteTimelinePost: Scalars['ID']['output'];
  /** Deletes a user (their record stays, marked deleted) and ends their sessions. */
  deleteUser: Scalars['Boolean']['output'];
  /** A new draft form with the current version's definition (plan limits apply). */
  duplicateForm: Form;
  /** A copy of a plan, nothing done, for the same startup, another one or as a template (STARTUP_MILESTONE:CREATE where it goes) */
  duplicateMilestonePlan: MilestonePlan;
  /** Queues an Excel export (plan feature bulkApplicationExport) of the applications the viewer reads, filtered */
  exportApplications: ApplicationExport;
  /** Queues an Excel export of a startup (STARTUP_FILE:VIEW in scope; its cofounders and the team). While one of the viewer's is unfinished, returns it. */
  exportStartup: StartupExport;
  /** Invites an application in a meeting round (ready_for_invitation → ready_for_meeting) and sends the round's invitation e-mail. APPLICATION_FLOW:EDIT on the funnel, or its admins. */
  inviteApplicationMeeting: ApplicationMeeting;
  /** Invites an e-mail address with a role (roleId, or a built-in roleType), within the plan's limits. */
  inviteUser: Invitation;
  logoutSession: Scalars['Boolean']['output'];
  /** Marks the viewer's notifications read (ids of others' change nothing); a read item leaves the e-mail digest. */
  markNotificationsRead: Array<Notification>;
  /** Move to another funnel: the old application is rejected quietly, the new one (returned) starts in round 1 with the answers if the intake form is the same (APPLICATION_FLOW:EDIT on both) */
  moveApplicationToFunnel: Application;
  /** Move to another round of its funnel (APPLICATION_FLOW:EDIT) */
  moveApplicationToRound: Application;
  /** Moves a field to a 0-based position among its entity's fields. */
  moveCustomField: CustomField;
  /** Moves a round to a position (2..n); the rounds are numbered 1..n again. */
  moveRound: Array<Round>;
  /** Pins a post at the top of the timeline, or unpins it (at most 10 pinned) */
  pinTimelinePost: TimelinePost;
  /** Publishes the draft version, or answers failure with the definition's field errors. */
  publishForm: PublishFormPayload;
  reactivateUser: ManagedUser;
  /** Takes a seat of a group event, or a place on its waitlist when it is full */
  registerForIncubatorEvent: IncubatorEventAttendee;
  /** Unassigns a supporter from a startup (the team). The startup's connections after. */
  removeStartupConnection: Array<StartupConnection>;
  /** Removes a member (not the last: ConflictError). Null when the viewer removed themselves and no longer sees the file. */
  removeStartupMember?: Maybe<StartupFile>;
  renameDocumentFolder: StartupDocumentFolder;
  renameIndustry: Industry;
  resendConfirmationEmail: Scalars['Boolean']['output'];
  /** Back to draft in round 1; its evaluations are wiped (APPLICATION_FLOW:EDIT) */
  resetApplicationToDraft: Application;
  /** Accept or deny a task sent to the viewer as a request */
  respondToTaskRequest: Task;
  restoreCustomField: CustomField;
  /** Queues a failed job again for one more attempt (admin group). */
  retryBackgroundJob: BackgroundJob;
  /** Deletes the viewer's feed address (true if there was one); calendar apps get 404 from then on. */
  revokeCalendarFeed: Scalars['Boolean']['output'];
  /** Autosaves (submit false) or submits the current round's answers of the viewer's draft application. */
  saveApplicationAnswers: ApplicationAnswersSaved;
  /** Saves the viewer's evaluation as a draft, or submits it (final) */
  saveEvaluation: EvaluationForm;
  /** Saves the draft version; a form whose newest version is published gets the draft number + 1. */
  saveFormDraft: FormVersion;
  /** Autosaves the viewer's draft answers (checked as a draft: no required answers). */
  saveFormResponse: FormResponse;
  /** Creates or updates a round; answers the funnel's rounds. */
  saveRound: Array<Round>;
  /** Creates or updates a round's e-mail; subjects and bodies are liquid templates of merge tags only (per-language field errors). Rejection e-mails: EMAIL_REJECTION:CREATE / EDIT. */
  saveRoundEmail: Array<RoundEmail>;
  /** Replace its tags (application tags; TAGS:APPLICATION:VIEW and APPLICATION_FLOW:EDIT) */
  setApplicationTags: Application;
  /** Sets some of a profile's values (field id → answer, null clears); answers all its values. The user themself or USER:EDIT; a startup's cofounders or STARTUP/NAME:EDIT. */
  setCustomFieldValues: Scalars['JSON']['output'];
  /** Replaces the funnel's admins (members of the team). */
  setFunnelAdmins: Funnel;
  /** Ticks or un-ticks a milestone (with its sub-milestones) or a sub-milestone (STARTUP_MILESTONE:EDIT); answers the plan */
  setMilestoneDone: MilestonePlan;
  /** Opening the panel: records the time (never later than the server's, never backwards); answers the unseen count. */
  setNotificationsLastSeen: UnseenNotifications;
  /** Sets a programme's members (replaces them all) */
  setProgramMembers: AdminProgram;
  /** Assigns a supporter to a startup with an allocation of minutes, or changes it (the team). The startup's connections after. */
  setStartupConnection: Array<StartupConnection>;
  /** A startup's industries, the whole list: adding needs INDUSTRIES:STARTUP:ADD, removing INDUSTRIES:STARTUP:REMOVE. */
  setStartupIndustries: Array<IndustryCard>;
  /** A member's role in the startup; empty clears it (STARTUP/ASSIGNATION_MEMBERS:EDIT in scope). */
  setStartupMemberRole?: Maybe<StartupFile>;
  /** A startup's startup tags, the whole list: adding needs TAG:STARTUP:ADD, removing TAG:STARTUP:REMOVE (ASSIGNED: your startups). */
  setStartupTags: Array<TagCard>;
  /** The startups a user supports (their ASSIGNED scope). With ASSIGNED criteria, only your startups. */
  setUserAssignedStartups: ManagedUser;
  /** A user's industries, the whole list; user management (USER:EDIT). */
  setUserIndustries: Array<IndustryCard>;
  setUserPrograms: ManagedUser;
  /** A user's tags (user, mentor and community tags), the whole list; user management (USER:EDIT). */
  setUserTags: Array<TagCard>;
  /** Local sign-in, as POST /auth/local. Each call (aliases included) is one throttled attempt. */
  signIn?: Maybe<AuthPayload>;
  /** Starts a batch action on applications (run as a job; follow it with applicationBatchOperationUpdated) */
  startApplicationBatch: BatchOperation;
  /** Starts a batch action on startups (the administration roles; run as a job, follow it with startupBatchOperationUpdated) */
  startStartupBatch: BatchOperation;
  /** Starts a batch action on users (run as a job; follow it with userBatchOperationUpdated) */
  startUserBatch: BatchOperation;
  /** Submits the viewer's answers: ValidationError with extensions.fieldErrors [{ path: questionId, code, params }] and nothing written when one is refused. */
  submitFormResponse: FormResponse;
  /** Makes the lead's person a draft application in the first round of a startup funnel (APPLICATION_FLOW:EDIT on it) */
  transferLead: LeadTransferResult;
  unassignEvaluator: Application;
  /** Saves the whole availability page: your own, or another user's with AVAILABILITY:EDIT. */
  updateAvailability: HostAvailability;
  /** Reschedules a meeting to a free slot of all its hosts (same duration); not for its hosts. SEQUENCE rises; the ICS says REQUEST. */
  updateCalendarEvent: CalendarEventPayload;
  /** ConflictError (TYPE_HAS_VALUES) when the type changes while values exist. */
  updateCustomField: CustomField;
  /** Changes a funnel (FUNNEL:EDIT, or its admin); publishing checks its forms are published. */
  updateFunnel: Funnel;
  /** Saves /admin/settings/branding (the whole form); subscribers of incubatorUpdated hear it. */
  updateIncubatorBranding: IncubatorSettings;
  /** Changes an event (EVENT:EDIT, its editPermission user or its creator); only the fields given */
  updateIncubatorEvent: IncubatorEvent;
  /** Saves /admin/settings/general (the whole form). */
  updateIncubatorSettings: IncubatorSettings;
  /** STARTUP_MILESTONE:EDIT on the plan; answers the plan */
  updateMilestone: MilestonePlan;
  /** STARTUP_MILESTONE:EDIT in scope (a template: for all startups) */
  updateMilestonePlan: MilestonePlan;
  /** Saves cells of the viewer's grid and the digest frequency; a critical type cannot be switched off. */
  updateNotificationPreferences: NotificationPreferences;
  updateProgram: AdminProgram;
  updateRole: Role;
  /** Sets keys on a role: criteria ALL or ASSIGNED, or null to remove. All or nothing. */
  updateRolePermissions: Role;
  /** A startup's company profile; the name needs STARTUP/NAME:EDIT in scope. */
  updateStartup?: Maybe<StartupFile>;
  /** Renames, describes or moves a document (folderId null: to the top). */
  updateStartupDocument: StartupDocument;
  /** Renames and/or recolours a tag. */
  updateTag: Tag;
  /** The creator, or TASK/TASK:DELETE */
  updateTask: Task;
  /** An assignee ticks their task (or the creator ticks it for them) */
  updateTaskDone: Task;
  /** Edits one's own post */
  updateTimelinePost: Event;
  updateUser: CurrentUser;
  /** Activates (or refreshes) the session of the token. At the incubator's limit it fails with 'Maximum number of sessions reached' unless `takeover` ends the oldest. */
  upsertSession: Session;
};


export type MutationAcceptIncubatorEventOfferArgs = {
  incubatorEventId: Scalars['ID']['input'];
};


export type MutationAddApplicationCommentArgs = {
  applicationId: Scalars['ID']['input'];
  body: Scalars['String']['input'];
  forApplicant?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationAddMilestoneArgs = {
  input: AddMilestoneInput;
};


export type MutationAddStartupDocumentsArgs = {
  input: AddStartupDocumentsInput;
  startupId: Scalars['ID']['input'];
};


export type MutationAddStartupMemberArgs = {
  role?: InputMaybe<Scalars['String']['input']>;
  startupId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationApplyMilestoneTemplateArgs = {
  startupIds: Array<Scalars['ID']['input']>;
  templateId: Scalars['ID']['input'];
};


export type MutationApplyToFunnelArgs = {
  input: ApplyInput;
};


export type MutationArchiveCustomFieldArgs = {
  id: Scalars['ID']['input'];
};


export type MutationArchiveFormArgs = {
  formId: Scalars['ID']['input'];
};


export type MutationAssignEvaluatorsArgs = {
  input: AssignEvaluatorsInput;
};


export type MutationCancelApplicationReviewMeetingArgs = {
  meetingId?: InputMaybe<Scalars['ID']['input']>;
  meetingInvitationId?: InputMaybe<Scalars['ID']['input']>;
  organizerId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationCancelCalendarEventArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCancelIncubatorEventAttendeeArgs = {
  eventAttendeeId: Scalars['ID']['input'];
  incubatorEventId: Scalars['ID']['input'];
};


export type MutationChangeUserRoleArgs = {
  roleId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationCompleteAllToursArgs = {
  location: Scalars['String']['input'];
};


export type MutationCompleteTourArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateCalendarEventArgs = {
  input: CreateCalendarEventInput;
};


export type MutationCreateCustomFieldArgs = {
  input: CustomFieldInput;
};


export type MutationCreateCustomRoleArgs = {
  input: CreateCustomRoleInput;
};


export type MutationCreateDocumentFolderArgs = {
  name: Scalars['String']['input'];
  startupId: Scalars['ID']['input'];
};


export type MutationCreateFormArgs = {
  input: CreateFormInput;
};


export type MutationCreateFunnelArgs = {
  input: CreateFunnelInput;
};


export type MutationCreateIncubatorEventArgs = {
  input: CreateIncubatorEventInput;
};


export type MutationCreateIndustryArgs = {
  name: Scalars['String']['input'];
};


export type MutationCreateMilestonePlanArgs = {
  input: CreateMilestonePlanInput;
};


export type MutationCreateProgramArgs = {
  input: CreateProgramInput;
};


export type MutationCreateStartupArgs = {
  input: CreateStartupInput;
};


export type MutationCreateTagArgs = {
  input: CreateTagInput;
};


export type MutationCreateTaskArgs = {
  input: CreateTaskInput;
};


export type MutationCreateTimelinePostArgs = {
  input: CreateTimelinePostInput;
};


export type MutationDeactivateUserArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationDecideApplicationRoundArgs = {
  decision: ApplicationDecision;
  id: Scalars['ID']['input'];
  includeReviewerComments?: InputMaybe<Scalars['Boolean']['input']>;
  rejectionEmailId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationDeclareConflictArgs = {
  applicationId: Scalars['ID']['input'];
  evaluatorId?: InputMaybe<Scalars['ID']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteApplicationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteDocumentFolderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteFormArgs = {
  formId: Scalars['ID']['input'];
};


export type MutationDeleteFunnelArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteIncubatorEventArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteIndustryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteMilestoneArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteMilestonePlanArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteOwnAccountArgs = {
  password: Scalars['String']['input'];
};


export type MutationDeleteProgramArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteRoleArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteRoundArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteRoundEmailArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteStartupArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteStartupDocumentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTagArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTaskArgs = {
  taskId: Scalars['ID']['input'];
};


export type MutationDeleteTimelinePostArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteUserArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationDuplicateFormArgs = {
  formId: Scalars['ID']['input'];
};


export type MutationDuplicateMilestonePlanArgs = {
  id: Scalars['ID']['input'];
  input?: InputMaybe<DuplicateMilestonePlanInput>;
};


export type MutationExportApplicationsArgs = {
  filter?: InputMaybe<ApplicationExportFilter>;
};


export type MutationExportStartupArgs = {
  startupId: Scalars['ID']['input'];
};


export type MutationInviteApplicationMeetingArgs = {
  applicationId: Scalars['ID']['input'];
};


export type MutationInviteUserArgs = {
  input: InviteUserInput;
};


export type MutationLogoutSessionArgs = {
  sessionId: Scalars['ID']['input'];
};


export type MutationMarkNotificationsReadArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationMoveApplicationToFunnelArgs = {
  funnelId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type MutationMoveApplicationToRoundArgs = {
  id: Scalars['ID']['input'];
  roundId: Scalars['ID']['input'];
};


export type MutationMoveCustomFieldArgs = {
  id: Scalars['ID']['input'];
  position: Scalars['Int']['input'];
};


export type MutationMoveRoundArgs = {
  id: Scalars['ID']['input'];
  position: Scalars['Int']['input'];
};


export type MutationPinTimelinePostArgs = {
  id: Scalars['ID']['input'];
  pinned: Scalars['Boolean']['input'];
};


export type MutationPublishFormArgs = {
  formId: Scalars['ID']['input'];
};


export type MutationReactivateUserArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationRegisterForIncubatorEventArgs = {
  incubatorEventId: Scalars['ID']['input'];
};


export type MutationRemoveStartupConnectionArgs = {
  startupId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationRemoveStartupMemberArgs = {
  startupId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationRenameDocumentFolderArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationRenameIndustryArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationResetApplicationToDraftArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRespondToTaskRequestArgs = {
  accept: Scalars['Boolean']['input'];
  taskId: Scalars['ID']['input'];
};


export type MutationRestoreCustomFieldArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRetryBackgroundJobArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSaveApplicationAnswersArgs = {
  answers: Scalars['JSON']['input'];
  applicationId: Scalars['ID']['input'];
  roundId: Scalars['ID']['input'];
  submit: Scalars['Boolean']['input'];
};


export type MutationSaveEvaluationArgs = {
  answers: Scalars['JSON']['input'];
  applicationId: Scalars['ID']['input'];
  submit: Scalars['Boolean']['input'];
};


export type MutationSaveFormDraftArgs = {
  definition: Scalars['JSON']['input'];
  formId: Scalars['ID']['input'];
};


export type MutationSaveFormResponseArgs = {
  answers: Scalars['JSON']['input'];
  formId: Scalars['ID']['input'];
  subjectId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSaveRoundArgs = {
  funnelId: Scalars['ID']['input'];
  input: RoundInput;
};


export type MutationSaveRoundEmailArgs = {
  input: RoundEmailInput;
  roundId: Scalars['ID']['input'];
};


export type MutationSetApplicationTagsArgs = {
  id: Scalars['ID']['input'];
  tagIds: Array<Scalars['ID']['input']>;
};


export type MutationSetCustomFieldValuesArgs = {
  entity: CustomFieldEntity;
  entityId: Scalars['ID']['input'];
  values: Scalars['JSON']['input'];
};


export type MutationSetFunnelAdminsArgs = {
  funnelId: Scalars['ID']['input'];
  userIds: Array<Scalars['ID']['input']>;
};


export type MutationSetMilestoneDoneArgs = {
  done: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetNotificationsLastSeenArgs = {
  timestamp?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSetProgramMembersArgs = {
  programId: Scalars['ID']['input'];
  userIds: Array<Scalars['ID']['input']>;
};


export type MutationSetStartupConnectionArgs = {
  minutesAllocated: Scalars['Int']['input'];
  startupId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationSetStartupIndustriesArgs = {
  industryIds: Array<Scalars['ID']['input']>;
  startupId: Scalars['ID']['input'];
};


export type MutationSetStartupMemberRoleArgs = {
  role?: InputMaybe<Scalars['String']['input']>;
  startupId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationSetStartupTagsArgs = {
  startupId: Scalars['ID']['input'];
  tagIds: Array<Scalars['ID']['input']>;
};


export type MutationSetUserAssignedStartupsArgs = {
  startupIds: Array<Scalars['ID']['input']>;
  userId: Scalars['ID']['input'];
};


export type MutationSetUserIndustriesArgs = {
  industryIds: Array<Scalars['ID']['input']>;
  userId: Scalars['ID']['input'];
};


export type MutationSetUserProgramsArgs = {
  programIds: Array<Scalars['ID']['input']>;
  userId: Scalars['ID']['input'];
};


export type MutationSetUserTagsArgs = {
  tagIds: Array<Scalars['ID']['input']>;
  userId: Scalars['ID']['input'];
};


export type MutationSignInArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationStartApplicationBatchArgs = {
  input: StartApplicationBatchInput;
};


export type MutationStartStartupBatchArgs = {
  input: StartStartupBatchInput;
};


export type MutationStartUserBatchArgs = {
  input: StartUserBatchInput;
};


export type MutationSubmitFormResponseArgs = {
  answers: Scalars['JSON']['input'];
  formId: Scalars['ID']['input'];
  subjectId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationTransferLeadArgs = {
  funnelId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type MutationUnassignEvaluatorArgs = {
  applicationId: Scalars['ID']['input'];
  evaluatorId: Scalars['ID']['input'];
};


export type MutationUpdateAvailabilityArgs = {
  input: AvailabilityInput;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationUpdateCalendarEventArgs = {
  input: UpdateCalendarEventInput;
};


export type MutationUpdateCustomFieldArgs = {
  id: Scalars['ID']['input'];
  input: CustomFieldInput;
};


export type MutationUpdateFunnelArgs = {
  id: Scalars['ID']['input'];
  input: UpdateFunnelInput;
};


export type MutationUpdateIncubatorBrandingArgs = {
  input: IncubatorBrandingInput;
};


export type MutationUpdateIncubatorEventArgs = {
  id: Scalars['ID']['input'];
  input: UpdateIncubatorEventInput;
};


export type MutationUpdateIncubatorSettingsArgs = {
  input: IncubatorSettingsInput;
};


export type MutationUpdateMilestoneArgs = {
  id: Scalars['ID']['input'];
  input: UpdateMilestoneInput;
};


export type MutationUpdateMilestonePlanArgs = {
  id: Scalars['ID']['input'];
  input: UpdateMilestonePlanInput;
};


export type MutationUpdateNotificationPreferencesArgs = {
  input: NotificationPreferencesInput;
};


export type MutationUpdateProgramArgs = {
  id: Scalars['ID']['input'];
  input: UpdateProgramInput;
};


export type MutationUpdateRoleArgs = {
  id: Scalars['ID']['input'];
  input: UpdateRoleInput;
};


export type MutationUpdateRolePermissionsArgs = {
  changes: Array<PermissionChangeInput>;
  roleId: Scalars['ID']['input'];
};


export type MutationUpdateStartupArgs = {
  id: Scalars['ID']['input'];
  input: UpdateStartupInput;
};


export type MutationUpdateStartupDocumentArgs = {
  id: Scalars['ID']['input'];
  input: UpdateStartupDocumentInput;
};


export type MutationUpdateTagArgs = {
  id: Scalars['ID']['input'];
  input: UpdateTagInput;
};


export type MutationUpdateTaskArgs = {
  taskId: Scalars['ID']['input'];
  updatedTask: UpdateTaskInput;
};


export type MutationUpdateTaskDoneArgs = {
  assigneeId: Scalars['ID']['input'];
  done: Scalars['Boolean']['input'];
  taskId: Scalars['ID']['input'];
};


export type MutationUpdateTimelinePostArgs = {
  input: UpdateTimelinePostInput;
};


export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: UpdateUserInput;
};


export type MutationUpsertSessionArgs = {
  sessionId?: InputMaybe<Scalars['ID']['input']>;
  takeover?: InputMaybe<Scalars['Boolean']['input']>;
};

/** One of the viewer's own applications, as their applications page shows it. */
export type MyApplication = {
  __typename: 'MyApplication';
  application: Application;
  currentRound?: Maybe<ApplicantRound>;
  funnel: PublicFunnel;
  id: Scalars['ID']['output'];
  nextStep: ApplicationNextStep;
  rounds: Array<ApplicantRound>;
  /** The submitted answers, by round (/application/review). */
  submittedForms: Array<ApplicantSubmittedForm>;
};

/** Metrics submitted below the top level (same data as TopLevelDataSubmittedEvent) */
export type NonTopLevelDataSubmittedEvent = {
  __typename: 'NonTopLevelDataSubmittedEvent';
  /** ISO 8601 */
  createdAt: Scalars['String']['output'];
  createdBy?: Maybe<UserCard>;
  dataItems: Array<TimelineDataItem>;
  dueDate?: Maybe<Scalars['String']['output']>;
  editedBy?: Maybe<TimelineEditedBy>;
  id: Scalars['ID']['output'];
  isPinned: Scalars['Boolean']['output'];
  isPublic: Scalars['Boolean']['output'];
  startup: TimelineStartup;
};

export type NoticePeriodUnit =
  | 'DAYS'
  | 'HOURS'
  | 'MINUTES'
  | 'WEEKS';

export type Notification = {
  __typename: 'Notification';
  /** ISO 8601 */
  createdAt: Scalars['String']['output'];
  icon: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isRead: Scalars['Boolean']['output'];
  /** One of the 12 types of spec-1 §3 (docs/notifications.md) */
  type: Scalars['String']['output'];
  /** Where clicking it goes */
  url: Scalars['String']['output'];
  values: NotificationValues;
};

export type NotificationPage = {
  __typename: 'NotificationPage';
  items: Array<Notification>;
  /** null on the last page */
  nextCursor?: Maybe<Scalars['String']['output']>;
  pageSize: Scalars['Int']['output'];
};

export type NotificationPreference = {
  __typename: 'NotificationPreference';
  /** Cannot be switched off (decision 018) */
  critical: Scalars['Boolean']['output'];
  email: Scalars['Boolean']['output'];
  /** Its e-mail is the producer's own (the meeting invitation), not in the digest */
  emailByProducer: Scalars['Boolean']['output'];
  inApp: Scalars['Boolean']['output'];
  type: Scalars['String']['output'];
};

export type NotificationPreferenceInput = {
  email: Scalars['Boolean']['input'];
  inApp: Scalars['Boolean']['input'];
  type: Scalars['String']['input'];
};

export type NotificationPreferences = {
  __typename: 'NotificationPreferences';
  /** IMMEDIATE or DAILY */
  digestFrequency: Scalars['String']['output'];
  types: Array<NotificationPreference>;
};

export type NotificationPreferencesInput = {
  digestFrequency?: InputMaybe<Scalars['String']['input']>;
  types?: InputMaybe<Array<NotificationPreferenceInput>>;
};

/** What the message shows and the link needs, as they were when it was made. */
export type NotificationValues = {
  __typename: 'NotificationValues';
  actorName?: Maybe<Scalars['String']['output']>;
  applicantName?: Maybe<Scalars['String']['output']>;
  applicationId?: Maybe<Scalars['String']['output']>;
  error?: Maybe<Scalars['String']['output']>;
  eventId?: Maybe<Scalars['String']['output']>;
  eventTitle?: Maybe<Scalars['String']['output']>;
  meetingId?: Maybe<Scalars['String']['output']>;
  period?: Maybe<Scalars['String']['output']>;
  programName?: Maybe<Scalars['String']['output']>;
  /** ISO 8601 */
  startsAt?: Maybe<Scalars['String']['output']>;
  startupId?: Maybe<Scalars['String']['output']>;
  startupName?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['String']['output']>;
};

export type OAuthConnection = {
  __typename: 'OAuthConnection';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  protocol: Scalars['String']['output'];
  provider: Scalars['String']['output'];
};

export type OverlappingFreeSlots = {
  __typename: 'OverlappingFreeSlots';
  customerIds: Array<Scalars['ID']['output']>;
  slots: Array<SlotRange>;
  supportedLocations: Array<Scalars['String']['output']>;
};

export type PermissionChangeInput = {
  /** ALL or ASSIGNED; null removes the key */
  criteria?: InputMaybe<Scalars['String']['input']>;
  key: Scalars['String']['input'];
};

export type PermissionCriteria = {
  __typename: 'PermissionCriteria';
  /** ALL, ASSIGNED, or null when not held */
  criteria?: Maybe<Scalars['String']['output']>;
  key: Scalars['String']['output'];
};

export type PermissionDefinition = {
  __typename: 'PermissionDefinition';
  area: Scalars['String']['output'];
  key: Scalars['String']['output'];
  /** Whether ASSIGNED can be chosen */
  withCriteria: Scalars['Boolean']['output'];
};

export type PersonSummary = {
  __typename: 'PersonSummary';
  avatar?: Maybe<Scalars['String']['output']>;
  fullName: Scalars['String']['output'];
  headline?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** USER:INDUSTRY:VIEW. Null without the VIEW key (docs/tags.md). */
  industries?: Maybe<Array<IndustryCard>>;
  roleLabel: Scalars['String']['output'];
  roleType: Scalars['String']['output'];
  /** TAGS:USER:VIEW. Null without the VIEW key (docs/tags.md). */
  tags?: Maybe<Array<TagCard>>;
};

export type PlanFeature = {
  __typename: 'PlanFeature';
  enabled: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
};

export type PlanInfo = {
  __typename: 'PlanInfo';
  features: Array<PlanFeature>;
  limits: Array<PlanLimit>;
  /** Largest upload, in bytes */
  maxFileSize: Scalars['Int']['output'];
};

export type PlanLimit = {
  __typename: 'PlanLimit';
  current: Scalars['Int']['output'];
  /** 0 means unlimited */
  max: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type PortfolioPage = {
  __typename: 'PortfolioPage';
  items: Array<PortfolioStartup>;
  total: Scalars['Int']['output'];
};

export type PortfolioStartup = {
  __typename: 'PortfolioStartup';
  connections: Array<StartupConnection>;
  id: Scalars['ID']['output'];
  /** STARTUP:INDUSTRY:VIEW. Null without the VIEW key (docs/tags.md). */
  industries?: Maybe<Array<IndustryCard>>;
  logo?: Maybe<Scalars['String']['output']>;
  members: Array<StartupPerson>;
  name: Scalars['String']['output'];
  programs: Array<Program>;
  /** TAGS:STARTUP:VIEW. Null without the VIEW key (docs/tags.md). */
  tags?: Maybe<Array<TagCard>>;
  website?: Maybe<Scalars['String']['output']>;
};

export type ProfileCoachingMeetingSettings = {
  __typename: 'ProfileCoachingMeetingSettings';
  availableDurationsInMins: Array<Scalars['Int']['output']>;
  defaultMeetingLocation?: Maybe<Scalars['String']['output']>;
  enabled: Scalars['Boolean']['output'];
  minimumNoticeHours: Scalars['Int']['output'];
  timeslotIncrement?: Maybe<Scalars['Int']['output']>;
  userId: Scalars['ID']['output'];
};

export type Program = {
  __typename: 'Program';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type ProgramMode =
  | 'hybrid'
  | 'offline'
  | 'online';

/** A programme's admin or member */
export type ProgramPerson = {
  __typename: 'ProgramPerson';
  email: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  roleType: Scalars['String']['output'];
};

export type ProgramStartup = {
  __typename: 'ProgramStartup';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type ProgramType =
  | 'accelerator'
  | 'incubator'
  | 'other'
  | 'preAccelerator'
  | 'ventureBuilding';

/** What anyone sees of a published funnel on its public page (/apply/program/:slug). */
export type PublicFunnel = {
  __typename: 'PublicFunnel';
  /** ISO 8601 */
  deadline?: Maybe<Scalars['String']['output']>;
  /** Localised text: { language: text } */
  displayName: Scalars['JSON']['output'];
  id: Scalars['ID']['output'];
  /** Takes applications now (published, not closed, before the deadline). */
  open: Scalars['Boolean']['output'];
  rounds: Array<PublicRound>;
  slug: Scalars['String']['output'];
  type: FunnelType;
};

export type PublicRound = {
  __typename: 'PublicRound';
  hasForm: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Localised text: { language: text } */
  name: Scalars['JSON']['output'];
  position: Scalars['Int']['output'];
  type: RoundType;
};

export type PublishFormPayload = {
  __typename: 'PublishFormPayload';
  /** failure: [{ path, code, params }] from checkDefinition */
  fieldErrors?: Maybe<Scalars['JSON']['output']>;
  form: Form;
  state: PublishState;
  /** The published version */
  version?: Maybe<FormVersion>;
};

/** spec-2 §4 publishing states ("publishing" is the client's pending state). */
export type PublishState =
  | 'failure'
  | 'success';

export type Query = {
  __typename: 'Query';
  /** The organisation's programmes with their details and counts, by name */
  adminPrograms: Array<AdminProgram>;
  /** The startups administration: the startups in the viewer's STARTUP_FILE:VIEW scope, by name, filtered and paged (administration roles). */
  adminStartups: AdminStartupsPage;
  /** An application's file: its applicant, staff on its funnel, or an evaluator assigned to it */
  application: Application;
  /** Evaluations of an application (staff of its funnel, its evaluators) */
  applicationEvaluations: ApplicationEvaluations;
  /** One of the viewer's exports: its status and, once done, its download address */
  applicationExport: ApplicationExport;
  /** An application's meeting round for its applicant or staff of its funnel (APPLICATION_ALL/APPLICATION_FLOW:VIEW, funnel admins); anyone else: NotFoundError. */
  applicationMeeting: ApplicationMeeting;
  applicationOverviewOptions: ApplicationOverviewOptions;
  /** The queue bar of an application's file (APPLICATION_OVERVIEW/QUEUE_BAR:VIEW), in the overview's filter */
  applicationQueue: ApplicationQueue;
  /** The applicant's form of a round of their application, with their answers (or pre-filled ones). */
  applicationRoundForm: ApplicationRoundForm;
  /** APPLICATION_DASHBOARD and the applicationsDashboard feature; counts the funnels the viewer reads */
  applicationsDashboard: ApplicationsDashboard;
  /** /application/overview: the applications the viewer reaches, 25 a page (page 1 first) */
  applicationsOverview: ApplicationPage;
  /** Whom the viewer may give a task: people, startups and (the team) role groups in scope */
  assigneeOptions: Array<AssigneeOptionGroup>;
  authMode: AuthMode;
  /** The applicant's review meeting availability (spec-1 §7): only the application's applicant, invited and not yet booked; anyone else NotFoundError. */
  availabilitiesByApplicationId: ApplicationMeetingAvailabilities;
  /** A host's availability: your own, or another user's with AVAILABILITY:EDIT. */
  availability: HostAvailability;
  /** How many of the organisation's background jobs are in each state (admin group). */
  backgroundJobCounts: BackgroundJobCounts;
  /** The organisation's background jobs in one state (admin group), at most `first` (1–100). */
  backgroundJobs: Array<BackgroundJob>;
  /** A batch operation, for its requester or the organisation's team (catching up after a reconnect) */
  batchOperation: BatchOperation;
  /** One meeting the viewer may see (an attendee, or COACHING_SESSION:DELETE / STARTUP_FILE:VIEW in scope of its startup). */
  calendarEvent?: Maybe<CalendarEvent>;
  /** Live meetings of some people (default: the viewer) overlapping [start, end) in seconds (≤ 1 year), soonest first. Without start and end: from the start of today in the viewer's zone to the same day a year later. Another person's need AVAILABILITY:EDIT. */
  calendarEvents: Array<CalendarEvent>;
  /** Whether the viewer has a personal calendar feed address. */
  calendarFeed: CalendarFeed;
  /** spec-1 §7 calendar link: an add-event address for a meeting (eventType "CalendarEvent") or an incubator event ("IncubatorEvent") the viewer may see. Fails with "An error occurred while generating the calendar link" (reason CALENDAR_LINK_FAILED). */
  calendarLink: Scalars['String']['output'];
  /** The active people the viewer's role may see (userAccess visibility), by name. */
  community: CommunityPage;
  criteriaForPermissions: Array<PermissionCriteria>;
  currentUser: CurrentUser;
  /** The permission keys of the signed-in user's role (docs/permissions.md). */
  currentUserPermissions: Array<Scalars['String']['output']>;
  customField?: Maybe<CustomField>;
  /** A user's or startup's values by field id (form answers), for those who may see the profile; NotFoundError otherwise. */
  customFieldValues: Scalars['JSON']['output'];
  /** The organisation's custom fields in their order (archived ones on request). */
  customFields: Array<CustomField>;
  /** The viewer's evaluation form for an application assigned to them in its current round */
  evaluationForm: EvaluationForm;
  /** The viewer's assigned applications: to evaluate first, then submitted */
  evaluationQueue: Array<EvaluationQueueItem>;
  /** The applications of an evaluation round with their evaluators (APPLICATION_FLOW:EDIT) */
  evaluationRoundAssignments: Array<RoundAssignment>;
  /** Who may evaluate, with their open assignments (APPLICATION_FLOW:EDIT on the funnel) */
  evaluatorWorkloads: Array<EvaluatorWorkload>;
  /** spec-1 §7 events for one customer: their meetings and registered events overlapping [start, end) in seconds (≤ 1 year), soonest first. Another person's need AVAILABILITY:EDIT. */
  eventsByCustomerId: Array<CalendarEvent>;
  /** Every feature flag of the organisation (spec-2 §6). */
  featureFlags: Array<FeatureFlag>;
  form?: Maybe<Form>;
  /** A response: to its respondent, or to whoever may read forms of its kind. */
  formResponse?: Maybe<FormResponse>;
  /** The submitted responses of a form, or of one of its versions. */
  formResponses: Array<FormResponse>;
  /** A published form the viewer may answer (decision 037), with their own newest response. */
  formToFill?: Maybe<FormToFill>;
  formVersion?: Maybe<FormVersion>;
  /** The forms the viewer may read, of one kind or all, most recently changed first. */
  forms: Array<Form>;
  /** The slots when every host is free. */
  freeSlotsOverlappingByCustomerIds: OverlappingFreeSlots;
  /** A funnel the viewer may list or edit (NotFound otherwise). */
  funnel: Funnel;
  /** What the funnel editor offers: to whoever may create a funnel or edit one (FUNNEL:CREATE, FUNNEL:EDIT, a funnel admin); empty lists for the rest of the team. */
  funnelSetupOptions: FunnelSetupOptions;
  /** The funnels the viewer may list: FUNNELS:VIEW:LIST (ALL: every one), and those they administer. */
  funnels: Array<Funnel>;
  /** Each host's free slots for a duration within an interval (seconds). */
  getFreeSlotsByCustomerIds: Array<FreeSlots>;
  /** The hosts' coaching settings; durations beyond the startup's remaining allocated minutes are left out. */
  getProfileCoachingMeetingSettings: Array<ProfileCoachingMeetingSettings>;
  /** The viewer's tour of the page at `location` (its path, e.g. /calendar), or null where no tour belongs (spec-2 §7 QuidedTour). */
  guidedTour?: Maybe<GuidedTour>;
  /** spec-1 §7 ICS file by id: a meeting's or a registered event's iCalendar file, if the viewer may see it. */
  icsFileById: IcsFile;
  /** The incubator (tenant) of the request host. Public: works without sign-in. */
  incubator: Incubator;
  /** One event (spec-1 §7 incubator event by id); NotFoundError if the viewer may not see it */
  incubatorEvent: IncubatorEvent;
  /** A published one-to-one event's booking options, for a user who may see the event (else NotFoundError). */
  incubatorEventBooking: IncubatorEventBooking;
  /** The events the viewer may see, upcoming or past, filtered, 25 a page */
  incubatorEvents: IncubatorEventPage;
  /** The plan's features and limits with usage (the admin group; /admin/settings/plan). */
  incubatorFullPlanInfo: IncubatorFullPlanInfo;
  /** The organisation's settings (admin group). */
  incubatorSettings: IncubatorSettings;
  /** The organisation's industries by name, with use counts. */
  industries: Array<Industry>;
  /** Whether the viewer may use a permission on the given records (data: startupId, userId; empty values are dropped). */
  isUserAuthorized: Scalars['Boolean']['output'];
  /** A lead (an application to a community funnel), for who may see its funnel's applications */
  lead: Lead;
  /** One plan: a startup's (STARTUP_FILE:VIEW in scope) or a template (STARTUP_MILESTONE:CREATE or EDIT) */
  milestonePlan: MilestonePlan;
  /** A startup's milestone plans (STARTUP_FILE:VIEW in scope; the milestones flag) */
  milestonePlans: StartupMilestonePlans;
  /** The organisation's milestone templates, the incubator plans (STARTUP_MILESTONE:CREATE or EDIT) */
  milestoneTemplates: Array<MilestonePlan>;
  /** One of the viewer's own applications (anyone else's: not found). */
  myApplication: MyApplication;
  /** The viewer's own applications, newest first. */
  myApplications: Array<MyApplication>;
  /** The viewer's type × channel grid and digest frequency. */
  notificationPreferences: NotificationPreferences;
  /** The viewer's notifications, newest first, 16 a page; `after` is the previous page's nextCursor. */
  notifications: NotificationPage;
  /** The funnels taking applications now (/application/new). */
  openFunnels: Array<PublicFunnel>;
  /** Every permission key of spec-2 §6, by area. */
  permissionCatalogue: Array<PermissionDefinition>;
  planInfo: PlanInfo;
  /** The startup portfolio: the startups in the viewer's STARTUP_FILE:VIEW scope (ALL, or their own and assigned), by name. */
  portfolio: PortfolioPage;
  /** The user or startup profile's layout form (user_profile / startup_profile), or null. */
  profileForm?: Maybe<Form>;
  /** A programme with its members and startups */
  program: AdminProgram;
  /** The organisation's programmes. */
  programs: Array<Program>;
  /** A published funnel's public page; null when unknown or not published. */
  publicFunnel?: Maybe<PublicFunnel>;
  /** The organisation's roles, built-in and custom, with their permissions and visibility. */
  roles: Array<Role>;
  /** spec-2 §7: the set-up steps of a startup's file the viewer could do, each done or not, with where (STARTUP_FILE:VIEW in scope). */
  setUpForStartupLinks: Array<StartupSetUpLink>;
  /** The public preview of a form by its share address; null when there is none. */
  sharedForm?: Maybe<SharedForm>;
  /** Active people to pick in the startups administration: supporters to assign, cofounders for a new startup (administration roles). */
  startupAdminPeople: Array<StartupAdminPerson>;
  /** A startup's applications, newest first (STARTUP_FILE:VIEW with the startup in scope; else NotFound) */
  startupApplications: Array<StartupApplication>;
  /** Coaches, mentors, experts and the team who could be assigned to the startup (the team). */
  startupConnectionCandidates: Array<UserCard>;
  /** A startup's connections and the hours balance with each (STARTUP_FILE:VIEW in scope). */
  startupConnections: Array<StartupConnection>;
  /** A startup's folders and documents (STARTUP_FILE:VIEW in scope, the plan's startup documents). */
  startupDocuments: StartupDocuments;
  /** A startup's timeline (spec-2 §7; STARTUP_FILE:VIEW in scope), private posts for staff only */
  startupEventTimeline: TimelinePage;
  /** One of the viewer's startup exports: its status and, once done, its download address */
  startupExport: StartupExport;
  /** The viewer's latest exports of a startup they may export, newest first */
  startupExports: Array<StartupExport>;
  /** A startup's file header (STARTUP_FILE:VIEW in scope); without id, the viewer's own first startup. Null when not found. */
  startupFile?: Maybe<StartupFile>;
  /** spec-1 §7: the plan's startup limit and the number of startups (who may create one). */
  startupLimits: StartupLimits;
  /** Cofounders of the organisation who could join the startup, by name (at most 20). */
  startupMemberCandidates: Array<UserCard>;
  /** A startup's tasks due in [after, before) (STARTUP_FILE:VIEW in scope) */
  startupTasks: TaskPage;
  /** The startups the viewer's role may see (startupAccess visibility), by name. */
  startups: Array<StartupListItem>;
  /** One list of tags by name. Event tags and topics: every signed-in user; other kinds: TAGS_EDITOR:VIEW or a key that shows or assigns them (docs/tags.md). */
  tags: Array<Tag>;
  /** The tasks button's badge (spec-1 §4) */
  taskBadge: TaskBadge;
  /** A task list: MINE (given to the viewer), USERS or STARTUPS (the team: in their scope); one section or window, 15 a page. */
  tasks: TaskPage;
  /** The badge: items since the viewer last opened the panel (at most 100), and when that was. */
  unseenNotifications: UnseenNotifications;
  /** A person's own updates and comments, in the startups the viewer may read (STARTUP_FILE:VIEW scope) */
  userTimeline: TimelinePage;
  /** The organisation's users, a page at a time (user management). */
  users: UserPage;
  usersByIds: Array<UserCard>;
  /** A token (one hour, this user of this organisation) that a video answer's upload sends as x-video-token; null unless the videoQuestions feature is on. Without it the renderer hides video questions. */
  videoQuestionToken?: Maybe<Scalars['String']['output']>;
};


export type QueryAdminStartupsArgs = {
  filter?: InputMaybe<AdminStartupsFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryApplicationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryApplicationEvaluationsArgs = {
  applicationId: Scalars['ID']['input'];
};


export type QueryApplicationExportArgs = {
  id: Scalars['ID']['input'];
};


export type QueryApplicationMeetingArgs = {
  applicationId: Scalars['ID']['input'];
};


export type QueryApplicationQueueArgs = {
  applicationId: Scalars['ID']['input'];
  filter?: InputMaybe<ApplicationOverviewFilter>;
};


export type QueryApplicationRoundFormArgs = {
  applicationId: Scalars['ID']['input'];
  roundId: Scalars['ID']['input'];
};


export type QueryApplicationsDashboardArgs = {
  filter?: InputMaybe<ApplicationsDashboardFilter>;
};


export type QueryApplicationsOverviewArgs = {
  filter?: InputMaybe<ApplicationOverviewFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAssigneeOptionsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAvailabilitiesByApplicationIdArgs = {
  applicationId: Scalars['ID']['input'];
};


export type QueryAvailabilityArgs = {
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryBackgroundJobsArgs = {
  filter: BackgroundJobFilter;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryBatchOperationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCalendarEventArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCalendarEventsArgs = {
  customerIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  end?: InputMaybe<Scalars['Int']['input']>;
  start?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCalendarLinkArgs = {
  calendarType: CalendarType;
  eventId: Scalars['ID']['input'];
  eventType: Scalars['String']['input'];
};


export type QueryCommunityArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCriteriaForPermissionsArgs = {
  permissions: Array<Scalars['String']['input']>;
};


export type QueryCustomFieldArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCustomFieldValuesArgs = {
  entity: CustomFieldEntity;
  entityId: Scalars['ID']['input'];
};


export type QueryCustomFieldsArgs = {
  entity?: InputMaybe<CustomFieldEntity>;
  includeArchived?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryEvaluationFormArgs = {
  applicationId: Scalars['ID']['input'];
};


export type QueryEvaluationRoundAssignmentsArgs = {
  roundId: Scalars['ID']['input'];
};


export type QueryEvaluatorWorkloadsArgs = {
  funnelId: Scalars['ID']['input'];
};


export type QueryEventsByCustomerIdArgs = {
  customerId: Scalars['ID']['input'];
  end: Scalars['Int']['input'];
  start: Scalars['Int']['input'];
};


export type QueryFormArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFormResponseArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFormResponsesArgs = {
  formId: Scalars['ID']['input'];
  versionId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryFormToFillArgs = {
  formId: Scalars['ID']['input'];
};


export type QueryFormVersionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFormsArgs = {
  kind?: InputMaybe<FormKind>;
};


export type QueryFreeSlotsOverlappingByCustomerIdsArgs = {
  customerIds: Array<Scalars['ID']['input']>;
  durationInMinutes: Scalars['Int']['input'];
  excludeEventId?: InputMaybe<Scalars['ID']['input']>;
  interval: IntervalInput;
};


export type QueryFunnelArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFunnelSetupOptionsArgs = {
  locale?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetFreeSlotsByCustomerIdsArgs = {
  customerIds: Array<Scalars['ID']['input']>;
  durationInMinutes: Scalars['Int']['input'];
  excludeEventId?: InputMaybe<Scalars['ID']['input']>;
  interval: IntervalInput;
};


export type QueryGetProfileCoachingMeetingSettingsArgs = {
  startupId?: InputMaybe<Scalars['ID']['input']>;
  userIds: Array<Scalars['ID']['input']>;
};


export type QueryGuidedTourArgs = {
  location: Scalars['String']['input'];
};


export type QueryIcsFileByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryIncubatorEventArgs = {
  id: Scalars['ID']['input'];
};


export type QueryIncubatorEventBookingArgs = {
  eventId: Scalars['ID']['input'];
};


export type QueryIncubatorEventsArgs = {
  filter?: InputMaybe<IncubatorEventFilter>;
};


export type QueryIsUserAuthorizedArgs = {
  data?: InputMaybe<Array<KeyValueInput>>;
  permission: Scalars['String']['input'];
};


export type QueryLeadArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMilestonePlanArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMilestonePlansArgs = {
  startupId: Scalars['ID']['input'];
};


export type QueryMyApplicationArgs = {
  applicationId: Scalars['ID']['input'];
};


export type QueryNotificationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPortfolioArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryProfileFormArgs = {
  entity: CustomFieldEntity;
};


export type QueryProgramArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPublicFunnelArgs = {
  slug: Scalars['String']['input'];
};


export type QuerySetUpForStartupLinksArgs = {
  startupId: Scalars['ID']['input'];
};


export type QuerySharedFormArgs = {
  uuid: Scalars['ID']['input'];
};


export type QueryStartupAdminPeopleArgs = {
  group: StartupAdminPeopleGroup;
  limit?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryStartupApplicationsArgs = {
  startupId: Scalars['ID']['input'];
};


export type QueryStartupConnectionCandidatesArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  startupId: Scalars['ID']['input'];
};


export type QueryStartupConnectionsArgs = {
  startupId: Scalars['ID']['input'];
};


export type QueryStartupDocumentsArgs = {
  startupId: Scalars['ID']['input'];
};


export type QueryStartupEventTimelineArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  startupId: Scalars['ID']['input'];
  types?: InputMaybe<Array<TimelinePostFilter>>;
};


export type QueryStartupExportArgs = {
  id: Scalars['ID']['input'];
};


export type QueryStartupExportsArgs = {
  startupId: Scalars['ID']['input'];
};


export type QueryStartupFileArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryStartupMemberCandidatesArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  startupId: Scalars['ID']['input'];
};


export type QueryStartupTasksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  startupId: Scalars['ID']['input'];
};


export type QueryStartupsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryTagsArgs = {
  kind: TagKind;
};


export type QueryTasksArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  queryOptions?: InputMaybe<TaskQueryOptions>;
  section?: InputMaybe<TaskSection>;
  tab?: InputMaybe<TaskTab>;
};


export type QueryUserTimelineArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  filter?: InputMaybe<UserFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryUsersByIdsArgs = {
  ids: Array<Scalars['ID']['input']>;
};

export type Reapply = {
  __typename: 'Reapply';
  cooldownDays: Scalars['Int']['output'];
  rule: ReapplyRule;
};

export type ReapplyInput = {
  cooldownDays: Scalars['Int']['input'];
  rule: ReapplyRule;
};

export type ReapplyRule =
  | 'after_rejection'
  | 'always'
  | 'never';

export type RegistrationNoticePeriod = {
  __typename: 'RegistrationNoticePeriod';
  meetingRegistrationHasNoticePeriod: Scalars['Boolean']['output'];
  periodUnit?: Maybe<NoticePeriodUnit>;
  periodValue?: Maybe<Scalars['Int']['output']>;
};

export type RegistrationNoticePeriodInput = {
  meetingRegistrationHasNoticePeriod: Scalars['Boolean']['input'];
  periodUnit?: InputMaybe<NoticePeriodUnit>;
  periodValue?: InputMaybe<Scalars['Int']['input']>;
};

export type Role = {
  __typename: 'Role';
  /** employee, network, evaluator or other */
  category: Scalars['String']['output'];
  /** False for the System role */
  editable: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  isCustom: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  permissions: Array<RolePermission>;
  startupAccess: StartupAccess;
  /** The built-in type (a custom role's template) */
  type: Scalars['String']['output'];
  userAccess: UserAccess;
  userCount: Scalars['Int']['output'];
};

export type RolePermission = {
  __typename: 'RolePermission';
  criteria: Scalars['String']['output'];
  key: Scalars['String']['output'];
};

export type RoleSummary = {
  __typename: 'RoleSummary';
  id: Scalars['ID']['output'];
  isCustom: Scalars['Boolean']['output'];
  /** 'Founder' for a cofounder alone in their startup(s) */
  label: Scalars['String']['output'];
  startupAccess: StartupAccess;
  type: Scalars['String']['output'];
  userAccess: UserAccess;
};

export type Round = {
  __typename: 'Round';
  blind: Scalars['Boolean']['output'];
  /** The round's e-mails: to the funnel's readers (FUNNELS:VIEW:LIST, FUNNEL:EDIT) and those who decide its applications */
  emails: Array<RoundEmail>;
  evaluatorsPerApplication: Scalars['Int']['output'];
  formId?: Maybe<Scalars['ID']['output']>;
  funnelId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  meeting?: Maybe<RoundMeeting>;
  /** Localised text: { language: text } */
  name: Scalars['JSON']['output'];
  position: Scalars['Int']['output'];
  type: RoundType;
};

/** An application of an evaluation round with its evaluators (the assignment page) */
export type RoundAssignment = {
  __typename: 'RoundAssignment';
  /** Null while the viewer evaluates it blind */
  applicantName?: Maybe<Scalars['String']['output']>;
  applicationId: Scalars['ID']['output'];
  conflictEvaluatorIds: Array<Scalars['ID']['output']>;
  evaluators: Array<AssignedEvaluator>;
  status: ApplicationStatus;
};

export type RoundEmail = {
  __typename: 'RoundEmail';
  /** Localised text: { language: text } */
  body: Scalars['JSON']['output'];
  delayHours: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  kind: RoundEmailKind;
  /** Localised text: { language: text } */
  reason?: Maybe<Scalars['JSON']['output']>;
  roundId: Scalars['ID']['output'];
  /** Localised text: { language: text } */
  subject: Scalars['JSON']['output'];
  timing: EmailTiming;
};

export type RoundEmailInput = {
  /** Localised text: { language: text } */
  body: Scalars['JSON']['input'];
  /** Scheduled: 1–720 hours after the decision or invitation */
  delayHours?: InputMaybe<Scalars['Int']['input']>;
  /** Absent: a new e-mail */
  id?: InputMaybe<Scalars['ID']['input']>;
  kind: RoundEmailKind;
  /** Rejection e-mails: the reason staff pick */
  reason?: InputMaybe<Scalars['JSON']['input']>;
  /** Localised text: { language: text } */
  subject: Scalars['JSON']['input'];
  timing: EmailTiming;
};

export type RoundEmailKind =
  | 'acceptance'
  | 'invitation'
  | 'rejection'
  | 'reminder';

export type RoundInput = {
  blind?: InputMaybe<Scalars['Boolean']['input']>;
  evaluatorsPerApplication?: InputMaybe<Scalars['Int']['input']>;
  formId?: InputMaybe<Scalars['ID']['input']>;
  /** Absent: a new round, last */
  id?: InputMaybe<Scalars['ID']['input']>;
  meeting?: InputMaybe<RoundMeetingInput>;
  /** Localised text: { language: text } */
  name: Scalars['JSON']['input'];
  type: RoundType;
};

/** A meeting round's meeting (spec-1 §3 Application meeting details). */
export type RoundMeeting = {
  __typename: 'RoundMeeting';
  durationMinutes: Scalars['Int']['output'];
  hostIds: Array<Scalars['ID']['output']>;
  incrementMinutes?: Maybe<Scalars['Int']['output']>;
  location?: Maybe<Scalars['String']['output']>;
  mode: MeetingMode;
};

export type RoundMeetingInput = {
  durationMinutes: Scalars['Int']['input'];
  hostIds: Array<Scalars['ID']['input']>;
  incrementMinutes?: InputMaybe<Scalars['Int']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
  mode: MeetingModeInput;
};

export type RoundType =
  | 'evaluation'
  | 'form'
  | 'meeting';

export type Session = {
  __typename: 'Session';
  id: Scalars['ID']['output'];
  status: Scalars['String']['output'];
};

export type SessionLoggedOut = {
  __typename: 'SessionLoggedOut';
  reason: Scalars['String']['output'];
  sessionId: Scalars['ID']['output'];
};

/** A form's public preview (/share/forms/:uuid): its published version, else its draft. */
export type SharedForm = {
  __typename: 'SharedForm';
  definition: Scalars['JSON']['output'];
  kind: FormKind;
  title: Scalars['String']['output'];
  versionNumber: Scalars['Int']['output'];
};

export type SidebarPalette = {
  __typename: 'SidebarPalette';
  activeItemBackgroundColor: Scalars['String']['output'];
  activeItemTextColor: Scalars['String']['output'];
  activeSubItemTextColor: Scalars['String']['output'];
  backgroundColor: Scalars['String']['output'];
  logoType: Scalars['String']['output'];
  textColor: Scalars['String']['output'];
};

export type SidebarPaletteInput = {
  activeItemBackgroundColor: Scalars['String']['input'];
  activeItemTextColor: Scalars['String']['input'];
  activeSubItemTextColor: Scalars['String']['input'];
  backgroundColor: Scalars['String']['input'];
  /** DEFAULT or WHITE */
  logoType: Scalars['String']['input'];
  textColor: Scalars['String']['input'];
};

/** A slot, in seconds since the epoch. */
export type SlotRange = {
  __typename: 'SlotRange';
  end: Scalars['Int']['output'];
  start: Scalars['Int']['output'];
};

export type StartApplicationBatchInput = {
  action: ApplicationBatchAction;
  applicationIds: Array<Scalars['ID']['input']>;
  /** ASSIGN_EVALUATORS (default manual) */
  assignMode?: InputMaybe<ApplicationBatchAssignMode>;
  /** ASSIGN_EVALUATORS */
  evaluatorIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** ACCEPT / REJECT: reviewer comments for the applicant go out with the e-mail */
  includeReviewerComments?: InputMaybe<Scalars['Boolean']['input']>;
  /** REJECT: the rejection e-mail (reason) of each funnel; applications of a funnel without one get no e-mail */
  rejectionEmailIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** MOVE_ROUND: the round (of the applications' funnel) */
  roundId?: InputMaybe<Scalars['ID']['input']>;
  /** TAG: tags added (those already there stay) */
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type StartStartupBatchInput = {
  action: StartupBatchAction;
  /** ASSIGN_USER: the hours allocated, in minutes (without it, a connection keeps its own) */
  minutesAllocated?: InputMaybe<Scalars['Int']['input']>;
  /** ADD_TO_PROGRAM / REMOVE_FROM_PROGRAM */
  programId?: InputMaybe<Scalars['ID']['input']>;
  startupIds: Array<Scalars['ID']['input']>;
  /** TAG: startup tags added (those already there stay) */
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** ASSIGN_USER / UNASSIGN_USER: a coach, mentor, expert or team member */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type StartUserBatchInput = {
  action: UserBatchAction;
  /** ADD_TO_PROGRAM / REMOVE_FROM_PROGRAM */
  programId?: InputMaybe<Scalars['ID']['input']>;
  /** ASSIGN_STARTUPS: each user supports these startups (added) */
  startupIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  userIds: Array<Scalars['ID']['input']>;
};

/** Which startups the role sees: ALL, ASSIGNED, NONE or SELECTED (the startups of the user's programs). */
export type StartupAccess = {
  __typename: 'StartupAccess';
  visibilitySettings: Scalars['String']['output'];
};

export type StartupAccessInput = {
  visibilitySettings: Scalars['String']['input'];
};

/** SUPPORTERS: coaches, mentors, experts and the team; COFOUNDERS: cofounders */
export type StartupAdminPeopleGroup =
  | 'COFOUNDERS'
  | 'SUPPORTERS';

export type StartupAdminPerson = {
  __typename: 'StartupAdminPerson';
  email: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  roleName: Scalars['String']['output'];
};

/** One of a startup's applications as the viewer may see it: staff of its funnel see it whole, others as its applicant would */
export type StartupApplication = {
  __typename: 'StartupApplication';
  /** For staff of its funnel and the startup's cofounders */
  applicantName?: Maybe<Scalars['String']['output']>;
  /** ISO 8601 */
  createdAt: Scalars['String']['output'];
  /** ISO 8601 */
  decidedAt?: Maybe<Scalars['String']['output']>;
  /** Staff: the funnel's name; others: its public name in their language */
  funnelName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Where the viewer opens it, if they may */
  link?: Maybe<Scalars['String']['output']>;
  roundName?: Maybe<Scalars['String']['output']>;
  roundPosition?: Maybe<Scalars['Int']['output']>;
  staffView: Scalars['Boolean']['output'];
  /** Others than staff: the applicant's view (pending decisions read as under review) */
  status: ApplicationStatus;
  /** ISO 8601 */
  submittedAt?: Maybe<Scalars['String']['output']>;
};

export type StartupBatchAction =
  | 'ADD_TO_PROGRAM'
  | 'ASSIGN_USER'
  | 'DELETE'
  | 'REMOVE_FROM_PROGRAM'
  | 'TAG'
  | 'UNASSIGN_USER';

/** The update and the operation's counts after it (startup batch operations) */
export type StartupBatchOperationUpdate = {
  __typename: 'StartupBatchOperationUpdate';
  /** An ITEM_FAILED update's reason code */
  error?: Maybe<Scalars['String']['output']>;
  failed: Scalars['Int']['output'];
  operationId: Scalars['ID']['output'];
  overall: BatchOverall;
  /** The startup of an ITEM_* update */
  startupId?: Maybe<Scalars['ID']['output']>;
  succeeded: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  updateType: BatchUpdateType;
  validation: BatchValidation;
};

/** A startup's assigned user and the hours balance between them (spec-2 Connection). */
export type StartupConnection = {
  __typename: 'StartupConnection';
  assignedUser: UserCard;
  availableDurationsInMins: Array<Scalars['Int']['output']>;
  hourAllocationRequired: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  minutesAllocated: Scalars['Int']['output'];
  /** Booked meetings still to come */
  minutesPending: Scalars['Int']['output'];
  minutesRemaining: Scalars['Int']['output'];
  /** Meetings already over */
  minutesUsed: Scalars['Int']['output'];
  startupId: Scalars['ID']['output'];
  takesBookings: Scalars['Boolean']['output'];
};

/** One file of a startup's documents. */
export type StartupDocument = {
  __typename: 'StartupDocument';
  /** Sniffed from the content */
  contentType?: Maybe<Scalars['String']['output']>;
  /** ISO 8601 */
  createdAt: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** The uploaded file's name */
  fileName?: Maybe<Scalars['String']['output']>;
  /** Null: at the top, in no folder */
  folderId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  /** file or link */
  kind: Scalars['String']['output'];
  name: Scalars['String']['output'];
  sizeBytes: Scalars['Int']['output'];
  startupId: Scalars['ID']['output'];
  /** ISO 8601 */
  updatedAt: Scalars['String']['output'];
  uploadedById?: Maybe<Scalars['ID']['output']>;
  uploadedByName?: Maybe<Scalars['String']['output']>;
  /** The file's bytes (GET with the bearer token), or the link */
  url?: Maybe<Scalars['String']['output']>;
};

/** A folder of a startup's documents. */
export type StartupDocumentFolder = {
  __typename: 'StartupDocumentFolder';
  /** ISO 8601 */
  createdAt: Scalars['String']['output'];
  /** How many documents it holds (null in a mutation's answer: read the list again) */
  documentCount?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  startupId: Scalars['ID']['output'];
};

/** A startup's documents tab: its folders (by name) and documents (newest first). */
export type StartupDocuments = {
  __typename: 'StartupDocuments';
  /** Whether the viewer may add, change and delete (a member or a team role) */
  canEdit: Scalars['Boolean']['output'];
  documents: Array<StartupDocument>;
  folders: Array<StartupDocumentFolder>;
  startupId: Scalars['ID']['output'];
};

/** A startup's data as an Excel workbook, made by a job; only its requester reads it */
export type StartupExport = {
  __typename: 'StartupExport';
  /** ISO 8601 */
  createdAt: Scalars['String']['output'];
  /** Once done: the file's address (read with the bearer token) */
  downloadUrl?: Maybe<Scalars['String']['output']>;
  error?: Maybe<Scalars['String']['output']>;
  /** ISO 8601 */
  finishedAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  startupId: Scalars['ID']['output'];
  status: StartupExportStatus;
};

export type StartupExportStatus =
  | 'done'
  | 'failed'
  | 'queued'
  | 'running';

export type StartupFile = {
  __typename: 'StartupFile';
  /** ISO 8601 */
  createdAt: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  foundingYear?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  /** STARTUP:INDUSTRY:VIEW. Null without the VIEW key (docs/tags.md). */
  industries?: Maybe<Array<IndustryCard>>;
  logo?: Maybe<Scalars['String']['output']>;
  members: Array<StartupPerson>;
  name: Scalars['String']['output'];
  /** Its members with their roles, by the date they joined */
  people: Array<StartupFileMember>;
  programs: Array<Program>;
  /** TAGS:STARTUP:VIEW. Null without the VIEW key (docs/tags.md). */
  tags?: Maybe<Array<TagCard>>;
  viewerIsMember: Scalars['Boolean']['output'];
  viewerMayTag: StartupTagRights;
  viewerRights: StartupFileRights;
  website?: Maybe<Scalars['String']['output']>;
};

/** A member (cofounder) of a startup with their role in it. */
export type StartupFileMember = {
  __typename: 'StartupFileMember';
  /** The user's id */
  id: Scalars['ID']['output'];
  /** ISO 8601 */
  joinedAt: Scalars['String']['output'];
  /** CEO, CTO…: free text */
  role?: Maybe<Scalars['String']['output']>;
  user: UserCard;
};

/** What the viewer may change of the file (docs/startup-file.md). */
export type StartupFileRights = {
  __typename: 'StartupFileRights';
  /** The team (Admin, Admin & Coach, Sub-Admin, Staff) with the file in scope */
  mayEditConnections: Scalars['Boolean']['output'];
  /** STARTUP/ASSIGNATION_MEMBERS:EDIT in scope */
  mayEditMembers: Scalars['Boolean']['output'];
  /** STARTUP/NAME:EDIT in scope */
  mayEditName: Scalars['Boolean']['output'];
  /** Logo, website, founding year, description: its members or who may rename it */
  mayEditProfile: Scalars['Boolean']['output'];
};

/** The plan's startup limit (0 = unlimited) and how many startups there are. */
export type StartupLimits = {
  __typename: 'StartupLimits';
  current: Scalars['Int']['output'];
  max: Scalars['Int']['output'];
};

export type StartupListItem = {
  __typename: 'StartupListItem';
  id: Scalars['ID']['output'];
  /** STARTUP:INDUSTRY:VIEW. Null without the VIEW key (docs/tags.md). */
  industries?: Maybe<Array<IndustryCard>>;
  name: Scalars['String']['output'];
  people: Array<StartupPerson>;
  /** TAGS:STARTUP:VIEW. Null without the VIEW key (docs/tags.md). */
  tags?: Maybe<Array<TagCard>>;
  website?: Maybe<Scalars['String']['output']>;
};

export type StartupMilestonePlans = {
  __typename: 'StartupMilestonePlans';
  plans: Array<MilestonePlan>;
  startupId: Scalars['ID']['output'];
  /** STARTUP_MILESTONE:CREATE reaches the startup */
  viewerCanCreate: Scalars['Boolean']['output'];
  /** STARTUP_MILESTONE:CREATE for all startups: a plan may be copied as a template */
  viewerCanCreateTemplates: Scalars['Boolean']['output'];
};

/** The organisation's word for 'startup', per language (spec-2 §3). */
export type StartupNameAlternative = {
  __typename: 'StartupNameAlternative';
  active: Scalars['Boolean']['output'];
  label: Array<StartupNameLabel>;
};

export type StartupNameAlternativeInput = {
  active: Scalars['Boolean']['input'];
  label: Array<StartupNameLabelInput>;
};

export type StartupNameLabel = {
  __typename: 'StartupNameLabel';
  language: Scalars['String']['output'];
  plural?: Maybe<Scalars['String']['output']>;
  value: Scalars['String']['output'];
};

export type StartupNameLabelInput = {
  language: Scalars['String']['input'];
  plural?: InputMaybe<Scalars['String']['input']>;
  value: Scalars['String']['input'];
};

export type StartupPerson = {
  __typename: 'StartupPerson';
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type StartupSetUpLink = {
  __typename: 'StartupSetUpLink';
  done: Scalars['Boolean']['output'];
  key: StartupSetUpStep;
  path: Scalars['String']['output'];
};

export type StartupSetUpStep =
  | 'cofounder'
  | 'description'
  | 'foundingYear'
  | 'industries'
  | 'logo'
  | 'website';

export type StartupSummary = {
  __typename: 'StartupSummary';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** What the viewer may change of a startup's tags and industries. */
export type StartupTagRights = {
  __typename: 'StartupTagRights';
  addIndustries: Scalars['Boolean']['output'];
  addTags: Scalars['Boolean']['output'];
  removeIndustries: Scalars['Boolean']['output'];
  removeTags: Scalars['Boolean']['output'];
};

export type Subscription = {
  __typename: 'Subscription';
  /** Fires when the viewer's role, or its permissions or visibility, change: reload access. */
  accessChanged: AccessChange;
  /** Progress of a application batch operation: a SNAPSHOT first, then each item, then FINISHED */
  applicationBatchOperationUpdated: ApplicationBatchOperationUpdate;
  /** Fires when the request tenant's public settings (branding, SEO, login settings) change. */
  incubatorUpdated: Incubator;
  /** Fires for each new notification of the signed-in user (on any server instance). */
  notificationCreated: Notification;
  /** Fires when this session ends elsewhere (takeover, password reset, deactivation). */
  sessionLoggedOut: SessionLoggedOut;
  /** Progress of a startup batch operation: a SNAPSHOT first, then each item, then FINISHED */
  startupBatchOperationUpdated: StartupBatchOperationUpdate;
  /** A task entered (ADDED), left (REMOVED) or changed in (UPDATED) the viewer's list */
  tasksUpdatedForUser: TaskUpdate;
  /** Progress of a user batch operation: a SNAPSHOT first, then each item, then FINISHED */
  userBatchOperationUpdated: UserBatchOperationUpdate;
};


export type SubscriptionApplicationBatchOperationUpdatedArgs = {
  operationId: Scalars['ID']['input'];
};


export type SubscriptionSessionLoggedOutArgs = {
  sessionId: Scalars['ID']['input'];
};


export type SubscriptionStartupBatchOperationUpdatedArgs = {
  operationId: Scalars['ID']['input'];
};


export type SubscriptionTasksUpdatedForUserArgs = {
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionUserBatchOperationUpdatedArgs = {
  operationId: Scalars['ID']['input'];
};

/** A tag of one of the organisation's lists, with how many records carry it. */
export type Tag = {
  __typename: 'Tag';
  /** #rrggbb */
  color: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: TagKind;
  name: Scalars['String']['output'];
  /** Users, startups and other records carrying it */
  useCount: Scalars['Int']['output'];
};

/** A tag as records carry it (spec: _id, name, color). */
export type TagCard = {
  __typename: 'TagCard';
  color: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: TagKind;
  name: Scalars['String']['output'];
};

export type TagKind =
  | 'application'
  | 'community'
  | 'event'
  | 'mentortag'
  | 'startup'
  | 'topic'
  | 'user';

/** A task (spec-1 §3); docs/tasks.md */
export type Task = {
  __typename: 'Task';
  approvalStatus: TaskApprovalStatus;
  assignees: Array<TaskAssignee>;
  automated: Scalars['Boolean']['output'];
  /** The viewer may edit and delete it */
  canEdit: Scalars['Boolean']['output'];
  completionStatus: TaskCompletionStatus;
  createdAt: Scalars['String']['output'];
  createdBy?: Maybe<TaskPerson>;
  /** ISO 8601 */
  dueDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isGroupTask: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  startup?: Maybe<TaskStartup>;
  /** A task tag of spec-2 §9 (non-tagged, marketing, sales…) */
  tag: Scalars['String']['output'];
  /** MANUAL, or an automated task's kind (PROFILE) */
  taskType: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  url?: Maybe<Scalars['String']['output']>;
};

export type TaskApprovalStatus =
  | 'APPROVED'
  | 'DENIED'
  | 'PENDING';

export type TaskAssignee = {
  __typename: 'TaskAssignee';
  /** ISO 8601 */
  completedAt?: Maybe<Scalars['String']['output']>;
  done: Scalars['Boolean']['output'];
  status: TaskApprovalStatus;
  type: TaskAssigneeType;
  user: TaskPerson;
  /** The user id, startup id or role type named */
  value: Scalars['String']['output'];
};

export type TaskAssigneeInput = {
  type: TaskAssigneeType;
  /** A user id, a startup id or a role type */
  value: Scalars['ID']['input'];
};

export type TaskAssigneeType =
  | 'ROLE'
  | 'STARTUP'
  | 'USER';

/** The tasks button's count: approved, open tasks due by the end of tomorrow (viewer's zone) */
export type TaskBadge = {
  __typename: 'TaskBadge';
  count: Scalars['Int']['output'];
  /** The end of tomorrow, ISO 8601 */
  horizon: Scalars['String']['output'];
  todayEnd: Scalars['String']['output'];
  todayStart: Scalars['String']['output'];
};

export type TaskCompletionStatus =
  | 'COMPLETED'
  | 'PENDING';

export type TaskPage = {
  __typename: 'TaskPage';
  /** The cursor of the next page */
  next?: Maybe<Scalars['String']['output']>;
  /** The cursor this page was read from */
  prev?: Maybe<Scalars['String']['output']>;
  results: Array<Task>;
  totalCount: Scalars['Int']['output'];
};

export type TaskPerson = {
  __typename: 'TaskPerson';
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type TaskQueryOptions = {
  /** Due at or after (ISO 8601) */
  after?: InputMaybe<Scalars['String']['input']>;
  approvalStatus?: InputMaybe<TaskApprovalStatus>;
  /** Due before (ISO 8601) */
  before?: InputMaybe<Scalars['String']['input']>;
  completionStatus?: InputMaybe<TaskCompletionStatus>;
};

/** Due before today, today, or from tomorrow on, in the viewer's time zone */
export type TaskSection =
  | 'FUTURE'
  | 'OVERDUE'
  | 'TODAY';

export type TaskStartup = {
  __typename: 'TaskStartup';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type TaskStub = {
  __typename: 'TaskStub';
  approvalStatus: TaskApprovalStatus;
  dueDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** My Tasks, User's Tasks (the team), Startups' tasks (the team) */
export type TaskTab =
  | 'MINE'
  | 'STARTUPS'
  | 'USERS';

export type TaskUpdate = {
  __typename: 'TaskUpdate';
  task: TaskStub;
  taskId: Scalars['ID']['output'];
  /** ADDED, REMOVED or UPDATED */
  updateType: Scalars['String']['output'];
};

export type TermsAndServices = {
  __typename: 'TermsAndServices';
  url?: Maybe<Scalars['String']['output']>;
};

/** A file of an Event post (attachments module) */
export type TimelineAttachment = {
  __typename: 'TimelineAttachment';
  fileType?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The address to view it as PDF: the file itself when it is a PDF (no conversion of other types) */
  pdfUrl?: Maybe<Scalars['String']['output']>;
  url: Scalars['String']['output'];
};

export type TimelineChangelog = {
  __typename: 'TimelineChangelog';
  changeTime?: Maybe<Scalars['String']['output']>;
  groupId?: Maybe<Scalars['String']['output']>;
  newValue?: Maybe<Scalars['String']['output']>;
  oldValue?: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
};

/** A submitted metric value (spec-2 §3 data items) */
export type TimelineDataItem = {
  __typename: 'TimelineDataItem';
  /** metadata.change */
  change?: Maybe<Scalars['String']['output']>;
  dateValue?: Maybe<Scalars['String']['output']>;
  /** metadata.diff */
  diff?: Maybe<Scalars['Float']['output']>;
  isPoint0: Scalars['Boolean']['output'];
  metric: TimelineMetric;
  unit?: Maybe<Scalars['String']['output']>;
  useArrow: Scalars['Boolean']['output'];
  value?: Maybe<Scalars['Float']['output']>;
};

export type TimelineEditedBy = {
  __typename: 'TimelineEditedBy';
  editedAt?: Maybe<Scalars['String']['output']>;
  /** Who edited, by name */
  editedBy: Scalars['String']['output'];
};

/** An e-mail of the thread; its delivery meta is null without TIMELINE/EMAIL_THREAD_META:VIEW */
export type TimelineEmailMessage = {
  __typename: 'TimelineEmailMessage';
  bcc: Array<Scalars['String']['output']>;
  cc: Array<Scalars['String']['output']>;
  emailContent: Scalars['String']['output'];
  id?: Maybe<Scalars['ID']['output']>;
  isBounced?: Maybe<Scalars['Boolean']['output']>;
  isDeferred?: Maybe<Scalars['Boolean']['output']>;
  isDelivered?: Maybe<Scalars['Boolean']['output']>;
  isDropped?: Maybe<Scalars['Boolean']['output']>;
  isMarkedAsSpam?: Maybe<Scalars['Boolean']['output']>;
  lastOpenedAt?: Maybe<Scalars['String']['output']>;
  numberOfTimesOpened?: Maybe<Scalars['Int']['output']>;
  recipients: Array<TimelineEmailRecipient>;
  subject: Scalars['String']['output'];
};

export type TimelineEmailRecipient = {
  __typename: 'TimelineEmailRecipient';
  email: Scalars['String']['output'];
  user?: Maybe<TimelinePerson>;
};

export type TimelineMetric = {
  __typename: 'TimelineMetric';
  id?: Maybe<Scalars['ID']['output']>;
  name: Scalars['String']['output'];
};

/** A page of posts, newest first; the first page also has the pinned posts, which pages leave out */
export type TimelinePage = {
  __typename: 'TimelinePage';
  /** Null on the last page */
  nextCursor?: Maybe<Scalars['String']['output']>;
  pinned: Array<TimelinePost>;
  results: Array<TimelinePost>;
  viewerMay: TimelineViewerMay;
};

/** A person named in a post's data (an id when they are a user of the organisation) */
export type TimelinePerson = {
  __typename: 'TimelinePerson';
  fullName: Scalars['String']['output'];
  gender?: Maybe<Scalars['String']['output']>;
  id?: Maybe<Scalars['ID']['output']>;
};

/** A post of the startup timeline, of one of the kinds of spec-2 §3 */
export type TimelinePost = CoachingInvitePost | CoachingSessionPost | DataCategorizationSkip | DataCategorizationUpdate | DataDueEvent | EmailThreadPost | Event | NonTopLevelDataSubmittedEvent | TopLevelDataSubmittedEvent;

/** The timeline's type filter: updates and comments (Event posts), metrics, coaching, categorization, e-mails */
export type TimelinePostFilter =
  | 'categorization'
  | 'coaching'
  | 'comments'
  | 'emails'
  | 'metrics'
  | 'updates';

export type TimelineStartup = {
  __typename: 'TimelineStartup';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type TimelineViewerMay = {
  __typename: 'TimelineViewerMay';
  pin: Scalars['Boolean']['output'];
  /** Write updates and comments */
  post: Scalars['Boolean']['output'];
  /** Write private comments (staff only) */
  postPrivate: Scalars['Boolean']['output'];
};

/** Metrics submitted for a period (data: dueDate, dataItems, editedBy) */
export type TopLevelDataSubmittedEvent = {
  __typename: 'TopLevelDataSubmittedEvent';
  /** ISO 8601 */
  createdAt: Scalars['String']['output'];
  createdBy?: Maybe<UserCard>;
  dataItems: Array<TimelineDataItem>;
  dueDate?: Maybe<Scalars['String']['output']>;
  editedBy?: Maybe<TimelineEditedBy>;
  id: Scalars['ID']['output'];
  isPinned: Scalars['Boolean']['output'];
  isPublic: Scalars['Boolean']['output'];
  startup: TimelineStartup;
};

export type UnseenNotifications = {
  __typename: 'UnseenNotifications';
  /** Items since the panel was last opened, at most 100 (99+) */
  count: Scalars['Int']['output'];
  /** ISO 8601; null until the panel is first opened */
  lastSeenTimestamp?: Maybe<Scalars['String']['output']>;
};

export type UpdateCalendarEventInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  /** The new start, seconds since the epoch */
  start: Scalars['Int']['input'];
};

export type UpdateFunnelInput = {
  /** Community funnels: the role given on acceptance */
  acceptedRoleId?: InputMaybe<Scalars['ID']['input']>;
  /** ISO 8601 with offset; null: no deadline */
  deadline?: InputMaybe<Scalars['String']['input']>;
  /** Localised text: { language: text } */
  displayName?: InputMaybe<Scalars['JSON']['input']>;
  intakeFormId?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  programIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  published?: InputMaybe<Scalars['Boolean']['input']>;
  reapply?: InputMaybe<ReapplyInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  type?: InputMaybe<FunnelType>;
};

export type UpdateIncubatorEventInput = {
  /** The event's files and links, all of them (uploaded ids) */
  attachmentIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  availability?: InputMaybe<IncubatorEventAvailabilityInput>;
  calendarHostId?: InputMaybe<Scalars['ID']['input']>;
  /** Seats of a group event; null: no limit */
  capacity?: InputMaybe<Scalars['Int']['input']>;
  /** An uploaded image (POST /api/attachment/upload); null removes the cover */
  coverId?: InputMaybe<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** A one-to-one session's minutes */
  duration?: InputMaybe<Scalars['Int']['input']>;
  editPermissionUserId?: InputMaybe<Scalars['ID']['input']>;
  /** ISO 8601 */
  endTime?: InputMaybe<Scalars['String']['input']>;
  hostIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  ignoreHostsLinkedCalendar?: InputMaybe<Scalars['Boolean']['input']>;
  ignoreHourAllocation?: InputMaybe<Scalars['Boolean']['input']>;
  location?: InputMaybe<IncubatorEventLocationInput>;
  /** Sessions one user may book of a one-to-one event */
  numberOfSessions?: InputMaybe<Scalars['Int']['input']>;
  /** YYYY-MM-DD */
  oneOnOneDates?: InputMaybe<Array<Scalars['String']['input']>>;
  registrationNoticePeriod?: InputMaybe<RegistrationNoticePeriodInput>;
  /** ISO 8601 */
  startTime?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<IncubatorEventStatus>;
  /** Tags of kind event */
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  timeslotIncrement?: InputMaybe<Scalars['Int']['input']>;
  /** IANA zone */
  timezone?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  /** Tags of kind topic */
  topicIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  visibility?: InputMaybe<IncubatorEventVisibilityInput>;
  /** Hours a waitlisted user has to take a freed seat (24) */
  waitlistOfferHours?: InputMaybe<Scalars['Int']['input']>;
};

export type UpdateMilestoneInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** ISO date, YYYY-MM-DD; null clears it */
  dueDate?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateMilestonePlanInput = {
  goal?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  summary?: InputMaybe<Scalars['String']['input']>;
  target?: InputMaybe<Scalars['Float']['input']>;
  unit?: InputMaybe<Scalars['String']['input']>;
};

/** The details to change; a field left out stays, null clears an optional one */
export type UpdateProgramInput = {
  adminId?: InputMaybe<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD */
  endsOn?: InputMaybe<Scalars['String']['input']>;
  mode?: InputMaybe<ProgramMode>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD */
  startsOn?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<ProgramType>;
};

export type UpdateRoleInput = {
  label?: InputMaybe<Scalars['String']['input']>;
  startupAccess?: InputMaybe<StartupAccessInput>;
  userAccess?: InputMaybe<UserAccessInput>;
};

export type UpdateStartupDocumentInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** Null or absent: at the top */
  folderId?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
};

/** Left out: kept; null or empty: cleared (not the name). */
export type UpdateStartupInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** 1950 to this year (spec-2 §5) */
  foundingYear?: InputMaybe<Scalars['Int']['input']>;
  /** An uploaded StartupLogo attachment; null removes the logo */
  logoId?: InputMaybe<Scalars['ID']['input']>;
  /** STARTUP/NAME:EDIT in scope */
  name?: InputMaybe<Scalars['String']['input']>;
  website?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateTagInput = {
  /** #rgb or #rrggbb */
  color?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateTaskInput = {
  assignees?: InputMaybe<Array<TaskAssigneeInput>>;
  /** ISO 8601 */
  dueDate?: InputMaybe<Scalars['String']['input']>;
  isGroupTask?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  tag?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateTimelinePostInput = {
  /** The post's files after the change (omitted: unchanged) */
  attachmentIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  id: Scalars['ID']['input'];
  isPublic?: InputMaybe<Scalars['Boolean']['input']>;
  isUpdate?: InputMaybe<Scalars['Boolean']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateUserInput = {
  timezone: Scalars['String']['input'];
};

/** Who the role sees in the community: ALL, ASSIGNED, NONE or SELECTED (the role types in roles). */
export type UserAccess = {
  __typename: 'UserAccess';
  roles: Array<Scalars['String']['output']>;
  visibilitySettings: Scalars['String']['output'];
};

export type UserAccessInput = {
  roles?: InputMaybe<Array<Scalars['String']['input']>>;
  visibilitySettings: Scalars['String']['input'];
};

export type UserBatchAction =
  | 'ADD_TO_PROGRAM'
  | 'ASSIGN_STARTUPS'
  | 'REMOVE_FROM_PROGRAM';

/** The update and the operation's counts after it (user batch operations) */
export type UserBatchOperationUpdate = {
  __typename: 'UserBatchOperationUpdate';
  /** An ITEM_FAILED update's reason code */
  error?: Maybe<Scalars['String']['output']>;
  failed: Scalars['Int']['output'];
  operationId: Scalars['ID']['output'];
  overall: BatchOverall;
  succeeded: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  updateType: BatchUpdateType;
  /** The user of an ITEM_* update */
  userId?: Maybe<Scalars['ID']['output']>;
  validation: BatchValidation;
};

export type UserCard = {
  __typename: 'UserCard';
  avatar?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  headline?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  roleLabel: Scalars['String']['output'];
  /** The role's type (spec-2 §6), for showing a built-in role's label in the viewer's language. */
  roleType: Scalars['String']['output'];
  timezone: Scalars['String']['output'];
};

export type UserFilterInput = {
  /** employee, network, evaluator, other */
  categories?: InputMaybe<Array<Scalars['String']['input']>>;
  roleIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Name or e-mail, case-insensitive */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Without it, every user but the deleted ones */
  statuses?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type UserPage = {
  __typename: 'UserPage';
  items: Array<ManagedUser>;
  total: Scalars['Int']['output'];
};

export type WeeklyRange = {
  __typename: 'WeeklyRange';
  endMinute: Scalars['Int']['output'];
  /** Minutes after local midnight */
  startMinute: Scalars['Int']['output'];
  /** 0 = Sunday … 6 = Saturday */
  weekday: Scalars['Int']['output'];
};

export type WeeklyRangeInput = {
  endMinute: Scalars['Int']['input'];
  startMinute: Scalars['Int']['input'];
  weekday: Scalars['Int']['input'];
};

export type AccessChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AccessChangedSubscription = { __typename: 'Subscription', accessChanged: { __typename: 'AccessChange', reason: string } };

export type ViewerAccessQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerAccessQuery = { __typename: 'Query', currentUserPermissions: Array<string>, featureFlags: Array<{ __typename: 'FeatureFlag', name: string, enabled: boolean, activated: boolean }>, planInfo: { __typename: 'PlanInfo', features: Array<{ __typename: 'PlanFeature', name: string, enabled: boolean }> } };

export type AccountDeletionIncubatorQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountDeletionIncubatorQuery = { __typename: 'Query', incubator: { __typename: 'Incubator', id: string, allowUserSelfDelete: boolean, supportEmail: { __typename: 'EmailAddress', address?: string | null } } };

export type DeleteOwnAccountMutationVariables = Exact<{
  password: Scalars['String']['input'];
}>;


export type DeleteOwnAccountMutation = { __typename: 'Mutation', deleteOwnAccount: boolean };

export type AdminRoleFieldsFragment = { __typename: 'Role', id: string, type: string, label: string, isCustom: boolean, editable: boolean, userCount: number, category: string, permissions: Array<{ __typename: 'RolePermission', key: string, criteria: string }>, userAccess: { __typename: 'UserAccess', visibilitySettings: string, roles: Array<string> }, startupAccess: { __typename: 'StartupAccess', visibilitySettings: string } };

export type AdminRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminRolesQuery = { __typename: 'Query', roles: Array<{ __typename: 'Role', id: string, type: string, label: string, isCustom: boolean, editable: boolean, userCount: number, category: string, permissions: Array<{ __typename: 'RolePermission', key: string, criteria: string }>, userAccess: { __typename: 'UserAccess', visibilitySettings: string, roles: Array<string> }, startupAccess: { __typename: 'StartupAccess', visibilitySettings: string } }> };

export type CreateCustomRoleMutationVariables = Exact<{
  input: CreateCustomRoleInput;
}>;


export type CreateCustomRoleMutation = { __typename: 'Mutation', createCustomRole: { __typename: 'Role', id: string, type: string, label: string, isCustom: boolean, editable: boolean, userCount: number, category: string, permissions: Array<{ __typename: 'RolePermission', key: string, criteria: string }>, userAccess: { __typename: 'UserAccess', visibilitySettings: string, roles: Array<string> }, startupAccess: { __typename: 'StartupAccess', visibilitySettings: string } } };

export type DeleteRoleMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteRoleMutation = { __typename: 'Mutation', deleteRole: boolean };

export type PermissionCatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type PermissionCatalogueQuery = { __typename: 'Query', permissionCatalogue: Array<{ __typename: 'PermissionDefinition', key: string, area: string, withCriteria: boolean }> };

export type RolePlanFeaturesQueryVariables = Exact<{ [key: string]: never; }>;


export type RolePlanFeaturesQuery = { __typename: 'Query', planInfo: { __typename: 'PlanInfo', features: Array<{ __typename: 'PlanFeature', name: string, enabled: boolean }> } };

export type UpdateRolePermissionsMutationVariables = Exact<{
  roleId: Scalars['ID']['input'];
  changes: Array<PermissionChangeInput> | PermissionChangeInput;
}>;


export type UpdateRolePermissionsMutation = { __typename: 'Mutation', updateRolePermissions: { __typename: 'Role', id: string, type: string, label: string, isCustom: boolean, editable: boolean, userCount: number, category: string, permissions: Array<{ __typename: 'RolePermission', key: string, criteria: string }>, userAccess: { __typename: 'UserAccess', visibilitySettings: string, roles: Array<string> }, startupAccess: { __typename: 'StartupAccess', visibilitySettings: string } } };

export type UpdateRoleMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdateRoleInput;
}>;


export type UpdateRoleMutation = { __typename: 'Mutation', updateRole: { __typename: 'Role', id: string, type: string, label: string, isCustom: boolean, editable: boolean, userCount: number, category: string, permissions: Array<{ __typename: 'RolePermission', key: string, criteria: string }>, userAccess: { __typename: 'UserAccess', visibilitySettings: string, roles: Array<string> }, startupAccess: { __typename: 'StartupAccess', visibilitySettings: string } } };

export type IncubatorFullPlanInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type IncubatorFullPlanInfoQuery = { __typename: 'Query', incubatorFullPlanInfo: { __typename: 'IncubatorFullPlanInfo', name: string, maxFileSize: number, features: Array<{ __typename: 'PlanFeature', name: string, enabled: boolean }>, limits: Array<{ __typename: 'PlanLimit', name: string, max: number, current: number }> } };

export type IncubatorSettingsFieldsFragment = { __typename: 'IncubatorSettings', id: string, name: string, slug: string, description?: string | null, currency: string, timezone: string, defaultLanguage: string, allowUserSelfDelete: boolean, termsUrl?: string | null, supportEmail?: string | null, generalEmail?: string | null, logo?: string | null, whiteLogo?: string | null, customLogin: { __typename: 'CustomLoginTextAndLink', active: boolean, text?: string | null, url?: string | null, buttonBackgroundColor?: string | null, buttonTextColor?: string | null }, brandPalette: { __typename: 'BrandPalette', sidebar: { __typename: 'SidebarPalette', backgroundColor: string, textColor: string, activeItemBackgroundColor: string, activeItemTextColor: string, activeSubItemTextColor: string, logoType: string }, login: { __typename: 'LoginPalette', logoType: string } }, seo: { __typename: 'IncubatorSeo', active: boolean, seoTitle?: string | null, seoDescription?: string | null }, startupNameAlternative: { __typename: 'StartupNameAlternative', active: boolean, label: Array<{ __typename: 'StartupNameLabel', language: string, value: string, plural?: string | null }> } };

export type IncubatorSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type IncubatorSettingsQuery = { __typename: 'Query', incubatorSettings: { __typename: 'IncubatorSettings', id: string, name: string, slug: string, description?: string | null, currency: string, timezone: string, defaultLanguage: string, allowUserSelfDelete: boolean, termsUrl?: string | null, supportEmail?: string | null, generalEmail?: string | null, logo?: string | null, whiteLogo?: string | null, customLogin: { __typename: 'CustomLoginTextAndLink', active: boolean, text?: string | null, url?: string | null, buttonBackgroundColor?: string | null, buttonTextColor?: string | null }, brandPalette: { __typename: 'BrandPalette', sidebar: { __typename: 'SidebarPalette', backgroundColor: string, textColor: string, activeItemBackgroundColor: string, activeItemTextColor: string, activeSubItemTextColor: string, logoType: string }, login: { __typename: 'LoginPalette', logoType: string } }, seo: { __typename: 'IncubatorSeo', active: boolean, seoTitle?: string | null, seoDescription?: string | null }, startupNameAlternative: { __typename: 'StartupNameAlternative', active: boolean, label: Array<{ __typename: 'StartupNameLabel', language: string, value: string, plural?: string | null }> } } };

export type UpdateIncubatorBrandingMutationVariables = Exact<{
  input: IncubatorBrandingInput;
}>;


export type UpdateIncubatorBrandingMutation = { __typename: 'Mutation', updateIncubatorBranding: { __typename: 'IncubatorSettings', id: string, name: string, slug: string, description?: string | null, currency: string, timezone: string, defaultLanguage: string, allowUserSelfDelete: boolean, termsUrl?: string | null, supportEmail?: string | null, generalEmail?: string | null, logo?: string | null, whiteLogo?: string | null, customLogin: { __typename: 'CustomLoginTextAndLink', active: boolean, text?: string | null, url?: string | null, buttonBackgroundColor?: string | null, buttonTextColor?: string | null }, brandPalette: { __typename: 'BrandPalette', sidebar: { __typename: 'SidebarPalette', backgroundColor: string, textColor: string, activeItemBackgroundColor: string, activeItemTextColor: string, activeSubItemTextColor: string, logoType: string }, login: { __typename: 'LoginPalette', logoType: string } }, seo: { __typename: 'IncubatorSeo', active: boolean, seoTitle?: string | null, seoDescription?: string | null }, startupNameAlternative: { __typename: 'StartupNameAlternative', active: boolean, label: Array<{ __typename: 'StartupNameLabel', language: string, value: string, plural?: string | null }> } } };

export type UpdateIncubatorSettingsMutationVariables = Exact<{
  input: IncubatorSettingsInput;
}>;


export type UpdateIncubatorSettingsMutation = { __typename: 'Mutation', updateIncubatorSettings: { __typename: 'IncubatorSettings', id: string, name: string, slug: string, description?: string | null, currency: string, timezone: string, defaultLanguage: string, allowUserSelfDelete: boolean, termsUrl?: string | null, supportEmail?: string | null, generalEmail?: string | null, logo?: string | null, whiteLogo?: string | null, customLogin: { __typename: 'CustomLoginTextAndLink', active: boolean, text?: string | null, url?: string | null, buttonBackgroundColor?: string | null, buttonTextColor?: string | null }, brandPalette: { __typename: 'BrandPalette', sidebar: { __typename: 'SidebarPalette', backgroundColor: string, textColor: string, activeItemBackgroundColor: string, activeItemTextColor: string, activeSubItemTextColor: string, logoType: string }, login: { __typename: 'LoginPalette', logoType: string } }, seo: { __typename: 'IncubatorSeo', active: boolean, seoTitle?: string | null, seoDescription?: string | null }, startupNameAlternative: { __typename: 'StartupNameAlternative', active: boolean, label: Array<{ __typename: 'StartupNameLabel', language: string, value: string, plural?: string | null }> } } };

export type AdminCreateStartupMutationVariables = Exact<{
  input: CreateStartupInput;
}>;


export type AdminCreateStartupMutation = { __typename: 'Mutation', createStartup: { __typename: 'StartupFile', id: string, name: string } };

export type AdminStartupOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminStartupOptionsQuery = { __typename: 'Query', programs: Array<{ __typename: 'Program', id: string, name: string }>, tags: Array<{ __typename: 'Tag', id: string, name: string, color: string }>, industries: Array<{ __typename: 'Industry', id: string, name: string }> };

export type StartupAdminPeopleQueryVariables = Exact<{
  group: StartupAdminPeopleGroup;
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type StartupAdminPeopleQuery = { __typename: 'Query', startupAdminPeople: Array<{ __typename: 'StartupAdminPerson', id: string, fullName: string, email: string, roleName: string }> };

export type AdminStartupsQueryVariables = Exact<{
  filter?: InputMaybe<AdminStartupsFilter>;
  page: Scalars['Int']['input'];
  pageSize: Scalars['Int']['input'];
}>;


export type AdminStartupsQuery = { __typename: 'Query', adminStartups: { __typename: 'AdminStartupsPage', total: number, page: number, pageSize: number, items: Array<{ __typename: 'AdminStartup', id: string, name: string, logo?: string | null, foundingYear?: number | null, createdAt: string, memberCount: number, connectionCount: number, members: Array<{ __typename: 'StartupPerson', id: string, fullName: string }>, programs: Array<{ __typename: 'Program', id: string, name: string }>, tags?: Array<{ __typename: 'TagCard', id: string, name: string, color: string }> | null, industries?: Array<{ __typename: 'IndustryCard', id: string, name: string }> | null }> } };

export type StartStartupBatchMutationVariables = Exact<{
  input: StartStartupBatchInput;
}>;


export type StartStartupBatchMutation = { __typename: 'Mutation', startStartupBatch: { __typename: 'BatchOperation', id: string, total: number, succeeded: number, failed: number, validation: BatchValidation, overall: BatchOverall } };

export type StartupBatchOperationUpdatedSubscriptionVariables = Exact<{
  operationId: Scalars['ID']['input'];
}>;


export type StartupBatchOperationUpdatedSubscription = { __typename: 'Subscription', startupBatchOperationUpdated: { __typename: 'StartupBatchOperationUpdate', operationId: string, updateType: BatchUpdateType, startupId?: string | null, total: number, succeeded: number, failed: number, validation: BatchValidation, overall: BatchOverall } };

export type ApplicationExportQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ApplicationExportQuery = { __typename: 'Query', applicationExport: { __typename: 'ApplicationExport', id: string, status: ApplicationExportStatus, rowCount?: number | null, error?: string | null, finishedAt?: string | null, downloadUrl?: string | null } };

export type ApplicationsDashboardQueryVariables = Exact<{
  filter?: InputMaybe<ApplicationsDashboardFilter>;
}>;


export type ApplicationsDashboardQuery = { __typename: 'Query', applicationsDashboard: { __typename: 'ApplicationsDashboard', total: number, archived: number, byStatus: Array<{ __typename: 'ApplicationStatusCount', status: ApplicationStatus, count: number }>, byFunnel: Array<{ __typename: 'ApplicationsDashboardFunnel', funnelId: string, name: string, type: FunnelType, total: number, byStatus: Array<{ __typename: 'ApplicationStatusCount', status: ApplicationStatus, count: number }> }>, rounds: Array<{ __typename: 'ApplicationsDashboardRound', roundId: string, funnelId: string, funnelName: string, position: number, name: unknown, type: RoundType, current: number, entered: number, left: number, wentOn: number, conversion?: number | null, averageHours?: number | null, medianHours?: number | null }>, weeks: Array<{ __typename: 'ApplicationsDashboardWeek', week: string, total: number, byStatus: Array<{ __typename: 'ApplicationStatusCount', status: ApplicationStatus, count: number }> }>, averageScores: Array<{ __typename: 'ApplicationScoreBin', from: number, to: number, count: number }>, normalisedScores: Array<{ __typename: 'ApplicationScoreBin', from: number, to: number, count: number }>, funnelOptions: Array<{ __typename: 'ApplicationsDashboardFunnelOption', id: string, name: string }> } };

export type ExportApplicationsMutationVariables = Exact<{
  filter?: InputMaybe<ApplicationExportFilter>;
}>;


export type ExportApplicationsMutation = { __typename: 'Mutation', exportApplications: { __typename: 'ApplicationExport', id: string, status: ApplicationExportStatus, rowCount?: number | null, error?: string | null, finishedAt?: string | null, downloadUrl?: string | null } };

export type DecideApplicationRoundMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  decision: ApplicationDecision;
  rejectionEmailId?: InputMaybe<Scalars['ID']['input']>;
  includeReviewerComments?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type DecideApplicationRoundMutation = { __typename: 'Mutation', decideApplicationRound: { __typename: 'Application', id: string, status: ApplicationStatus, roundId?: string | null, startupId?: string | null } };

export type MoveApplicationToRoundMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  roundId: Scalars['ID']['input'];
}>;


export type MoveApplicationToRoundMutation = { __typename: 'Mutation', moveApplicationToRound: { __typename: 'Application', id: string, status: ApplicationStatus, roundId?: string | null } };

export type MoveApplicationToFunnelMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  funnelId: Scalars['ID']['input'];
}>;


export type MoveApplicationToFunnelMutation = { __typename: 'Mutation', moveApplicationToFunnel: { __typename: 'Application', id: string, status: ApplicationStatus, funnelId: string } };

export type ResetApplicationToDraftMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ResetApplicationToDraftMutation = { __typename: 'Mutation', resetApplicationToDraft: { __typename: 'Application', id: string, status: ApplicationStatus, roundId?: string | null } };

export type DeleteApplicationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteApplicationMutation = { __typename: 'Mutation', deleteApplication: boolean };

export type AddApplicationCommentMutationVariables = Exact<{
  applicationId: Scalars['ID']['input'];
  body: Scalars['String']['input'];
  forApplicant?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type AddApplicationCommentMutation = { __typename: 'Mutation', addApplicationComment: { __typename: 'ApplicationComment', id: string, body: string, forApplicant: boolean, createdAt: string, author?: { __typename: 'ApplicationPerson', id: string, fullName: string } | null } };

export type SetApplicationTagsMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  tagIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type SetApplicationTagsMutation = { __typename: 'Mutation', setApplicationTags: { __typename: 'Application', id: string, tags: Array<{ __typename: 'TagCard', id: string, name: string, color: string }> } };

export type ApplicationFileQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ApplicationFileQuery = { __typename: 'Query', application: { __typename: 'Application', id: string, status: ApplicationStatus, roundId?: string | null, funnelId: string, startupName?: string | null, anonymous: boolean, viewerIs?: ApplicationReader | null, submittedAt?: string | null, decidedAt?: string | null, createdAt: string, allowedActions: Array<ApplicationAction>, applicant?: { __typename: 'ApplicationApplicant', id: string, fullName: string, email: string, avatar?: string | null } | null, funnel?: { __typename: 'Funnel', id: string, name: string, type: FunnelType } | null, round?: { __typename: 'Round', id: string, name: unknown, position: number, type: RoundType } | null, rounds: Array<{ __typename: 'ApplicationRoundStep', roundId: string, enteredAt: string, leftAt?: string | null, outcome?: ApplicationRoundOutcome | null, round?: { __typename: 'Round', id: string, name: unknown, position: number } | null }>, tags: Array<{ __typename: 'TagCard', id: string, name: string, color: string }> } };

export type ApplicationActivityQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ApplicationActivityQuery = { __typename: 'Query', application: { __typename: 'Application', id: string, activities: Array<{ __typename: 'ApplicationActivity', id: string, kind: string, values: unknown, createdAt: string, actor?: { __typename: 'ApplicationPerson', id: string, fullName: string } | null }>, comments: Array<{ __typename: 'ApplicationComment', id: string, body: string, forApplicant: boolean, createdAt: string, author?: { __typename: 'ApplicationPerson', id: string, fullName: string } | null }>, emails: Array<{ __typename: 'ApplicationEmail', id: string, kind: RoundEmailKind, to: string, subject: string, scheduledFor: string, sentAt?: string | null, cancelledAt?: string | null }> } };

export type ApplicationCommentFieldsFragment = { __typename: 'ApplicationComment', id: string, body: string, forApplicant: boolean, createdAt: string, author?: { __typename: 'ApplicationPerson', id: string, fullName: string } | null };

export type ApplicationAnswersQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ApplicationAnswersQuery = { __typename: 'Query', application: { __typename: 'Application', id: string, answers: Array<{ __typename: 'ApplicationAnswers', round?: { __typename: 'Round', id: string, name: unknown, position: number } | null, response: { __typename: 'FormResponse', id: string, formId: string, status: FormResponseStatus, answers: unknown, submittedAt?: string | null, updatedAt: string, version: { __typename: 'FormVersion', id: string, number: number, definition: unknown } } }> } };

export type ApplicationFunnelRoundsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ApplicationFunnelRoundsQuery = { __typename: 'Query', application: { __typename: 'Application', id: string, funnel?: { __typename: 'Funnel', id: string, rounds: Array<{ __typename: 'Round', id: string, name: unknown, position: number, type: RoundType, emails: Array<{ __typename: 'RoundEmail', id: string, kind: RoundEmailKind, reason?: unknown | null, timing: EmailTiming, delayHours: number }> }> } | null } };

export type MoveTargetFunnelsQueryVariables = Exact<{ [key: string]: never; }>;


export type MoveTargetFunnelsQuery = { __typename: 'Query', funnels: Array<{ __typename: 'Funnel', id: string, name: string, type: FunnelType, intakeFormId?: string | null }> };

export type ApplicationFileTagChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type ApplicationFileTagChoicesQuery = { __typename: 'Query', tags: Array<{ __typename: 'Tag', id: string, name: string, color: string }> };

export type ApplicationMeetingQueryVariables = Exact<{
  applicationId: Scalars['ID']['input'];
}>;


export type ApplicationMeetingQuery = { __typename: 'Query', applicationMeeting: { __typename: 'ApplicationMeeting', id: string, applicationId: string, status: ApplicationStatus, viewerIsApplicant: boolean, viewerMayInvite: boolean, viewerMayBook: boolean, application: { __typename: 'Application', id: string, status: ApplicationStatus, updatedAt: string }, round?: { __typename: 'Round', id: string, name: unknown, type: RoundType } | null, meetingDetails?: { __typename: 'ApplicationMeetingDetails', meetingDuration: number, timeslotIncrement?: number | null, meetingLocation?: string | null, meetingMode: string } | null, currentInvitation?: { __typename: 'ApplicationMeetingInvitation', id: string, invitationId: string, roundId: string, status: MeetingInvitationStatus, invitationSentAt: string, meetingBookedAt?: string | null, meetingAt?: string | null, meetingStatus?: string | null, externalMeetingId?: string | null, meetingOrganizerId?: string | null, updatedAt: string, meeting?: { __typename: 'CalendarEvent', id: string, start: number, end: number, summary: string, description?: string | null, location?: string | null, locationLink?: string | null, contextType?: string | null, contextId?: string | null, status: string, sequence: number, conferenceProvider?: { __typename: 'ConferenceProvider', url: string, provider?: string | null, name?: string | null } | null, organizer: { __typename: 'UserCard', id: string, fullName: string, firstName: string, lastName: string, email: string, timezone: string, roleLabel: string, roleType: string, avatar?: string | null, headline?: string | null }, attendees: Array<{ __typename: 'UserCard', id: string, fullName: string }> } | null } | null, invitations: Array<{ __typename: 'ApplicationMeetingInvitation', id: string, invitationId: string, roundId: string, status: MeetingInvitationStatus, invitationSentAt: string, meetingBookedAt?: string | null, meetingAt?: string | null, meetingStatus?: string | null, externalMeetingId?: string | null, meetingOrganizerId?: string | null, updatedAt: string, meeting?: { __typename: 'CalendarEvent', id: string, start: number, end: number, summary: string, description?: string | null, location?: string | null, locationLink?: string | null, contextType?: string | null, contextId?: string | null, status: string, sequence: number, conferenceProvider?: { __typename: 'ConferenceProvider', url: string, provider?: string | null, name?: string | null } | null, organizer: { __typename: 'UserCard', id: string, fullName: string, firstName: string, lastName: string, email: string, timezone: string, roleLabel: string, roleType: string, avatar?: string | null, headline?: string | null }, attendees: Array<{ __typename: 'UserCard', id: string, fullName: string }> } | null }> } };

export type MeetingInvitationFieldsFragment = { __typename: 'ApplicationMeetingInvitation', id: string, invitationId: string, roundId: string, status: MeetingInvitationStatus, invitationSentAt: string, meetingBookedAt?: string | null, meetingAt?: string | null, meetingStatus?: string | null, externalMeetingId?: string | null, meetingOrganizerId?: string | null, updatedAt: string, meeting?: { __typename: 'CalendarEvent', id: string, start: number, end: number, summary: string, description?: string | null, location?: string | null, locationLink?: string | null, contextType?: string | null, contextId?: string | null, status: string, sequence: number, conferenceProvider?: { __typename: 'ConferenceProvider', url: string, provider?: string | null, name?: string | null } | null, organizer: { __typename: 'UserCard', id: string, fullName: string, firstName: string, lastName: string, email: string, timezone: string, roleLabel: string, roleType: string, avatar?: string | null, headline?: string | null }, attendees: Array<{ __typename: 'UserCard', id: string, fullName: string }> } | null };

export type CancelApplicationReviewMeetingMutationVariables = Exact<{
  meetingInvitationId?: InputMaybe<Scalars['ID']['input']>;
  organizerId?: InputMaybe<Scalars['ID']['input']>;
  meetingId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type CancelApplicationReviewMeetingMutation = { __typename: 'Mutation', cancelApplicationReviewMeeting: { __typename: 'CancelApplicationReviewMeetingPayload', updatedApplication: { __typename: 'Application', id: string, status: ApplicationStatus }, updatedInvitation: { __typename: 'ApplicationMeetingInvitation', id: string, invitationId: string, roundId: string, status: MeetingInvitationStatus, invitationSentAt: string, meetingBookedAt?: string | null, meetingAt?: string | null, meetingStatus?: string | null, externalMeetingId?: string | null, meetingOrganizerId?: string | null, updatedAt: string, meeting?: { __typename: 'CalendarEvent', id: string, start: number, end: number, summary: string, description?: string | null, location?: string | null, locationLink?: string | null, contextType?: string | null, contextId?: string | null, status: string, sequence: number, conferenceProvider?: { __typename: 'ConferenceProvider', url: string, provider?: string | null, name?: string | null } | null, organizer: { __typename: 'UserCard', id: string, fullName: string, firstName: string, lastName: string, email: string, timezone: string, roleLabel: string, roleType: string, avatar?: string | null, headline?: string | null }, attendees: Array<{ __typename: 'UserCard', id: string, fullName: string }> } | null } } };

export type InviteApplicationMeetingMutationVariables = Exact<{
  applicationId: Scalars['ID']['input'];
}>;


export type InviteApplicationMeetingMutation = { __typename: 'Mutation', inviteApplicationMeeting: { __typename: 'ApplicationMeeting', id: string, status: ApplicationStatus, viewerMayInvite: boolean, viewerMayBook: boolean, application: { __typename: 'Application', id: string, status: ApplicationStatus, updatedAt: string }, currentInvitation?: { __typename: 'ApplicationMeetingInvitation', id: string, invitationId: string, roundId: string, status: MeetingInvitationStatus, invitationSentAt: string, meetingBookedAt?: string | null, meetingAt?: string | null, meetingStatus?: string | null, externalMeetingId?: string | null, meetingOrganizerId?: string | null, updatedAt: string, meeting?: { __typename: 'CalendarEvent', id: string, start: number, end: number, summary: string, description?: string | null, location?: string | null, locationLink?: string | null, contextType?: string | null, contextId?: string | null, status: string, sequence: number, conferenceProvider?: { __typename: 'ConferenceProvider', url: string, provider?: string | null, name?: string | null } | null, organizer: { __typename: 'UserCard', id: string, fullName: string, firstName: string, lastName: string, email: string, timezone: string, roleLabel: string, roleType: string, avatar?: string | null, headline?: string | null }, attendees: Array<{ __typename: 'UserCard', id: string, fullName: string }> } | null } | null, invitations: Array<{ __typename: 'ApplicationMeetingInvitation', id: string, invitationId: string, roundId: string, status: MeetingInvitationStatus, invitationSentAt: string, meetingBookedAt?: string | null, meetingAt?: string | null, meetingStatus?: string | null, externalMeetingId?: string | null, meetingOrganizerId?: string | null, updatedAt: string, meeting?: { __typename: 'CalendarEvent', id: string, start: number, end: number, summary: string, description?: string | null, location?: string | null, locationLink?: string | null, contextType?: string | null, contextId?: string | null, status: string, sequence: number, conferenceProvider?: { __typename: 'ConferenceProvider', url: string, provider?: string | null, name?: string | null } | null, organizer: { __typename: 'UserCard', id: string, fullName: string, firstName: string, lastName: string, email: string, timezone: string, roleLabel: string, roleType: string, avatar?: string | null, headline?: string | null }, attendees: Array<{ __typename: 'UserCard', id: string, fullName: string }> } | null }> } };

export type ApplicationQueueQueryVariables = Exact<{
  filter?: InputMaybe<ApplicationOverviewFilter>;
  applicationId: Scalars['ID']['input'];
}>;


export type ApplicationQueueQuery = { __typename: 'Query', applicationQueue: { __typename: 'ApplicationQueue', previousId?: string | null, nextId?: string | null, position?: number | null, total: number } };

export type ApplicationTagChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type ApplicationTagChoicesQuery = { __typename: 'Query', tags: Array<{ __typename: 'Tag', id: string, name: string, color: string }> };

export type ApplicationsOverviewQueryVariables = Exact<{
  filter?: InputMaybe<ApplicationOverviewFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ApplicationsOverviewQuery = { __typename: 'Query', applicationsOverview: { __typename: 'ApplicationPage', total: number, page: number, pageSize: number, searchTruncated: boolean, items: Array<{ __typename: 'ApplicationOverviewItem', id: string, anonymous: boolean, applicantName?: string | null, applicantEmail?: string | null, startupName?: string | null, status: ApplicationStatus, averageScore?: number | null, normalisedScore?: number | null, evaluationCount: number, createdAt: string, funnel?: { __typename: 'Funnel', id: string, name: string } | null, round?: { __typename: 'Round', id: string, name: unknown, position: number } | null, tags: Array<{ __typename: 'TagCard', id: string, name: string, color: string }> }> } };

export type ApplicationBatchOperationUpdatedSubscriptionVariables = Exact<{
  operationId: Scalars['ID']['input'];
}>;


export type ApplicationBatchOperationUpdatedSubscription = { __typename: 'Subscription', applicationBatchOperationUpdated: { __typename: 'ApplicationBatchOperationUpdate', operationId: string, updateType: BatchUpdateType, applicationId?: string | null, total: number, succeeded: number, failed: number, validation: BatchValidation, overall: BatchOverall } };

export type EvaluatorCandidatesQueryVariables = Exact<{
  funnelId: Scalars['ID']['input'];
}>;


export type EvaluatorCandidatesQuery = { __typename: 'Query', evaluatorWorkloads: Array<{ __typename: 'EvaluatorWorkload', evaluatorId: string, fullName: string, open: number }> };

export type FunnelRejectionsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type FunnelRejectionsQuery = { __typename: 'Query', funnel: { __typename: 'Funnel', id: string, name: string, rounds: Array<{ __typename: 'Round', id: string, position: number, name: unknown, emails: Array<{ __typename: 'RoundEmail', id: string, kind: RoundEmailKind, reason?: unknown | null }> }> } };

export type ApplicationOverviewOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ApplicationOverviewOptionsQuery = { __typename: 'Query', applicationOverviewOptions: { __typename: 'ApplicationOverviewOptions', funnels: Array<{ __typename: 'ApplicationOverviewFunnel', funnel: { __typename: 'Funnel', id: string, name: string }, rounds: Array<{ __typename: 'Round', id: string, name: unknown, position: number, type: RoundType }> }>, evaluators: Array<{ __typename: 'ApplicationOverviewPerson', id: string, fullName: string }>, tags: Array<{ __typename: 'TagCard', id: string, name: string, color: string }> } };

export type StartApplicationBatchMutationVariables = Exact<{
  input: StartApplicationBatchInput;
}>;


export type StartApplicationBatchMutation = { __typename: 'Mutation', startApplicationBatch: { __typename: 'BatchOperation', id: string, total: number, succeeded: number, failed: number, validation: BatchValidation, overall: BatchOverall } };

export type ApplicationRoundFormQueryVariables = Exact<{
  applicationId: Scalars['ID']['input'];
  roundId: Scalars['ID']['input'];
}>;


export type ApplicationRoundFormQuery = { __typename: 'Query', applicationRoundForm: { __typename: 'ApplicationRoundForm', formId?: string | null, title?: string | null, versionNumber?: number | null, definition?: unknown | null, answers: unknown, prefilledQuestionIds: Array<string>, responseStatus: ApplicantResponseStatus, updatedAt?: string | null, editable: boolean, emailValidated: boolean, round: { __typename: 'ApplicantRound', id: string, roundId: string, position: number, type: RoundType, name: unknown, state: ApplicantRoundState }, application: { __typename: 'MyApplication', id: string, nextStep: ApplicationNextStep, application: { __typename: 'Application', id: string, status: ApplicationStatus, createdAt: string, submittedAt?: string | null, decidedAt?: string | null }, funnel: { __typename: 'PublicFunnel', id: string, slug: string, type: FunnelType, displayName: unknown, deadline?: string | null, open: boolean }, currentRound?: { __typename: 'ApplicantRound', id: string, roundId: string, position: number } | null, rounds: Array<{ __typename: 'ApplicantRound', id: string, roundId: string, position: number, type: RoundType, name: unknown, hasForm: boolean, state: ApplicantRoundState }> } } };

export type ApplyToFunnelMutationVariables = Exact<{
  input: ApplyInput;
}>;


export type ApplyToFunnelMutation = { __typename: 'Mutation', applyToFunnel: { __typename: 'ApplyPayload', token?: string | null, roundPosition?: number | null, application: { __typename: 'Application', id: string, status: ApplicationStatus } } };

export type MyApplicationQueryVariables = Exact<{
  applicationId: Scalars['ID']['input'];
}>;


export type MyApplicationQuery = { __typename: 'Query', myApplication: { __typename: 'MyApplication', id: string, nextStep: ApplicationNextStep, application: { __typename: 'Application', id: string, status: ApplicationStatus, createdAt: string, submittedAt?: string | null, decidedAt?: string | null }, funnel: { __typename: 'PublicFunnel', id: string, slug: string, type: FunnelType, displayName: unknown, deadline?: string | null, open: boolean }, currentRound?: { __typename: 'ApplicantRound', id: string, roundId: string, position: number } | null, rounds: Array<{ __typename: 'ApplicantRound', id: string, roundId: string, position: number, type: RoundType, name: unknown, hasForm: boolean, state: ApplicantRoundState }> } };

export type MyApplicationFieldsFragment = { __typename: 'MyApplication', id: string, nextStep: ApplicationNextStep, application: { __typename: 'Application', id: string, status: ApplicationStatus, createdAt: string, submittedAt?: string | null, decidedAt?: string | null }, funnel: { __typename: 'PublicFunnel', id: string, slug: string, type: FunnelType, displayName: unknown, deadline?: string | null, open: boolean }, currentRound?: { __typename: 'ApplicantRound', id: string, roundId: string, position: number } | null, rounds: Array<{ __typename: 'ApplicantRound', id: string, roundId: string, position: number, type: RoundType, name: unknown, hasForm: boolean, state: ApplicantRoundState }> };

export type MyApplicationsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyApplicationsQuery = { __typename: 'Query', myApplications: Array<{ __typename: 'MyApplication', id: string, nextStep: ApplicationNextStep, application: { __typename: 'Application', id: string, status: ApplicationStatus, createdAt: string, submittedAt?: string | null, decidedAt?: string | null }, funnel: { __typename: 'PublicFunnel', id: string, slug: string, type: FunnelType, displayName: unknown, deadline?: string | null, open: boolean }, currentRound?: { __typename: 'ApplicantRound', id: string, roundId: string, position: number } | null, rounds: Array<{ __typename: 'ApplicantRound', id: string, roundId: string, position: number, type: RoundType, name: unknown, hasForm: boolean, state: ApplicantRoundState }> }> };

export type MySubmittedFormsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySubmittedFormsQuery = { __typename: 'Query', myApplications: Array<{ __typename: 'MyApplication', id: string, nextStep: ApplicationNextStep, submittedForms: Array<{ __typename: 'ApplicantSubmittedForm', formId: string, roundId?: string | null, position?: number | null, roundName?: unknown | null, title: string, definition: unknown, answers: unknown, submittedAt?: string | null }>, application: { __typename: 'Application', id: string, status: ApplicationStatus, createdAt: string, submittedAt?: string | null, decidedAt?: string | null }, funnel: { __typename: 'PublicFunnel', id: string, slug: string, type: FunnelType, displayName: unknown, deadline?: string | null, open: boolean }, currentRound?: { __typename: 'ApplicantRound', id: string, roundId: string, position: number } | null, rounds: Array<{ __typename: 'ApplicantRound', id: string, roundId: string, position: number, type: RoundType, name: unknown, hasForm: boolean, state: ApplicantRoundState }> }> };

export type OpenFunnelsQueryVariables = Exact<{ [key: string]: never; }>;


export type OpenFunnelsQuery = { __typename: 'Query', openFunnels: Array<{ __typename: 'PublicFunnel', id: string, slug: string, type: FunnelType, displayName: unknown, deadline?: string | null, open: boolean }> };

export type PublicFunnelQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type PublicFunnelQuery = { __typename: 'Query', publicFunnel?: { __typename: 'PublicFunnel', id: string, slug: string, type: FunnelType, displayName: unknown, deadline?: string | null, open: boolean, rounds: Array<{ __typename: 'PublicRound', id: string, position: number, type: RoundType, name: unknown }> } | null };

export type ResendApplicantConfirmationMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendApplicantConfirmationMutation = { __typename: 'Mutation', resendConfirmationEmail: boolean };

export type SaveApplicationAnswersMutationVariables = Exact<{
  applicationId: Scalars['ID']['input'];
  roundId: Scalars['ID']['input'];
  answers: Scalars['JSON']['input'];
  submit: Scalars['Boolean']['input'];
}>;


export type SaveApplicationAnswersMutation = { __typename: 'Mutation', saveApplicationAnswers: { __typename: 'ApplicationAnswersSaved', responseStatus: ApplicantResponseStatus, updatedAt?: string | null, application: { __typename: 'MyApplication', id: string, nextStep: ApplicationNextStep, application: { __typename: 'Application', id: string, status: ApplicationStatus, createdAt: string, submittedAt?: string | null, decidedAt?: string | null }, funnel: { __typename: 'PublicFunnel', id: string, slug: string, type: FunnelType, displayName: unknown, deadline?: string | null, open: boolean }, currentRound?: { __typename: 'ApplicantRound', id: string, roundId: string, position: number } | null, rounds: Array<{ __typename: 'ApplicantRound', id: string, roundId: string, position: number, type: RoundType, name: unknown, hasForm: boolean, state: ApplicantRoundState }> } } };

export type AuthModeQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthModeQuery = { __typename: 'Query', authMode: { __typename: 'AuthMode', enabled: boolean, organization?: string | null, oauthConnections: Array<{ __typename: 'OAuthConnection', id: string, name: string, provider: string, protocol: string }> } };

export type LoginIncubatorQueryVariables = Exact<{ [key: string]: never; }>;


export type LoginIncubatorQuery = { __typename: 'Query', incubator: { __typename: 'Incubator', id: string, name: string, slug: string, description?: string | null, logo?: string | null, whiteLogo?: string | null, brandPalette: { __typename: 'BrandPalette', login: { __typename: 'LoginPalette', logoType: string } }, incubatorCustomLoginTextAndLink: { __typename: 'CustomLoginTextAndLink', active: boolean, text?: string | null, url?: string | null, buttonBackgroundColor?: string | null, buttonTextColor?: string | null }, incubatorTermsAndServices: { __typename: 'TermsAndServices', url?: string | null } } };

export type AvailabilityHostQueryVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type AvailabilityHostQuery = { __typename: 'Query', usersByIds: Array<{ __typename: 'UserCard', id: string, fullName: string }> };

export type AvailabilityQueryVariables = Exact<{
  userId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type AvailabilityQuery = { __typename: 'Query', availability: { __typename: 'HostAvailability', userId: string, timezone: string, icsFeedUrl?: string | null, weeklyHours: Array<{ __typename: 'WeeklyRange', weekday: number, startMinute: number, endMinute: number }>, overrides: Array<{ __typename: 'DateOverride', date: string, ranges: Array<{ __typename: 'MinuteRange', startMinute: number, endMinute: number }> }>, coachingMeetingSettings: { __typename: 'CoachingMeetingSettings', enabled: boolean, availableDurationsInMins: Array<number>, defaultMeetingLocation?: string | null, timeslotIncrement?: number | null, minimumNoticeHours: number }, icsFeed?: { __typename: 'IcsFeedStatus', url: string, status: string, error?: string | null, errorCode?: string | null, checkedAt?: number | null, eventCount?: number | null } | null } };

export type HostAvailabilityFieldsFragment = { __typename: 'HostAvailability', userId: string, timezone: string, icsFeedUrl?: string | null, weeklyHours: Array<{ __typename: 'WeeklyRange', weekday: number, startMinute: number, endMinute: number }>, overrides: Array<{ __typename: 'DateOverride', date: string, ranges: Array<{ __typename: 'MinuteRange', startMinute: number, endMinute: number }> }>, coachingMeetingSettings: { __typename: 'CoachingMeetingSettings', enabled: boolean, availableDurationsInMins: Array<number>, defaultMeetingLocation?: string | null, timeslotIncrement?: number | null, minimumNoticeHours: number }, icsFeed?: { __typename: 'IcsFeedStatus', url: string, status: string, error?: string | null, errorCode?: string | null, checkedAt?: number | null, eventCount?: number | null } | null };

export type UpdateAvailabilityMutationVariables = Exact<{
  userId?: InputMaybe<Scalars['ID']['input']>;
  input: AvailabilityInput;
}>;


export type UpdateAvailabilityMutation = { __typename: 'Mutation', updateAvailability: { __typename: 'HostAvailability', userId: string, timezone: string, icsFeedUrl?: string | null, weeklyHours: Array<{ __typename: 'WeeklyRange', weekday: number, startMinute: number, endMinute: number }>, overrides: Array<{ __typename: 'DateOverride', date: string, ranges: Array<{ __typename: 'MinuteRange', startMinute: number, endMinute: number }> }>, coachingMeetingSettings: { __typename: 'CoachingMeetingSettings', enabled: boolean, availableDurationsInMins: Array<number>, defaultMeetingLocation?: string | null, timeslotIncrement?: number | null, minimumNoticeHours: number }, icsFeed?: { __typename: 'IcsFeedStatus', url: string, status: string, error?: string | null, errorCode?: string | null, checkedAt?: number | null, eventCount?: number | null } | null } };

export type ApplicationMeetingBookingQueryVariables = Exact<{
  applicationId: Scalars['ID']['input'];
}>;


export type ApplicationMeetingBookingQuery = { __typename: 'Query', availabilitiesByApplicationId: { __typename: 'ApplicationMeetingAvailabilities', id: string, applicationId: string, invitationId: string, title: string, start: number, end: number, availabilityMode: string, meetingDetails: { __typename: 'ApplicationMeetingDetails', meetingDuration: number, timeslotIncrement?: number | null, meetingLocation?: string | null, meetingMode: string }, hosts: Array<{ __typename: 'UserCard', id: string, fullName: string, firstName: string, lastName: string, email: string, timezone: string, roleLabel: string, roleType: string, avatar?: string | null, headline?: string | null }> } };

export type ApplicationMeetingFreeSlotsQueryVariables = Exact<{
  applicationId: Scalars['ID']['input'];
  interval: IntervalInput;
}>;


export type ApplicationMeetingFreeSlotsQuery = { __typename: 'Query', availabilitiesByApplicationId: { __typename: 'ApplicationMeetingAvailabilities', id: string, freeSlots: Array<{ __typename: 'FreeSlots', customerId: string, supportedLocations: Array<string>, slots: Array<{ __typename: 'SlotRange', start: number, end: number }> }> } };

export type BookingViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type BookingViewerQuery = { __typename: 'Query', currentUser: { __typename: 'CurrentUser', id: string, fullName: string, timezone: string, startups: Array<{ __typename: 'StartupSummary', id: string }> } };

export type CalendarEventFieldsFragment = { __typename: 'CalendarEvent', id: string, start: number, end: number, summary: string, description?: string | null, location?: string | null, locationLink?: string | null, contextType?: string | null, contextId?: string | null, status: string, sequence: number, conferenceProvider?: { __typename: 'ConferenceProvider', url: string, provider?: string | null, name?: string | null } | null, organizer: { __typename: 'UserCard', id: string, fullName: string, firstName: string, lastName: string, email: string, timezone: string, roleLabel: string, roleType: string, avatar?: string | null, headline?: string | null }, attendees: Array<{ __typename: 'UserCard', id: string, fullName: string }> };

export type CreateCalendarEventMutationVariables = Exact<{
  input: CreateCalendarEventInput;
}>;


export type CreateCalendarEventMutation = { __typename: 'Mutation', createCalendarEvent: { __typename: 'CalendarEventPayload', id: string, ics: string, event: { __typename: 'CalendarEvent', id: string, start: number, end: number, summary: string, description?: string | null, location?: string | null, locationLink?: string | null, contextType?: string | null, contextId?: string | null, status: string, sequence: number, conferenceProvider?: { __typename: 'ConferenceProvider', url: string, provider?: string | null, name?: string | null } | null, organizer: { __typename: 'UserCard', id: string, fullName: string, firstName: string, lastName: string, email: string, timezone: string, roleLabel: string, roleType: string, avatar?: string | null, headline?: string | null }, attendees: Array<{ __typename: 'UserCard', id: string, fullName: string }> } } };

export type IncubatorEventBookingQueryVariables = Exact<{
  eventId: Scalars['ID']['input'];
}>;


export type IncubatorEventBookingQuery = { __typename: 'Query', incubatorEventBooking: { __typename: 'IncubatorEventBooking', id: string, eventId: string, title: string, durationInMinutes: number, start: number, end: number, availabilityMode: string, viewerIsHost: boolean, hosts: Array<{ __typename: 'UserCard', id: string, fullName: string, firstName: string, lastName: string, email: string, timezone: string, roleLabel: string, roleType: string, avatar?: string | null, headline?: string | null }> } };

export type IncubatorEventFreeSlotsQueryVariables = Exact<{
  eventId: Scalars['ID']['input'];
  interval: IntervalInput;
}>;


export type IncubatorEventFreeSlotsQuery = { __typename: 'Query', incubatorEventBooking: { __typename: 'IncubatorEventBooking', id: string, eventId: string, freeSlots: Array<{ __typename: 'FreeSlots', customerId: string, supportedLocations: Array<string>, slots: Array<{ __typename: 'SlotRange', start: number, end: number }> }> } };

export type GetFreeSlotsByCustomerIdsQueryVariables = Exact<{
  customerIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
  interval: IntervalInput;
  durationInMinutes: Scalars['Int']['input'];
  excludeEventId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type GetFreeSlotsByCustomerIdsQuery = { __typename: 'Query', getFreeSlotsByCustomerIds: Array<{ __typename: 'FreeSlots', customerId: string, supportedLocations: Array<string>, slots: Array<{ __typename: 'SlotRange', start: number, end: number }> }> };

export type ProfileCoachingMeetingSettingsQueryVariables = Exact<{
  userIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
  startupId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type ProfileCoachingMeetingSettingsQuery = { __typename: 'Query', getProfileCoachingMeetingSettings: Array<{ __typename: 'ProfileCoachingMeetingSettings', userId: string, enabled: boolean, availableDurationsInMins: Array<number>, defaultMeetingLocation?: string | null, timeslotIncrement?: number | null, minimumNoticeHours: number }> };

export type UpdateCalendarEventMutationVariables = Exact<{
  input: UpdateCalendarEventInput;
}>;


export type UpdateCalendarEventMutation = { __typename: 'Mutation', updateCalendarEvent: { __typename: 'CalendarEventPayload', id: string, ics: string, event: { __typename: 'CalendarEvent', id: string, start: number, end: number, summary: string, description?: string | null, location?: string | null, locationLink?: string | null, contextType?: string | null, contextId?: string | null, status: string, sequence: number, conferenceProvider?: { __typename: 'ConferenceProvider', url: string, provider?: string | null, name?: string | null } | null, organizer: { __typename: 'UserCard', id: string, fullName: string, firstName: string, lastName: string, email: string, timezone: string, roleLabel: string, roleType: string, avatar?: string | null, headline?: string | null }, attendees: Array<{ __typename: 'UserCard', id: string, fullName: string }> } } };

export type UserCardFieldsFragment = { __typename: 'UserCard', id: string, fullName: string, firstName: string, lastName: string, email: string, timezone: string, roleLabel: string, roleType: string, avatar?: string | null, headline?: string | null };

export type BookingUsersByIdsQueryVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type BookingUsersByIdsQuery = { __typename: 'Query', usersByIds: Array<{ __typename: 'UserCard', id: string, fullName: string, firstName: string, lastName: string, email: string, timezone: string, roleLabel: string, roleType: string, avatar?: string | null, headline?: string | null }> };

export type IncubatorBrandingFragment = { __typename: 'Incubator', id: string, name: string, slug: string, logo?: string | null, whiteLogo?: string | null, defaultLanguage: string, incubatorSeo: { __typename: 'IncubatorSeo', active: boolean, seoTitle?: string | null, seoDescription?: string | null }, brandPalette: { __typename: 'BrandPalette', sidebar: { __typename: 'SidebarPalette', backgroundColor: string, textColor: string, activeItemBackgroundColor: string, activeItemTextColor: string, activeSubItemTextColor: string, logoType: string }, login: { __typename: 'LoginPalette', logoType: string } }, startupNameAlternative: { __typename: 'StartupNameAlternative', active: boolean, label: Array<{ __typename: 'StartupNameLabel', language: string, value: string, plural?: string | null }> } };

export type IncubatorBrandingQueryVariables = Exact<{ [key: string]: never; }>;


export type IncubatorBrandingQuery = { __typename: 'Query', incubator: { __typename: 'Incubator', id: string, name: string, slug: string, logo?: string | null, whiteLogo?: string | null, defaultLanguage: string, incubatorSeo: { __typename: 'IncubatorSeo', active: boolean, seoTitle?: string | null, seoDescription?: string | null }, brandPalette: { __typename: 'BrandPalette', sidebar: { __typename: 'SidebarPalette', backgroundColor: string, textColor: string, activeItemBackgroundColor: string, activeItemTextColor: string, activeSubItemTextColor: string, logoType: string }, login: { __typename: 'LoginPalette', logoType: string } }, startupNameAlternative: { __typename: 'StartupNameAlternative', active: boolean, label: Array<{ __typename: 'StartupNameLabel', language: string, value: string, plural?: string | null }> } } };

export type IncubatorUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type IncubatorUpdatedSubscription = { __typename: 'Subscription', incubatorUpdated: { __typename: 'Incubator', id: string, name: string, slug: string, logo?: string | null, whiteLogo?: string | null, defaultLanguage: string, incubatorSeo: { __typename: 'IncubatorSeo', active: boolean, seoTitle?: string | null, seoDescription?: string | null }, brandPalette: { __typename: 'BrandPalette', sidebar: { __typename: 'SidebarPalette', backgroundColor: string, textColor: string, activeItemBackgroundColor: string, activeItemTextColor: string, activeSubItemTextColor: string, logoType: string }, login: { __typename: 'LoginPalette', logoType: string } }, startupNameAlternative: { __typename: 'StartupNameAlternative', active: boolean, label: Array<{ __typename: 'StartupNameLabel', language: string, value: string, plural?: string | null }> } } };

export type CalendarEventIcsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CalendarEventIcsQuery = { __typename: 'Query', icsFileById: { __typename: 'IcsFile', id: string, ics: string } };

export type CalendarFeedQueryVariables = Exact<{ [key: string]: never; }>;


export type CalendarFeedQuery = { __typename: 'Query', calendarFeed: { __typename: 'CalendarFeed', active: boolean, createdAt?: string | null, lastUsedAt?: string | null } };

export type CalendarPageQueryVariables = Exact<{ [key: string]: never; }>;


export type CalendarPageQuery = { __typename: 'Query', currentUser: { __typename: 'CurrentUser', id: string, fullName: string, timezone: string, startups: Array<{ __typename: 'StartupSummary', id: string }> }, calendarEvents: Array<{ __typename: 'CalendarEvent', durationInMinutes: number, referenceType?: string | null, referenceId?: string | null, referenceName?: string | null, viewerIsHost: boolean, canReschedule: boolean, canCancel: boolean, id: string, start: number, end: number, summary: string, description?: string | null, location?: string | null, locationLink?: string | null, contextType?: string | null, contextId?: string | null, status: string, sequence: number, hosts: Array<{ __typename: 'UserCard', id: string, fullName: string, firstName: string, lastName: string, email: string, timezone: string, roleLabel: string, roleType: string, avatar?: string | null, headline?: string | null }>, conferenceProvider?: { __typename: 'ConferenceProvider', url: string, provider?: string | null, name?: string | null } | null, organizer: { __typename: 'UserCard', id: string, fullName: string, firstName: string, lastName: string, email: string, timezone: string, roleLabel: string, roleType: string, avatar?: string | null, headline?: string | null }, attendees: Array<{ __typename: 'UserCard', id: string, fullName: string }> }> };

export type CalendarPanelQueryVariables = Exact<{
  start: Scalars['Int']['input'];
  end: Scalars['Int']['input'];
}>;


export type CalendarPanelQuery = { __typename: 'Query', currentUser: { __typename: 'CurrentUser', id: string, fullName: string, timezone: string, startups: Array<{ __typename: 'StartupSummary', id: string }> }, calendarEvents: Array<{ __typename: 'CalendarEvent', durationInMinutes: number, referenceType?: string | null, referenceId?: string | null, referenceName?: string | null, viewerIsHost: boolean, canReschedule: boolean, canCancel: boolean, contextType?: string | null, contextId?: string | null, link?: string | null, eventAttendeeId?: string | null, id: string, start: number, end: number, summary: string, description?: string | null, location?: string | null, locationLink?: string | null, status: string, sequence: number, hosts: Array<{ __typename: 'UserCard', id: string, fullName: string, firstName: string, lastName: string, email: string, timezone: string, roleLabel: string, roleType: string, avatar?: string | null, headline?: string | null }>, conferenceProvider?: { __typename: 'ConferenceProvider', url: string, provider?: string | null, name?: string | null } | null, organizer: { __typename: 'UserCard', id: string, fullName: string, firstName: string, lastName: string, email: string, timezone: string, roleLabel: string, roleType: string, avatar?: string | null, headline?: string | null }, attendees: Array<{ __typename: 'UserCard', id: string, fullName: string }> }> };

export type CancelCalendarEventMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CancelCalendarEventMutation = { __typename: 'Mutation', cancelCalendarEvent: { __typename: 'CalendarEventPayload', id: string, event: { __typename: 'CalendarEvent', id: string, status: string } } };

export type CreateCalendarFeedMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateCalendarFeedMutation = { __typename: 'Mutation', createCalendarFeed: { __typename: 'CalendarFeedAddress', url: string, webcalUrl: string, createdAt: string } };

export type RevokeCalendarFeedMutationVariables = Exact<{ [key: string]: never; }>;


export type RevokeCalendarFeedMutation = { __typename: 'Mutation', revokeCalendarFeed: boolean };

export type CommunityPeopleQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type CommunityPeopleQuery = { __typename: 'Query', community: { __typename: 'CommunityPage', total: number, items: Array<{ __typename: 'PersonSummary', id: string, fullName: string, roleType: string, roleLabel: string, headline?: string | null, avatar?: string | null, tags?: Array<{ __typename: 'TagCard', id: string, name: string, color: string }> | null }> } };

export type CommunityStartupsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type CommunityStartupsQuery = { __typename: 'Query', startups: Array<{ __typename: 'StartupListItem', id: string, name: string, website?: string | null, people: Array<{ __typename: 'StartupPerson', id: string, fullName: string }>, tags?: Array<{ __typename: 'TagCard', id: string, name: string, color: string }> | null, industries?: Array<{ __typename: 'IndustryCard', id: string, name: string }> | null }> };

export type CustomFieldValuesQueryVariables = Exact<{
  entity: CustomFieldEntity;
  entityId: Scalars['ID']['input'];
}>;


export type CustomFieldValuesQuery = { __typename: 'Query', customFieldValues: unknown };

export type CustomFieldFieldsFragment = { __typename: 'CustomField', id: string, entity: CustomFieldEntity, key: string, fieldType: string, label: unknown, labelText: string, description?: unknown | null, options?: unknown | null, validations?: unknown | null, archived: boolean, valueCount: number, position: number };

export type CustomFieldQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CustomFieldQuery = { __typename: 'Query', customField?: { __typename: 'CustomField', id: string, entity: CustomFieldEntity, key: string, fieldType: string, label: unknown, labelText: string, description?: unknown | null, options?: unknown | null, validations?: unknown | null, archived: boolean, valueCount: number, position: number } | null };

export type CustomFieldsQueryVariables = Exact<{
  entity?: InputMaybe<CustomFieldEntity>;
  includeArchived?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type CustomFieldsQuery = { __typename: 'Query', customFields: Array<{ __typename: 'CustomField', id: string, entity: CustomFieldEntity, key: string, fieldType: string, label: unknown, labelText: string, description?: unknown | null, options?: unknown | null, validations?: unknown | null, archived: boolean, valueCount: number, position: number }> };

export type CreateCustomFieldMutationVariables = Exact<{
  input: CustomFieldInput;
}>;


export type CreateCustomFieldMutation = { __typename: 'Mutation', createCustomField: { __typename: 'CustomField', id: string, entity: CustomFieldEntity, key: string, fieldType: string, label: unknown, labelText: string, description?: unknown | null, options?: unknown | null, validations?: unknown | null, archived: boolean, valueCount: number, position: number } };

export type UpdateCustomFieldMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: CustomFieldInput;
}>;


export type UpdateCustomFieldMutation = { __typename: 'Mutation', updateCustomField: { __typename: 'CustomField', id: string, entity: CustomFieldEntity, key: string, fieldType: string, label: unknown, labelText: string, description?: unknown | null, options?: unknown | null, validations?: unknown | null, archived: boolean, valueCount: number, position: number } };

export type ArchiveCustomFieldMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ArchiveCustomFieldMutation = { __typename: 'Mutation', archiveCustomField: { __typename: 'CustomField', id: string, entity: CustomFieldEntity, key: string, fieldType: string, label: unknown, labelText: string, description?: unknown | null, options?: unknown | null, validations?: unknown | null, archived: boolean, valueCount: number, position: number } };

export type RestoreCustomFieldMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RestoreCustomFieldMutation = { __typename: 'Mutation', restoreCustomField: { __typename: 'CustomField', id: string, entity: CustomFieldEntity, key: string, fieldType: string, label: unknown, labelText: string, description?: unknown | null, options?: unknown | null, validations?: unknown | null, archived: boolean, valueCount: number, position: number } };

export type MoveCustomFieldMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  position: Scalars['Int']['input'];
}>;


export type MoveCustomFieldMutation = { __typename: 'Mutation', moveCustomField: { __typename: 'CustomField', id: string, entity: CustomFieldEntity, key: string, fieldType: string, label: unknown, labelText: string, description?: unknown | null, options?: unknown | null, validations?: unknown | null, archived: boolean, valueCount: number, position: number } };

export type ProfileLayoutQueryVariables = Exact<{
  entity: CustomFieldEntity;
}>;


export type ProfileLayoutQuery = { __typename: 'Query', profileForm?: { __typename: 'Form', id: string, status: FormStatus, currentVersion: { __typename: 'FormVersion', id: string, number: number, status: FormVersionStatus, definition: unknown }, publishedVersion?: { __typename: 'FormVersion', id: string, number: number, definition: unknown } | null } | null };

export type CreateProfileLayoutMutationVariables = Exact<{
  input: CreateFormInput;
}>;


export type CreateProfileLayoutMutation = { __typename: 'Mutation', createForm: { __typename: 'Form', id: string } };

export type SaveProfileLayoutMutationVariables = Exact<{
  formId: Scalars['ID']['input'];
  definition: Scalars['JSON']['input'];
}>;


export type SaveProfileLayoutMutation = { __typename: 'Mutation', saveFormDraft: { __typename: 'FormVersion', id: string } };

export type PublishProfileLayoutMutationVariables = Exact<{
  formId: Scalars['ID']['input'];
}>;


export type PublishProfileLayoutMutation = { __typename: 'Mutation', publishForm: { __typename: 'PublishFormPayload', state: PublishState, fieldErrors?: unknown | null } };

export type SetCustomFieldValuesMutationVariables = Exact<{
  entity: CustomFieldEntity;
  entityId: Scalars['ID']['input'];
  values: Scalars['JSON']['input'];
}>;


export type SetCustomFieldValuesMutation = { __typename: 'Mutation', setCustomFieldValues: unknown };

export type SupportEmailQueryVariables = Exact<{ [key: string]: never; }>;


export type SupportEmailQuery = { __typename: 'Query', incubator: { __typename: 'Incubator', id: string, supportEmail: { __typename: 'EmailAddress', address?: string | null } } };

export type ApplicationEvaluationsQueryVariables = Exact<{
  applicationId: Scalars['ID']['input'];
}>;


export type ApplicationEvaluationsQuery = { __typename: 'Query', applicationEvaluations: { __typename: 'ApplicationEvaluations', applicationId: string, blind: boolean, averageScore?: number | null, normalisedScore?: number | null, evaluationCount: number, evaluations: Array<{ __typename: 'ApplicationEvaluation', evaluatorId: string, evaluatorName: string, roundId: string, submittedAt?: string | null, score?: number | null, zScore?: number | null, mine: boolean }>, conflicts: Array<{ __typename: 'EvaluatorConflict', evaluatorId: string, evaluatorName: string, reason?: string | null, declaredAt: string }> } };

export type AssignEvaluatorsMutationVariables = Exact<{
  input: AssignEvaluatorsInput;
}>;


export type AssignEvaluatorsMutation = { __typename: 'Mutation', assignEvaluators: { __typename: 'AssignEvaluatorsPayload', unchangedApplicationIds: Array<string>, assigned: Array<{ __typename: 'EvaluatorAssignmentPair', applicationId: string, evaluatorId: string, roundId: string }> } };

export type AssignationFunnelsQueryVariables = Exact<{ [key: string]: never; }>;


export type AssignationFunnelsQuery = { __typename: 'Query', funnels: Array<{ __typename: 'Funnel', id: string, name: string, rounds: Array<{ __typename: 'Round', id: string, position: number, name: unknown, type: RoundType, blind: boolean, evaluatorsPerApplication: number }> }> };

export type DeclareConflictMutationVariables = Exact<{
  applicationId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  evaluatorId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type DeclareConflictMutation = { __typename: 'Mutation', declareConflict: { __typename: 'DeclareConflictPayload', applicationId: string, evaluatorId: string } };

export type EvaluationFormQueryVariables = Exact<{
  applicationId: Scalars['ID']['input'];
}>;


export type EvaluationFormQuery = { __typename: 'Query', evaluationForm: { __typename: 'EvaluationForm', applicationId: string, roundId: string, blind: boolean, submittedAt?: string | null, score?: number | null, formId: string, title: string, version: { __typename: 'FormVersion', id: string, definition: unknown, maxScore?: number | null }, response?: { __typename: 'FormResponse', id: string, status: FormResponseStatus, answers: unknown } | null } };

export type EvaluationQueueQueryVariables = Exact<{ [key: string]: never; }>;


export type EvaluationQueueQuery = { __typename: 'Query', evaluationQueue: Array<{ __typename: 'EvaluationQueueItem', applicationId: string, roundId: string, toDo: boolean, blind: boolean, applicantName?: string | null, submittedAt?: string | null, score?: number | null }> };

export type RoundAssignmentsQueryVariables = Exact<{
  roundId: Scalars['ID']['input'];
  funnelId: Scalars['ID']['input'];
}>;


export type RoundAssignmentsQuery = { __typename: 'Query', evaluationRoundAssignments: Array<{ __typename: 'RoundAssignment', applicationId: string, applicantName?: string | null, status: ApplicationStatus, conflictEvaluatorIds: Array<string>, evaluators: Array<{ __typename: 'AssignedEvaluator', evaluatorId: string, fullName: string, submittedAt?: string | null, score?: number | null }> }>, evaluatorWorkloads: Array<{ __typename: 'EvaluatorWorkload', evaluatorId: string, fullName: string, roleType: string, open: number, funnelOpen: number, funnelSubmitted: number }> };

export type SaveEvaluationMutationVariables = Exact<{
  applicationId: Scalars['ID']['input'];
  answers: Scalars['JSON']['input'];
  submit: Scalars['Boolean']['input'];
}>;


export type SaveEvaluationMutation = { __typename: 'Mutation', saveEvaluation: { __typename: 'EvaluationForm', applicationId: string, submittedAt?: string | null, score?: number | null, response?: { __typename: 'FormResponse', id: string, status: FormResponseStatus, answers: unknown } | null } };

export type UnassignEvaluatorMutationVariables = Exact<{
  applicationId: Scalars['ID']['input'];
  evaluatorId: Scalars['ID']['input'];
}>;


export type UnassignEvaluatorMutation = { __typename: 'Mutation', unassignEvaluator: { __typename: 'Application', id: string, status: ApplicationStatus } };

export type AcceptIncubatorEventOfferMutationVariables = Exact<{
  incubatorEventId: Scalars['ID']['input'];
}>;


export type AcceptIncubatorEventOfferMutation = { __typename: 'Mutation', acceptIncubatorEventOffer: { __typename: 'IncubatorEventAttendee', id: string, status: EventAttendeeStatus } };

export type CancelIncubatorEventAttendeeMutationVariables = Exact<{
  incubatorEventId: Scalars['ID']['input'];
  eventAttendeeId: Scalars['ID']['input'];
}>;


export type CancelIncubatorEventAttendeeMutation = { __typename: 'Mutation', cancelIncubatorEventAttendee: { __typename: 'IncubatorEventAttendee', id: string, status: EventAttendeeStatus } };

export type CreateIncubatorEventMutationVariables = Exact<{
  input: CreateIncubatorEventInput;
}>;


export type CreateIncubatorEventMutation = { __typename: 'Mutation', createIncubatorEvent: { __typename: 'IncubatorEvent', id: string } };

export type DeleteIncubatorEventMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteIncubatorEventMutation = { __typename: 'Mutation', deleteIncubatorEvent: boolean };

export type EventCardFieldsFragment = { __typename: 'IncubatorEvent', id: string, eventType: IncubatorEventType, title: string, status: IncubatorEventStatus, startTime: string, endTime: string, image?: string | null, capacity?: number | null, seatsLeft?: number | null, noOfBookings: number, hosts: Array<{ __typename: 'EventPerson', id: string, fullName: string, avatar?: string | null }>, topics: Array<{ __typename: 'IncubatorEventTag', id: string, name: string, color: string }>, viewerAttendee?: { __typename: 'IncubatorEventAttendee', id: string, status: EventAttendeeStatus } | null };

export type EventIcsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type EventIcsQuery = { __typename: 'Query', icsFileById: { __typename: 'IcsFile', id: string, ics: string } };

export type EventMeetingQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type EventMeetingQuery = { __typename: 'Query', calendarEvent?: { __typename: 'CalendarEvent', id: string, start: number, end: number } | null };

export type EventPeopleQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type EventPeopleQuery = { __typename: 'Query', community: { __typename: 'CommunityPage', items: Array<{ __typename: 'PersonSummary', id: string, fullName: string }> } };

export type EventProgramsQueryVariables = Exact<{ [key: string]: never; }>;


export type EventProgramsQuery = { __typename: 'Query', programs: Array<{ __typename: 'Program', id: string, name: string }> };

export type EventTagsQueryVariables = Exact<{
  kind: TagKind;
}>;


export type EventTagsQuery = { __typename: 'Query', tags: Array<{ __typename: 'Tag', id: string, name: string, color: string }> };

export type IncubatorEventQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type IncubatorEventQuery = { __typename: 'Query', incubatorEvent: { __typename: 'IncubatorEvent', description: string, timezone: string, cover?: string | null, coverId?: string | null, duration?: number | null, timeslotIncrement?: number | null, numberOfSessions?: number | null, oneOnOneDates: Array<string>, registrationClosesAt: string, waitlistOfferHours: number, recurrence?: EventRecurrence | null, ignoreHostsLinkedCalendar: boolean, ignoreHourAllocation: boolean, viewerCanEdit: boolean, viewerCanDelete: boolean, id: string, eventType: IncubatorEventType, title: string, status: IncubatorEventStatus, startTime: string, endTime: string, image?: string | null, capacity?: number | null, seatsLeft?: number | null, noOfBookings: number, location: { __typename: 'IncubatorEventLocation', text?: string | null, link?: string | null, provider?: string | null }, hosts: Array<{ __typename: 'EventPerson', id: string, fullName: string, avatar?: string | null, headline?: string | null }>, tags: Array<{ __typename: 'IncubatorEventTag', id: string, name: string, color: string }>, attachmentFiles: Array<{ __typename: 'IncubatorEventAttachment', id: string, name: string, fileType?: string | null, fileUrl?: string | null }>, attachmentLinks: Array<{ __typename: 'IncubatorEventAttachment', id: string, name: string, link?: string | null }>, availability: { __typename: 'IncubatorEventAvailability', method?: EventAvailabilityMethod | null, type?: EventAvailabilityType | null, mode?: EventAvailabilityMode | null }, calendarHost?: { __typename: 'EventPerson', id: string, fullName: string } | null, editPermission?: { __typename: 'EventPerson', id: string, fullName: string } | null, registrationNoticePeriod: { __typename: 'RegistrationNoticePeriod', meetingRegistrationHasNoticePeriod: boolean, periodValue?: number | null, periodUnit?: NoticePeriodUnit | null }, visibility?: { __typename: 'IncubatorEventVisibility', userRoles: { __typename: 'EventVisibilityRule', is: Array<string>, isNot: Array<string> }, userTags: { __typename: 'EventVisibilityRule', is: Array<string>, isNot: Array<string> }, startupTags: { __typename: 'EventVisibilityRule', is: Array<string>, isNot: Array<string> }, startupPrograms: { __typename: 'EventVisibilityRule', is: Array<string>, isNot: Array<string> } } | null, viewerAttendee?: { __typename: 'IncubatorEventAttendee', id: string, status: EventAttendeeStatus, offerExpiresAt?: string | null, waitlistPosition?: number | null, meetingId?: string | null } | null, attendees?: Array<{ __typename: 'IncubatorEventAttendee', id: string, status: EventAttendeeStatus, registrationTime: string, email?: string | null, registrant?: { __typename: 'EventPerson', id: string, fullName: string, avatar?: string | null } | null }> | null, topics: Array<{ __typename: 'IncubatorEventTag', id: string, name: string, color: string }> } };

export type IncubatorEventsQueryVariables = Exact<{
  filter?: InputMaybe<IncubatorEventFilter>;
}>;


export type IncubatorEventsQuery = { __typename: 'Query', incubatorEvents: { __typename: 'IncubatorEventPage', nextCursor?: string | null, results: Array<{ __typename: 'IncubatorEvent', id: string, eventType: IncubatorEventType, title: string, status: IncubatorEventStatus, startTime: string, endTime: string, image?: string | null, capacity?: number | null, seatsLeft?: number | null, noOfBookings: number, hosts: Array<{ __typename: 'EventPerson', id: string, fullName: string, avatar?: string | null }>, topics: Array<{ __typename: 'IncubatorEventTag', id: string, name: string, color: string }>, viewerAttendee?: { __typename: 'IncubatorEventAttendee', id: string, status: EventAttendeeStatus } | null }> } };

export type RegisterForIncubatorEventMutationVariables = Exact<{
  incubatorEventId: Scalars['ID']['input'];
}>;


export type RegisterForIncubatorEventMutation = { __typename: 'Mutation', registerForIncubatorEvent: { __typename: 'IncubatorEventAttendee', id: string, status: EventAttendeeStatus } };

export type UpdateIncubatorEventMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdateIncubatorEventInput;
}>;


export type UpdateIncubatorEventMutation = { __typename: 'Mutation', updateIncubatorEvent: { __typename: 'IncubatorEvent', id: string } };

export type BuilderFormFieldsFragment = { __typename: 'Form', id: string, kind: FormKind, title: string, status: FormStatus, shareUuid: string, answerCount: number, updatedAt: string, currentVersion: { __typename: 'FormVersion', id: string, number: number, status: FormVersionStatus, definition: unknown, maxScore?: number | null }, publishedVersion?: { __typename: 'FormVersion', id: string, number: number } | null, versions: Array<{ __typename: 'FormVersion', id: string, number: number, status: FormVersionStatus, publishedAt?: string | null, createdAt: string, answerCount: number }> };

export type CreateFormMutationVariables = Exact<{
  input: CreateFormInput;
}>;


export type CreateFormMutation = { __typename: 'Mutation', createForm: { __typename: 'Form', id: string, kind: FormKind, title: string, status: FormStatus, shareUuid: string, answerCount: number, updatedAt: string, currentVersion: { __typename: 'FormVersion', id: string, number: number, status: FormVersionStatus, definition: unknown, maxScore?: number | null }, publishedVersion?: { __typename: 'FormVersion', id: string, number: number } | null, versions: Array<{ __typename: 'FormVersion', id: string, number: number, status: FormVersionStatus, publishedAt?: string | null, createdAt: string, answerCount: number }> } };

export type BuilderCustomFieldsQueryVariables = Exact<{ [key: string]: never; }>;


export type BuilderCustomFieldsQuery = { __typename: 'Query', customFields: Array<{ __typename: 'CustomField', id: string, entity: CustomFieldEntity, key: string, fieldType: string, label: unknown, labelText: string, options?: unknown | null, validations?: unknown | null, archived: boolean }> };

export type DuplicateFormMutationVariables = Exact<{
  formId: Scalars['ID']['input'];
}>;


export type DuplicateFormMutation = { __typename: 'Mutation', duplicateForm: { __typename: 'Form', id: string } };

export type ArchiveFormMutationVariables = Exact<{
  formId: Scalars['ID']['input'];
}>;


export type ArchiveFormMutation = { __typename: 'Mutation', archiveForm: { __typename: 'Form', id: string, status: FormStatus } };

export type DeleteFormMutationVariables = Exact<{
  formId: Scalars['ID']['input'];
}>;


export type DeleteFormMutation = { __typename: 'Mutation', deleteForm: boolean };

export type BuilderFormVersionQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BuilderFormVersionQuery = { __typename: 'Query', formVersion?: { __typename: 'FormVersion', id: string, formId: string, number: number, status: FormVersionStatus, definition: unknown, publishedAt?: string | null, createdAt: string } | null };

export type BuilderFormQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BuilderFormQuery = { __typename: 'Query', form?: { __typename: 'Form', id: string, kind: FormKind, title: string, status: FormStatus, shareUuid: string, answerCount: number, updatedAt: string, currentVersion: { __typename: 'FormVersion', id: string, number: number, status: FormVersionStatus, definition: unknown, maxScore?: number | null }, publishedVersion?: { __typename: 'FormVersion', id: string, number: number } | null, versions: Array<{ __typename: 'FormVersion', id: string, number: number, status: FormVersionStatus, publishedAt?: string | null, createdAt: string, answerCount: number }> } | null };

export type BuilderFormsQueryVariables = Exact<{
  kind?: InputMaybe<FormKind>;
  locale?: InputMaybe<Scalars['String']['input']>;
}>;


export type BuilderFormsQuery = { __typename: 'Query', forms: Array<{ __typename: 'Form', id: string, kind: FormKind, title: string, status: FormStatus, answerCount: number, updatedAt: string, currentVersion: { __typename: 'FormVersion', id: string, number: number, status: FormVersionStatus }, publishedVersion?: { __typename: 'FormVersion', id: string, number: number } | null }>, planInfo: { __typename: 'PlanInfo', limits: Array<{ __typename: 'PlanLimit', name: string, current: number, max: number }> } };

export type BuilderProfileFormQueryVariables = Exact<{
  entity: CustomFieldEntity;
}>;


export type BuilderProfileFormQuery = { __typename: 'Query', profileForm?: { __typename: 'Form', id: string, kind: FormKind, title: string, status: FormStatus, shareUuid: string, answerCount: number, updatedAt: string, currentVersion: { __typename: 'FormVersion', id: string, number: number, status: FormVersionStatus, definition: unknown, maxScore?: number | null }, publishedVersion?: { __typename: 'FormVersion', id: string, number: number } | null, versions: Array<{ __typename: 'FormVersion', id: string, number: number, status: FormVersionStatus, publishedAt?: string | null, createdAt: string, answerCount: number }> } | null };

export type PublishFormMutationVariables = Exact<{
  formId: Scalars['ID']['input'];
}>;


export type PublishFormMutation = { __typename: 'Mutation', publishForm: { __typename: 'PublishFormPayload', state: PublishState, fieldErrors?: unknown | null, version?: { __typename: 'FormVersion', id: string, number: number } | null, form: { __typename: 'Form', id: string, kind: FormKind, title: string, status: FormStatus, shareUuid: string, answerCount: number, updatedAt: string, currentVersion: { __typename: 'FormVersion', id: string, number: number, status: FormVersionStatus, definition: unknown, maxScore?: number | null }, publishedVersion?: { __typename: 'FormVersion', id: string, number: number } | null, versions: Array<{ __typename: 'FormVersion', id: string, number: number, status: FormVersionStatus, publishedAt?: string | null, createdAt: string, answerCount: number }> } } };

export type SaveFormDraftMutationVariables = Exact<{
  formId: Scalars['ID']['input'];
  definition: Scalars['JSON']['input'];
}>;


export type SaveFormDraftMutation = { __typename: 'Mutation', saveFormDraft: { __typename: 'FormVersion', id: string, number: number, status: FormVersionStatus } };

export type FormToFillQueryVariables = Exact<{
  formId: Scalars['ID']['input'];
}>;


export type FormToFillQuery = { __typename: 'Query', videoQuestionToken?: string | null, formToFill?: { __typename: 'FormToFill', formId: string, kind: FormKind, title: string, version: { __typename: 'FormVersion', id: string, number: number, definition: unknown }, response?: { __typename: 'FormResponse', id: string, status: FormResponseStatus, answers: unknown, updatedAt: string, submittedAt?: string | null } | null } | null };

export type SaveFormResponseMutationVariables = Exact<{
  formId: Scalars['ID']['input'];
  answers: Scalars['JSON']['input'];
}>;


export type SaveFormResponseMutation = { __typename: 'Mutation', saveFormResponse: { __typename: 'FormResponse', id: string, status: FormResponseStatus, updatedAt: string } };

export type SharedFormQueryVariables = Exact<{
  uuid: Scalars['ID']['input'];
}>;


export type SharedFormQuery = { __typename: 'Query', sharedForm?: { __typename: 'SharedForm', kind: FormKind, title: string, versionNumber: number, definition: unknown } | null };

export type SubmitFormResponseMutationVariables = Exact<{
  formId: Scalars['ID']['input'];
  answers: Scalars['JSON']['input'];
}>;


export type SubmitFormResponseMutation = { __typename: 'Mutation', submitFormResponse: { __typename: 'FormResponse', id: string, status: FormResponseStatus, submittedAt?: string | null } };

export type CreateFunnelMutationVariables = Exact<{
  input: CreateFunnelInput;
}>;


export type CreateFunnelMutation = { __typename: 'Mutation', createFunnel: { __typename: 'Funnel', id: string } };

export type UpdateFunnelMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdateFunnelInput;
}>;


export type UpdateFunnelMutation = { __typename: 'Mutation', updateFunnel: { __typename: 'Funnel', id: string, type: FunnelType, name: string, displayName: unknown, slug: string, publicPath: string, intakeFormId?: string | null, deadline?: string | null, closedAt?: string | null, published: boolean, acceptedRoleId?: string | null, reapply: { __typename: 'Reapply', rule: ReapplyRule, cooldownDays: number }, programs: Array<{ __typename: 'FunnelProgram', id: string, name: string }>, tags: Array<{ __typename: 'TagCard', id: string, name: string, color: string }> } };

export type DeleteFunnelMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteFunnelMutation = { __typename: 'Mutation', deleteFunnel: boolean };

export type SetFunnelAdminsMutationVariables = Exact<{
  funnelId: Scalars['ID']['input'];
  userIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type SetFunnelAdminsMutation = { __typename: 'Mutation', setFunnelAdmins: { __typename: 'Funnel', id: string, admins: Array<{ __typename: 'FunnelPerson', id: string, fullName: string, email: string }> } };

export type FunnelSetupOptionsQueryVariables = Exact<{
  locale?: InputMaybe<Scalars['String']['input']>;
}>;


export type FunnelSetupOptionsQuery = { __typename: 'Query', funnelSetupOptions: { __typename: 'FunnelSetupOptions', intakeForms: Array<{ __typename: 'FunnelFormOption', id: string, title: string, published: boolean }>, evaluationForms: Array<{ __typename: 'FunnelFormOption', id: string, title: string, published: boolean }>, programs: Array<{ __typename: 'FunnelProgram', id: string, name: string }>, communityRoles: Array<{ __typename: 'FunnelRoleOption', id: string, label: string }>, team: Array<{ __typename: 'FunnelPerson', id: string, fullName: string, email: string }>, hosts: Array<{ __typename: 'FunnelPerson', id: string, fullName: string, email: string }> } };

export type FunnelTagOptionsQueryVariables = Exact<{
  kind: TagKind;
}>;


export type FunnelTagOptionsQuery = { __typename: 'Query', tags: Array<{ __typename: 'Tag', id: string, name: string, color: string }> };

export type FunnelQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type FunnelQuery = { __typename: 'Query', funnel: { __typename: 'Funnel', id: string, type: FunnelType, name: string, displayName: unknown, slug: string, publicPath: string, intakeFormId?: string | null, deadline?: string | null, closedAt?: string | null, published: boolean, acceptedRoleId?: string | null, applicationCount: number, mayEdit: boolean, mayCreateRejectionEmails: boolean, mayEditRejectionEmails: boolean, reapply: { __typename: 'Reapply', rule: ReapplyRule, cooldownDays: number }, programs: Array<{ __typename: 'FunnelProgram', id: string, name: string }>, tags: Array<{ __typename: 'TagCard', id: string, name: string, color: string }>, admins: Array<{ __typename: 'FunnelPerson', id: string, fullName: string, email: string }>, rounds: Array<{ __typename: 'Round', id: string, funnelId: string, position: number, type: RoundType, name: unknown, formId?: string | null, blind: boolean, evaluatorsPerApplication: number, meeting?: { __typename: 'RoundMeeting', durationMinutes: number, incrementMinutes?: number | null, location?: string | null, mode: MeetingMode, hostIds: Array<string> } | null, emails: Array<{ __typename: 'RoundEmail', id: string, roundId: string, kind: RoundEmailKind, reason?: unknown | null, subject: unknown, body: unknown, timing: EmailTiming, delayHours: number }> }> } };

export type FunnelRoundFieldsFragment = { __typename: 'Round', id: string, funnelId: string, position: number, type: RoundType, name: unknown, formId?: string | null, blind: boolean, evaluatorsPerApplication: number, meeting?: { __typename: 'RoundMeeting', durationMinutes: number, incrementMinutes?: number | null, location?: string | null, mode: MeetingMode, hostIds: Array<string> } | null, emails: Array<{ __typename: 'RoundEmail', id: string, roundId: string, kind: RoundEmailKind, reason?: unknown | null, subject: unknown, body: unknown, timing: EmailTiming, delayHours: number }> };

export type FunnelRoundEmailFieldsFragment = { __typename: 'RoundEmail', id: string, roundId: string, kind: RoundEmailKind, reason?: unknown | null, subject: unknown, body: unknown, timing: EmailTiming, delayHours: number };

export type FunnelsQueryVariables = Exact<{ [key: string]: never; }>;


export type FunnelsQuery = { __typename: 'Query', funnels: Array<{ __typename: 'Funnel', id: string, type: FunnelType, name: string, slug: string, deadline?: string | null, closedAt?: string | null, published: boolean, applicationCount: number, mayEdit: boolean, mayDelete: boolean, rounds: Array<{ __typename: 'Round', id: string }> }>, planInfo: { __typename: 'PlanInfo', limits: Array<{ __typename: 'PlanLimit', name: string, current: number, max: number }> } };

export type SaveRoundMutationVariables = Exact<{
  funnelId: Scalars['ID']['input'];
  input: RoundInput;
}>;


export type SaveRoundMutation = { __typename: 'Mutation', saveRound: Array<{ __typename: 'Round', id: string, funnelId: string, position: number, type: RoundType, name: unknown, formId?: string | null, blind: boolean, evaluatorsPerApplication: number, meeting?: { __typename: 'RoundMeeting', durationMinutes: number, incrementMinutes?: number | null, location?: string | null, mode: MeetingMode, hostIds: Array<string> } | null, emails: Array<{ __typename: 'RoundEmail', id: string, roundId: string, kind: RoundEmailKind, reason?: unknown | null, subject: unknown, body: unknown, timing: EmailTiming, delayHours: number }> }> };

export type DeleteRoundMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteRoundMutation = { __typename: 'Mutation', deleteRound: Array<{ __typename: 'Round', id: string, funnelId: string, position: number, type: RoundType, name: unknown, formId?: string | null, blind: boolean, evaluatorsPerApplication: number, meeting?: { __typename: 'RoundMeeting', durationMinutes: number, incrementMinutes?: number | null, location?: string | null, mode: MeetingMode, hostIds: Array<string> } | null, emails: Array<{ __typename: 'RoundEmail', id: string, roundId: string, kind: RoundEmailKind, reason?: unknown | null, subject: unknown, body: unknown, timing: EmailTiming, delayHours: number }> }> };

export type MoveRoundMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  position: Scalars['Int']['input'];
}>;


export type MoveRoundMutation = { __typename: 'Mutation', moveRound: Array<{ __typename: 'Round', id: string, funnelId: string, position: number, type: RoundType, name: unknown, formId?: string | null, blind: boolean, evaluatorsPerApplication: number, meeting?: { __typename: 'RoundMeeting', durationMinutes: number, incrementMinutes?: number | null, location?: string | null, mode: MeetingMode, hostIds: Array<string> } | null, emails: Array<{ __typename: 'RoundEmail', id: string, roundId: string, kind: RoundEmailKind, reason?: unknown | null, subject: unknown, body: unknown, timing: EmailTiming, delayHours: number }> }> };

export type SaveRoundEmailMutationVariables = Exact<{
  roundId: Scalars['ID']['input'];
  input: RoundEmailInput;
}>;


export type SaveRoundEmailMutation = { __typename: 'Mutation', saveRoundEmail: Array<{ __typename: 'RoundEmail', id: string, roundId: string, kind: RoundEmailKind, reason?: unknown | null, subject: unknown, body: unknown, timing: EmailTiming, delayHours: number }> };

export type DeleteRoundEmailMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteRoundEmailMutation = { __typename: 'Mutation', deleteRoundEmail: Array<{ __typename: 'RoundEmail', id: string, roundId: string, kind: RoundEmailKind, reason?: unknown | null, subject: unknown, body: unknown, timing: EmailTiming, delayHours: number }> };

export type BackgroundJobsQueryVariables = Exact<{
  filter: BackgroundJobFilter;
}>;


export type BackgroundJobsQuery = { __typename: 'Query', backgroundJobCounts: { __typename: 'BackgroundJobCounts', queued: number, running: number, done: number, failed: number, retried: number }, backgroundJobs: Array<{ __typename: 'BackgroundJob', id: string, kind: string, status: BackgroundJobStatus, attempts: number, maxAttempts: number, lastError?: string | null, runAt: string, createdAt: string, finishedAt?: string | null }> };

export type RetryBackgroundJobMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RetryBackgroundJobMutation = { __typename: 'Mutation', retryBackgroundJob: { __typename: 'BackgroundJob', id: string, status: BackgroundJobStatus } };

export type LeadQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type LeadQuery = { __typename: 'Query', lead: { __typename: 'Lead', id: string, applicant: { __typename: 'LeadPerson', id: string, fullName: string, email: string }, application: { __typename: 'Application', id: string, status: ApplicationStatus, createdAt: string }, funnel: { __typename: 'Funnel', id: string, name: string }, targets: Array<{ __typename: 'LeadTarget', sameIntakeForm: boolean, alreadyApplied: boolean, hasRounds: boolean, funnel: { __typename: 'Funnel', id: string, name: string } }>, transfers: Array<{ __typename: 'LeadTransfer', applicationId: string, funnelId: string, funnelName: string, at: string }> } };

export type TransferLeadMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  funnelId: Scalars['ID']['input'];
}>;


export type TransferLeadMutation = { __typename: 'Mutation', transferLead: { __typename: 'LeadTransferResult', answersCarried: boolean, application: { __typename: 'Application', id: string, funnelId: string } } };

export type AddMilestoneMutationVariables = Exact<{
  input: AddMilestoneInput;
}>;


export type AddMilestoneMutation = { __typename: 'Mutation', addMilestone: { __typename: 'MilestonePlan', id: string, startupId?: string | null, isTemplate: boolean, templateId?: string | null, name: string, goal?: string | null, unit?: string | null, target?: number | null, summary?: string | null, updatedAt: string, viewerCanEdit: boolean, progress: { __typename: 'MilestoneProgress', done: number, total: number, percent: number }, milestones: Array<{ __typename: 'Milestone', id: string, title: string, description?: string | null, dueDate?: string | null, done: boolean, subMilestones: Array<{ __typename: 'Milestone', id: string, parentId?: string | null, title: string, description?: string | null, dueDate?: string | null, done: boolean }> }> } };

export type UpdateMilestoneMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdateMilestoneInput;
}>;


export type UpdateMilestoneMutation = { __typename: 'Mutation', updateMilestone: { __typename: 'MilestonePlan', id: string, startupId?: string | null, isTemplate: boolean, templateId?: string | null, name: string, goal?: string | null, unit?: string | null, target?: number | null, summary?: string | null, updatedAt: string, viewerCanEdit: boolean, progress: { __typename: 'MilestoneProgress', done: number, total: number, percent: number }, milestones: Array<{ __typename: 'Milestone', id: string, title: string, description?: string | null, dueDate?: string | null, done: boolean, subMilestones: Array<{ __typename: 'Milestone', id: string, parentId?: string | null, title: string, description?: string | null, dueDate?: string | null, done: boolean }> }> } };

export type DeleteMilestoneMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteMilestoneMutation = { __typename: 'Mutation', deleteMilestone: { __typename: 'MilestonePlan', id: string, startupId?: string | null, isTemplate: boolean, templateId?: string | null, name: string, goal?: string | null, unit?: string | null, target?: number | null, summary?: string | null, updatedAt: string, viewerCanEdit: boolean, progress: { __typename: 'MilestoneProgress', done: number, total: number, percent: number }, milestones: Array<{ __typename: 'Milestone', id: string, title: string, description?: string | null, dueDate?: string | null, done: boolean, subMilestones: Array<{ __typename: 'Milestone', id: string, parentId?: string | null, title: string, description?: string | null, dueDate?: string | null, done: boolean }> }> } };

export type SetMilestoneDoneMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  done: Scalars['Boolean']['input'];
}>;


export type SetMilestoneDoneMutation = { __typename: 'Mutation', setMilestoneDone: { __typename: 'MilestonePlan', id: string, startupId?: string | null, isTemplate: boolean, templateId?: string | null, name: string, goal?: string | null, unit?: string | null, target?: number | null, summary?: string | null, updatedAt: string, viewerCanEdit: boolean, progress: { __typename: 'MilestoneProgress', done: number, total: number, percent: number }, milestones: Array<{ __typename: 'Milestone', id: string, title: string, description?: string | null, dueDate?: string | null, done: boolean, subMilestones: Array<{ __typename: 'Milestone', id: string, parentId?: string | null, title: string, description?: string | null, dueDate?: string | null, done: boolean }> }> } };

export type MilestonePlanFieldsFragment = { __typename: 'MilestonePlan', id: string, startupId?: string | null, isTemplate: boolean, templateId?: string | null, name: string, goal?: string | null, unit?: string | null, target?: number | null, summary?: string | null, updatedAt: string, viewerCanEdit: boolean, progress: { __typename: 'MilestoneProgress', done: number, total: number, percent: number }, milestones: Array<{ __typename: 'Milestone', id: string, title: string, description?: string | null, dueDate?: string | null, done: boolean, subMilestones: Array<{ __typename: 'Milestone', id: string, parentId?: string | null, title: string, description?: string | null, dueDate?: string | null, done: boolean }> }> };

export type MilestonePlansQueryVariables = Exact<{
  startupId: Scalars['ID']['input'];
}>;


export type MilestonePlansQuery = { __typename: 'Query', milestonePlans: { __typename: 'StartupMilestonePlans', startupId: string, viewerCanCreate: boolean, viewerCanCreateTemplates: boolean, plans: Array<{ __typename: 'MilestonePlan', id: string, startupId?: string | null, isTemplate: boolean, templateId?: string | null, name: string, goal?: string | null, unit?: string | null, target?: number | null, summary?: string | null, updatedAt: string, viewerCanEdit: boolean, progress: { __typename: 'MilestoneProgress', done: number, total: number, percent: number }, milestones: Array<{ __typename: 'Milestone', id: string, title: string, description?: string | null, dueDate?: string | null, done: boolean, subMilestones: Array<{ __typename: 'Milestone', id: string, parentId?: string | null, title: string, description?: string | null, dueDate?: string | null, done: boolean }> }> }> } };

export type MilestoneStartupsQueryVariables = Exact<{ [key: string]: never; }>;


export type MilestoneStartupsQuery = { __typename: 'Query', startups: Array<{ __typename: 'StartupListItem', id: string, name: string }> };

export type MilestoneTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type MilestoneTemplatesQuery = { __typename: 'Query', milestoneTemplates: Array<{ __typename: 'MilestonePlan', id: string, startupId?: string | null, isTemplate: boolean, templateId?: string | null, name: string, goal?: string | null, unit?: string | null, target?: number | null, summary?: string | null, updatedAt: string, viewerCanEdit: boolean, progress: { __typename: 'MilestoneProgress', done: number, total: number, percent: number }, milestones: Array<{ __typename: 'Milestone', id: string, title: string, description?: string | null, dueDate?: string | null, done: boolean, subMilestones: Array<{ __typename: 'Milestone', id: string, parentId?: string | null, title: string, description?: string | null, dueDate?: string | null, done: boolean }> }> }> };

export type CreateMilestonePlanMutationVariables = Exact<{
  input: CreateMilestonePlanInput;
}>;


export type CreateMilestonePlanMutation = { __typename: 'Mutation', createMilestonePlan: { __typename: 'MilestonePlan', id: string, startupId?: string | null, isTemplate: boolean, templateId?: string | null, name: string, goal?: string | null, unit?: string | null, target?: number | null, summary?: string | null, updatedAt: string, viewerCanEdit: boolean, progress: { __typename: 'MilestoneProgress', done: number, total: number, percent: number }, milestones: Array<{ __typename: 'Milestone', id: string, title: string, description?: string | null, dueDate?: string | null, done: boolean, subMilestones: Array<{ __typename: 'Milestone', id: string, parentId?: string | null, title: string, description?: string | null, dueDate?: string | null, done: boolean }> }> } };

export type UpdateMilestonePlanMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdateMilestonePlanInput;
}>;


export type UpdateMilestonePlanMutation = { __typename: 'Mutation', updateMilestonePlan: { __typename: 'MilestonePlan', id: string, startupId?: string | null, isTemplate: boolean, templateId?: string | null, name: string, goal?: string | null, unit?: string | null, target?: number | null, summary?: string | null, updatedAt: string, viewerCanEdit: boolean, progress: { __typename: 'MilestoneProgress', done: number, total: number, percent: number }, milestones: Array<{ __typename: 'Milestone', id: string, title: string, description?: string | null, dueDate?: string | null, done: boolean, subMilestones: Array<{ __typename: 'Milestone', id: string, parentId?: string | null, title: string, description?: string | null, dueDate?: string | null, done: boolean }> }> } };

export type DeleteMilestonePlanMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteMilestonePlanMutation = { __typename: 'Mutation', deleteMilestonePlan: boolean };

export type DuplicateMilestonePlanMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input?: InputMaybe<DuplicateMilestonePlanInput>;
}>;


export type DuplicateMilestonePlanMutation = { __typename: 'Mutation', duplicateMilestonePlan: { __typename: 'MilestonePlan', id: string, startupId?: string | null, isTemplate: boolean, templateId?: string | null, name: string, goal?: string | null, unit?: string | null, target?: number | null, summary?: string | null, updatedAt: string, viewerCanEdit: boolean, progress: { __typename: 'MilestoneProgress', done: number, total: number, percent: number }, milestones: Array<{ __typename: 'Milestone', id: string, title: string, description?: string | null, dueDate?: string | null, done: boolean, subMilestones: Array<{ __typename: 'Milestone', id: string, parentId?: string | null, title: string, description?: string | null, dueDate?: string | null, done: boolean }> }> } };

export type ApplyMilestoneTemplateMutationVariables = Exact<{
  templateId: Scalars['ID']['input'];
  startupIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type ApplyMilestoneTemplateMutation = { __typename: 'Mutation', applyMilestoneTemplate: Array<{ __typename: 'MilestonePlan', id: string, startupId?: string | null }> };

export type MarkNotificationsReadMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type MarkNotificationsReadMutation = { __typename: 'Mutation', markNotificationsRead: Array<{ __typename: 'Notification', id: string, isRead: boolean }> };

export type NotificationCreatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NotificationCreatedSubscription = { __typename: 'Subscription', notificationCreated: { __typename: 'Notification', id: string } };

export type NotificationFieldsFragment = { __typename: 'Notification', id: string, type: string, isRead: boolean, createdAt: string, url: string, icon: string, values: { __typename: 'NotificationValues', actorName?: string | null, startupName?: string | null, applicantName?: string | null, programName?: string | null, startsAt?: string | null, period?: string | null, status?: string | null, eventTitle?: string | null } };

export type NotificationPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationPreferencesQuery = { __typename: 'Query', notificationPreferences: { __typename: 'NotificationPreferences', digestFrequency: string, types: Array<{ __typename: 'NotificationPreference', type: string, inApp: boolean, email: boolean, critical: boolean, emailByProducer: boolean }> } };

export type NotificationsPageQueryVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type NotificationsPageQuery = { __typename: 'Query', notifications: { __typename: 'NotificationPage', pageSize: number, nextCursor?: string | null, items: Array<{ __typename: 'Notification', id: string, type: string, isRead: boolean, createdAt: string, url: string, icon: string, values: { __typename: 'NotificationValues', actorName?: string | null, startupName?: string | null, applicantName?: string | null, programName?: string | null, startsAt?: string | null, period?: string | null, status?: string | null, eventTitle?: string | null } }> } };

export type SetNotificationsLastSeenMutationVariables = Exact<{ [key: string]: never; }>;


export type SetNotificationsLastSeenMutation = { __typename: 'Mutation', setNotificationsLastSeen: { __typename: 'UnseenNotifications', count: number, lastSeenTimestamp?: string | null } };

export type UnseenNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type UnseenNotificationsQuery = { __typename: 'Query', unseenNotifications: { __typename: 'UnseenNotifications', count: number, lastSeenTimestamp?: string | null } };

export type UpdateNotificationPreferencesMutationVariables = Exact<{
  input: NotificationPreferencesInput;
}>;


export type UpdateNotificationPreferencesMutation = { __typename: 'Mutation', updateNotificationPreferences: { __typename: 'NotificationPreferences', digestFrequency: string, types: Array<{ __typename: 'NotificationPreference', type: string, inApp: boolean, email: boolean, critical: boolean, emailByProducer: boolean }> } };

export type PortfolioQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type PortfolioQuery = { __typename: 'Query', portfolio: { __typename: 'PortfolioPage', total: number, items: Array<{ __typename: 'PortfolioStartup', id: string, name: string, logo?: string | null, website?: string | null, members: Array<{ __typename: 'StartupPerson', id: string, fullName: string }>, programs: Array<{ __typename: 'Program', id: string, name: string }>, connections: Array<{ __typename: 'StartupConnection', id: string, startupId: string, minutesAllocated: number, minutesUsed: number, minutesPending: number, minutesRemaining: number, hourAllocationRequired: boolean, takesBookings: boolean, availableDurationsInMins: Array<number>, assignedUser: { __typename: 'UserCard', id: string, fullName: string, firstName: string, lastName: string, email: string, timezone: string, roleLabel: string, roleType: string, avatar?: string | null, headline?: string | null } }> }> } };

export type StartupConnectionFieldsFragment = { __typename: 'StartupConnection', id: string, startupId: string, minutesAllocated: number, minutesUsed: number, minutesPending: number, minutesRemaining: number, hourAllocationRequired: boolean, takesBookings: boolean, availableDurationsInMins: Array<number>, assignedUser: { __typename: 'UserCard', id: string, fullName: string, firstName: string, lastName: string, email: string, timezone: string, roleLabel: string, roleType: string, avatar?: string | null, headline?: string | null } };

export type StartupConnectionsQueryVariables = Exact<{
  startupId: Scalars['ID']['input'];
}>;


export type StartupConnectionsQuery = { __typename: 'Query', startupConnections: Array<{ __typename: 'StartupConnection', id: string, startupId: string, minutesAllocated: number, minutesUsed: number, minutesPending: number, minutesRemaining: number, hourAllocationRequired: boolean, takesBookings: boolean, availableDurationsInMins: Array<number>, assignedUser: { __typename: 'UserCard', id: string, fullName: string, firstName: string, lastName: string, email: string, timezone: string, roleLabel: string, roleType: string, avatar?: string | null, headline?: string | null } }> };

export type AdminProgramFieldsFragment = { __typename: 'AdminProgram', id: string, name: string, type: ProgramType, description?: string | null, startsOn?: string | null, endsOn?: string | null, mode: ProgramMode, memberCount: number, startupCount: number, admin?: { __typename: 'ProgramPerson', id: string, fullName: string } | null };

export type AdminProgramsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminProgramsQuery = { __typename: 'Query', adminPrograms: Array<{ __typename: 'AdminProgram', id: string, name: string, type: ProgramType, description?: string | null, startsOn?: string | null, endsOn?: string | null, mode: ProgramMode, memberCount: number, startupCount: number, admin?: { __typename: 'ProgramPerson', id: string, fullName: string } | null }>, planInfo: { __typename: 'PlanInfo', limits: Array<{ __typename: 'PlanLimit', name: string, max: number, current: number }> } };

export type ProgramAssignableStartupsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type ProgramAssignableStartupsQuery = { __typename: 'Query', startups: Array<{ __typename: 'StartupListItem', id: string, name: string }>, adminPrograms: Array<{ __typename: 'AdminProgram', id: string, name: string }> };

export type ProgramMembersQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ProgramMembersQuery = { __typename: 'Query', program: { __typename: 'AdminProgram', id: string, members: Array<{ __typename: 'ProgramPerson', id: string, fullName: string, email: string }> } };

export type CreateProgramMutationVariables = Exact<{
  input: CreateProgramInput;
}>;


export type CreateProgramMutation = { __typename: 'Mutation', createProgram: { __typename: 'AdminProgram', id: string, name: string, type: ProgramType, description?: string | null, startsOn?: string | null, endsOn?: string | null, mode: ProgramMode, memberCount: number, startupCount: number, admin?: { __typename: 'ProgramPerson', id: string, fullName: string } | null } };

export type UpdateProgramMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdateProgramInput;
}>;


export type UpdateProgramMutation = { __typename: 'Mutation', updateProgram: { __typename: 'AdminProgram', id: string, name: string, type: ProgramType, description?: string | null, startsOn?: string | null, endsOn?: string | null, mode: ProgramMode, memberCount: number, startupCount: number, admin?: { __typename: 'ProgramPerson', id: string, fullName: string } | null } };

export type SetProgramMembersMutationVariables = Exact<{
  programId: Scalars['ID']['input'];
  userIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type SetProgramMembersMutation = { __typename: 'Mutation', setProgramMembers: { __typename: 'AdminProgram', id: string, name: string, type: ProgramType, description?: string | null, startsOn?: string | null, endsOn?: string | null, mode: ProgramMode, memberCount: number, startupCount: number, admin?: { __typename: 'ProgramPerson', id: string, fullName: string } | null } };

export type DeleteProgramMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteProgramMutation = { __typename: 'Mutation', deleteProgram: boolean };

export type ProgramPeopleQueryVariables = Exact<{
  filter?: InputMaybe<UserFilterInput>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ProgramPeopleQuery = { __typename: 'Query', users: { __typename: 'UserPage', total: number, items: Array<{ __typename: 'ManagedUser', id: string, fullName: string, email: string, category: string, role: { __typename: 'RoleSummary', id: string, type: string, label: string }, programs: Array<{ __typename: 'Program', id: string, name: string }>, assignedStartups: Array<{ __typename: 'StartupSummary', id: string, name: string }> }> } };

export type StartUserBatchMutationVariables = Exact<{
  input: StartUserBatchInput;
}>;


export type StartUserBatchMutation = { __typename: 'Mutation', startUserBatch: { __typename: 'BatchOperation', id: string, total: number, succeeded: number, failed: number, validation: BatchValidation, overall: BatchOverall } };

export type UserBatchOperationUpdatedSubscriptionVariables = Exact<{
  operationId: Scalars['ID']['input'];
}>;


export type UserBatchOperationUpdatedSubscription = { __typename: 'Subscription', userBatchOperationUpdated: { __typename: 'UserBatchOperationUpdate', operationId: string, updateType: BatchUpdateType, userId?: string | null, total: number, succeeded: number, failed: number, validation: BatchValidation, overall: BatchOverall } };

export type CurrentUserFieldsFragment = { __typename: 'CurrentUser', id: string, email: string, firstName: string, lastName: string, fullName: string, language: string, status: string, validated: boolean, role: { __typename: 'RoleSummary', id: string, type: string, label: string, isCustom: boolean, userAccess: { __typename: 'UserAccess', visibilitySettings: string, roles: Array<string> }, startupAccess: { __typename: 'StartupAccess', visibilitySettings: string } }, startups: Array<{ __typename: 'StartupSummary', id: string, name: string }> };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { __typename: 'Query', currentUser: { __typename: 'CurrentUser', id: string, email: string, firstName: string, lastName: string, fullName: string, language: string, status: string, validated: boolean, role: { __typename: 'RoleSummary', id: string, type: string, label: string, isCustom: boolean, userAccess: { __typename: 'UserAccess', visibilitySettings: string, roles: Array<string> }, startupAccess: { __typename: 'StartupAccess', visibilitySettings: string } }, startups: Array<{ __typename: 'StartupSummary', id: string, name: string }> } };

export type LogoutSessionMutationVariables = Exact<{
  sessionId: Scalars['ID']['input'];
}>;


export type LogoutSessionMutation = { __typename: 'Mutation', logoutSession: boolean };

export type ResendConfirmationEmailMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendConfirmationEmailMutation = { __typename: 'Mutation', resendConfirmationEmail: boolean };

export type SessionLoggedOutSubscriptionVariables = Exact<{
  sessionId: Scalars['ID']['input'];
}>;


export type SessionLoggedOutSubscription = { __typename: 'Subscription', sessionLoggedOut: { __typename: 'SessionLoggedOut', sessionId: string, reason: string } };

export type UpsertSessionMutationVariables = Exact<{
  sessionId?: InputMaybe<Scalars['ID']['input']>;
  takeover?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type UpsertSessionMutation = { __typename: 'Mutation', upsertSession: { __typename: 'Session', id: string, status: string } };

export type StartupApplicationsQueryVariables = Exact<{
  startupId: Scalars['ID']['input'];
}>;


export type StartupApplicationsQuery = { __typename: 'Query', startupApplications: Array<{ __typename: 'StartupApplication', id: string, funnelName: string, roundName?: string | null, roundPosition?: number | null, status: ApplicationStatus, createdAt: string, submittedAt?: string | null, decidedAt?: string | null, applicantName?: string | null, link?: string | null, staffView: boolean }> };

export type CreateDocumentFolderMutationVariables = Exact<{
  startupId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
}>;


export type CreateDocumentFolderMutation = { __typename: 'Mutation', createDocumentFolder: { __typename: 'StartupDocumentFolder', id: string, name: string } };

export type RenameDocumentFolderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
}>;


export type RenameDocumentFolderMutation = { __typename: 'Mutation', renameDocumentFolder: { __typename: 'StartupDocumentFolder', id: string, name: string } };

export type DeleteDocumentFolderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteDocumentFolderMutation = { __typename: 'Mutation', deleteDocumentFolder: boolean };

export type AddStartupDocumentsMutationVariables = Exact<{
  startupId: Scalars['ID']['input'];
  input: AddStartupDocumentsInput;
}>;


export type AddStartupDocumentsMutation = { __typename: 'Mutation', addStartupDocuments: Array<{ __typename: 'StartupDocument', id: string }> };

export type UpdateStartupDocumentMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdateStartupDocumentInput;
}>;


export type UpdateStartupDocumentMutation = { __typename: 'Mutation', updateStartupDocument: { __typename: 'StartupDocument', id: string, name: string, description?: string | null, folderId?: string | null } };

export type DeleteStartupDocumentMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteStartupDocumentMutation = { __typename: 'Mutation', deleteStartupDocument: boolean };

export type StartupDocumentsQueryVariables = Exact<{
  startupId: Scalars['ID']['input'];
}>;


export type StartupDocumentsQuery = { __typename: 'Query', startupDocuments: { __typename: 'StartupDocuments', startupId: string, canEdit: boolean, folders: Array<{ __typename: 'StartupDocumentFolder', id: string, name: string, documentCount?: number | null }>, documents: Array<{ __typename: 'StartupDocument', id: string, folderId?: string | null, name: string, description?: string | null, sizeBytes: number, contentType?: string | null, kind: string, fileName?: string | null, url?: string | null, uploadedByName?: string | null, createdAt: string }> }, planInfo: { __typename: 'PlanInfo', maxFileSize: number } };

export type ExportStartupMutationVariables = Exact<{
  startupId: Scalars['ID']['input'];
}>;


export type ExportStartupMutation = { __typename: 'Mutation', exportStartup: { __typename: 'StartupExport', id: string, status: StartupExportStatus, error?: string | null, createdAt: string, finishedAt?: string | null, downloadUrl?: string | null } };

export type StartupExportFieldsFragment = { __typename: 'StartupExport', id: string, status: StartupExportStatus, error?: string | null, createdAt: string, finishedAt?: string | null, downloadUrl?: string | null };

export type StartupExportsQueryVariables = Exact<{
  startupId: Scalars['ID']['input'];
}>;


export type StartupExportsQuery = { __typename: 'Query', startupExports: Array<{ __typename: 'StartupExport', id: string, status: StartupExportStatus, error?: string | null, createdAt: string, finishedAt?: string | null, downloadUrl?: string | null }> };

export type CreateStartupMutationVariables = Exact<{
  input: CreateStartupInput;
}>;


export type CreateStartupMutation = { __typename: 'Mutation', createStartup: { __typename: 'StartupFile', id: string, name: string, logo?: string | null, website?: string | null, foundingYear?: number | null, description?: string | null, createdAt: string, viewerIsMember: boolean, members: Array<{ __typename: 'StartupPerson', id: string, fullName: string }>, people: Array<{ __typename: 'StartupFileMember', id: string, role?: string | null, user: { __typename: 'UserCard', id: string, fullName: string, avatar?: string | null, email: string } }>, programs: Array<{ __typename: 'Program', id: string, name: string }>, viewerRights: { __typename: 'StartupFileRights', mayEditName: boolean, mayEditProfile: boolean, mayEditMembers: boolean, mayEditConnections: boolean } } };

export type SetUpForStartupLinksQueryVariables = Exact<{
  startupId: Scalars['ID']['input'];
}>;


export type SetUpForStartupLinksQuery = { __typename: 'Query', setUpForStartupLinks: Array<{ __typename: 'StartupSetUpLink', key: StartupSetUpStep, done: boolean, path: string }> };

export type StartupConnectionCandidatesQueryVariables = Exact<{
  startupId: Scalars['ID']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type StartupConnectionCandidatesQuery = { __typename: 'Query', startupConnectionCandidates: Array<{ __typename: 'UserCard', id: string, fullName: string, email: string, roleType: string }> };

export type SetStartupConnectionMutationVariables = Exact<{
  startupId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
  minutesAllocated: Scalars['Int']['input'];
}>;


export type SetStartupConnectionMutation = { __typename: 'Mutation', setStartupConnection: Array<{ __typename: 'StartupConnection', id: string, startupId: string, minutesAllocated: number, minutesUsed: number, minutesPending: number, minutesRemaining: number, hourAllocationRequired: boolean, takesBookings: boolean, availableDurationsInMins: Array<number>, assignedUser: { __typename: 'UserCard', id: string, fullName: string, firstName: string, lastName: string, email: string, timezone: string, roleLabel: string, roleType: string, avatar?: string | null, headline?: string | null } }> };

export type RemoveStartupConnectionMutationVariables = Exact<{
  startupId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
}>;


export type RemoveStartupConnectionMutation = { __typename: 'Mutation', removeStartupConnection: Array<{ __typename: 'StartupConnection', id: string, startupId: string, minutesAllocated: number, minutesUsed: number, minutesPending: number, minutesRemaining: number, hourAllocationRequired: boolean, takesBookings: boolean, availableDurationsInMins: Array<number>, assignedUser: { __typename: 'UserCard', id: string, fullName: string, firstName: string, lastName: string, email: string, timezone: string, roleLabel: string, roleType: string, avatar?: string | null, headline?: string | null } }> };

export type StartupFileFieldsFragment = { __typename: 'StartupFile', id: string, name: string, logo?: string | null, website?: string | null, foundingYear?: number | null, description?: string | null, createdAt: string, viewerIsMember: boolean, members: Array<{ __typename: 'StartupPerson', id: string, fullName: string }>, people: Array<{ __typename: 'StartupFileMember', id: string, role?: string | null, user: { __typename: 'UserCard', id: string, fullName: string, avatar?: string | null, email: string } }>, programs: Array<{ __typename: 'Program', id: string, name: string }>, viewerRights: { __typename: 'StartupFileRights', mayEditName: boolean, mayEditProfile: boolean, mayEditMembers: boolean, mayEditConnections: boolean } };

export type StartupFileQueryVariables = Exact<{
  id?: InputMaybe<Scalars['ID']['input']>;
}>;


export type StartupFileQuery = { __typename: 'Query', startupFile?: { __typename: 'StartupFile', id: string, name: string, logo?: string | null, website?: string | null, foundingYear?: number | null, description?: string | null, createdAt: string, viewerIsMember: boolean, members: Array<{ __typename: 'StartupPerson', id: string, fullName: string }>, people: Array<{ __typename: 'StartupFileMember', id: string, role?: string | null, user: { __typename: 'UserCard', id: string, fullName: string, avatar?: string | null, email: string } }>, programs: Array<{ __typename: 'Program', id: string, name: string }>, viewerRights: { __typename: 'StartupFileRights', mayEditName: boolean, mayEditProfile: boolean, mayEditMembers: boolean, mayEditConnections: boolean } } | null };

export type StartupMemberCandidatesQueryVariables = Exact<{
  startupId: Scalars['ID']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type StartupMemberCandidatesQuery = { __typename: 'Query', startupMemberCandidates: Array<{ __typename: 'UserCard', id: string, fullName: string, email: string }> };

export type AddStartupMemberMutationVariables = Exact<{
  startupId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
  role?: InputMaybe<Scalars['String']['input']>;
}>;


export type AddStartupMemberMutation = { __typename: 'Mutation', addStartupMember?: { __typename: 'StartupFile', id: string, name: string, logo?: string | null, website?: string | null, foundingYear?: number | null, description?: string | null, createdAt: string, viewerIsMember: boolean, members: Array<{ __typename: 'StartupPerson', id: string, fullName: string }>, people: Array<{ __typename: 'StartupFileMember', id: string, role?: string | null, user: { __typename: 'UserCard', id: string, fullName: string, avatar?: string | null, email: string } }>, programs: Array<{ __typename: 'Program', id: string, name: string }>, viewerRights: { __typename: 'StartupFileRights', mayEditName: boolean, mayEditProfile: boolean, mayEditMembers: boolean, mayEditConnections: boolean } } | null };

export type SetStartupMemberRoleMutationVariables = Exact<{
  startupId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
  role?: InputMaybe<Scalars['String']['input']>;
}>;


export type SetStartupMemberRoleMutation = { __typename: 'Mutation', setStartupMemberRole?: { __typename: 'StartupFile', id: string, name: string, logo?: string | null, website?: string | null, foundingYear?: number | null, description?: string | null, createdAt: string, viewerIsMember: boolean, members: Array<{ __typename: 'StartupPerson', id: string, fullName: string }>, people: Array<{ __typename: 'StartupFileMember', id: string, role?: string | null, user: { __typename: 'UserCard', id: string, fullName: string, avatar?: string | null, email: string } }>, programs: Array<{ __typename: 'Program', id: string, name: string }>, viewerRights: { __typename: 'StartupFileRights', mayEditName: boolean, mayEditProfile: boolean, mayEditMembers: boolean, mayEditConnections: boolean } } | null };

export type RemoveStartupMemberMutationVariables = Exact<{
  startupId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
}>;


export type RemoveStartupMemberMutation = { __typename: 'Mutation', removeStartupMember?: { __typename: 'StartupFile', id: string, name: string, logo?: string | null, website?: string | null, foundingYear?: number | null, description?: string | null, createdAt: string, viewerIsMember: boolean, members: Array<{ __typename: 'StartupPerson', id: string, fullName: string }>, people: Array<{ __typename: 'StartupFileMember', id: string, role?: string | null, user: { __typename: 'UserCard', id: string, fullName: string, avatar?: string | null, email: string } }>, programs: Array<{ __typename: 'Program', id: string, name: string }>, viewerRights: { __typename: 'StartupFileRights', mayEditName: boolean, mayEditProfile: boolean, mayEditMembers: boolean, mayEditConnections: boolean } } | null };

export type UpdateStartupMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdateStartupInput;
}>;


export type UpdateStartupMutation = { __typename: 'Mutation', updateStartup?: { __typename: 'StartupFile', id: string, name: string, logo?: string | null, website?: string | null, foundingYear?: number | null, description?: string | null, createdAt: string, viewerIsMember: boolean, members: Array<{ __typename: 'StartupPerson', id: string, fullName: string }>, people: Array<{ __typename: 'StartupFileMember', id: string, role?: string | null, user: { __typename: 'UserCard', id: string, fullName: string, avatar?: string | null, email: string } }>, programs: Array<{ __typename: 'Program', id: string, name: string }>, viewerRights: { __typename: 'StartupFileRights', mayEditName: boolean, mayEditProfile: boolean, mayEditMembers: boolean, mayEditConnections: boolean } } | null };

export type TimelinePageFieldsFragment = { __typename: 'TimelinePage', nextCursor?: string | null, viewerMay: { __typename: 'TimelineViewerMay', post: boolean, postPrivate: boolean, pin: boolean }, pinned: Array<
    | { __typename: 'CoachingInvitePost', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, inviteStatus?: string | null, expires?: string | null, sessionName?: string | null, sessionStart?: string | null, incubatorInvitees: Array<{ __typename: 'TimelinePerson', fullName: string }>, startupInvitees: Array<{ __typename: 'TimelinePerson', fullName: string }> }
    | { __typename: 'CoachingSessionPost', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, sessionName?: string | null, date?: string | null, expectedDuration?: number | null, sessionStartDateTime?: string | null, topics: Array<string>, editor?: string | null, staffEditor?: string | null, coachs: Array<{ __typename: 'TimelinePerson', fullName: string }>, attendees: Array<{ __typename: 'TimelinePerson', fullName: string }> }
    | { __typename: 'DataCategorizationSkip', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, dueDate?: string | null }
    | { __typename: 'DataCategorizationUpdate', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, message?: string | null }
    | { __typename: 'DataDueEvent', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, dueDate?: string | null }
    | { __typename: 'EmailThreadPost', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, emailMessage: { __typename: 'TimelineEmailMessage', subject: string, emailContent: string, numberOfTimesOpened?: number | null, lastOpenedAt?: string | null, isBounced?: boolean | null, isDelivered?: boolean | null, recipients: Array<{ __typename: 'TimelineEmailRecipient', email: string }> } }
    | { __typename: 'Event', id: string, createdAt: string, updatedAt: string, isPinned: boolean, isPublic: boolean, isUpdate: boolean, eventType?: string | null, message?: string | null, viewerCanEdit: boolean, viewerCanDelete: boolean, startup: { __typename: 'TimelineStartup', id: string, name: string }, createdBy?: { __typename: 'UserCard', id: string, fullName: string, roleLabel: string, roleType: string, avatar?: string | null } | null, attachments: Array<{ __typename: 'TimelineAttachment', id: string, name: string, fileType?: string | null, url: string, pdfUrl?: string | null }> }
    | { __typename: 'NonTopLevelDataSubmittedEvent', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, dueDate?: string | null, createdBy?: { __typename: 'UserCard', id: string, fullName: string } | null, dataItems: Array<{ __typename: 'TimelineDataItem', value?: number | null, dateValue?: string | null, unit?: string | null, change?: string | null, useArrow: boolean, metric: { __typename: 'TimelineMetric', id?: string | null, name: string } }> }
    | { __typename: 'TopLevelDataSubmittedEvent', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, dueDate?: string | null, createdBy?: { __typename: 'UserCard', id: string, fullName: string } | null, dataItems: Array<{ __typename: 'TimelineDataItem', value?: number | null, dateValue?: string | null, unit?: string | null, change?: string | null, useArrow: boolean, metric: { __typename: 'TimelineMetric', id?: string | null, name: string } }> }
  >, results: Array<
    | { __typename: 'CoachingInvitePost', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, inviteStatus?: string | null, expires?: string | null, sessionName?: string | null, sessionStart?: string | null, incubatorInvitees: Array<{ __typename: 'TimelinePerson', fullName: string }>, startupInvitees: Array<{ __typename: 'TimelinePerson', fullName: string }> }
    | { __typename: 'CoachingSessionPost', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, sessionName?: string | null, date?: string | null, expectedDuration?: number | null, sessionStartDateTime?: string | null, topics: Array<string>, editor?: string | null, staffEditor?: string | null, coachs: Array<{ __typename: 'TimelinePerson', fullName: string }>, attendees: Array<{ __typename: 'TimelinePerson', fullName: string }> }
    | { __typename: 'DataCategorizationSkip', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, dueDate?: string | null }
    | { __typename: 'DataCategorizationUpdate', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, message?: string | null }
    | { __typename: 'DataDueEvent', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, dueDate?: string | null }
    | { __typename: 'EmailThreadPost', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, emailMessage: { __typename: 'TimelineEmailMessage', subject: string, emailContent: string, numberOfTimesOpened?: number | null, lastOpenedAt?: string | null, isBounced?: boolean | null, isDelivered?: boolean | null, recipients: Array<{ __typename: 'TimelineEmailRecipient', email: string }> } }
    | { __typename: 'Event', id: string, createdAt: string, updatedAt: string, isPinned: boolean, isPublic: boolean, isUpdate: boolean, eventType?: string | null, message?: string | null, viewerCanEdit: boolean, viewerCanDelete: boolean, startup: { __typename: 'TimelineStartup', id: string, name: string }, createdBy?: { __typename: 'UserCard', id: string, fullName: string, roleLabel: string, roleType: string, avatar?: string | null } | null, attachments: Array<{ __typename: 'TimelineAttachment', id: string, name: string, fileType?: string | null, url: string, pdfUrl?: string | null }> }
    | { __typename: 'NonTopLevelDataSubmittedEvent', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, dueDate?: string | null, createdBy?: { __typename: 'UserCard', id: string, fullName: string } | null, dataItems: Array<{ __typename: 'TimelineDataItem', value?: number | null, dateValue?: string | null, unit?: string | null, change?: string | null, useArrow: boolean, metric: { __typename: 'TimelineMetric', id?: string | null, name: string } }> }
    | { __typename: 'TopLevelDataSubmittedEvent', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, dueDate?: string | null, createdBy?: { __typename: 'UserCard', id: string, fullName: string } | null, dataItems: Array<{ __typename: 'TimelineDataItem', value?: number | null, dateValue?: string | null, unit?: string | null, change?: string | null, useArrow: boolean, metric: { __typename: 'TimelineMetric', id?: string | null, name: string } }> }
  > };

export type TimelineEventFieldsFragment = { __typename: 'Event', id: string, createdAt: string, updatedAt: string, isPinned: boolean, isPublic: boolean, isUpdate: boolean, eventType?: string | null, message?: string | null, viewerCanEdit: boolean, viewerCanDelete: boolean, startup: { __typename: 'TimelineStartup', id: string, name: string }, createdBy?: { __typename: 'UserCard', id: string, fullName: string, roleLabel: string, roleType: string, avatar?: string | null } | null, attachments: Array<{ __typename: 'TimelineAttachment', id: string, name: string, fileType?: string | null, url: string, pdfUrl?: string | null }> };

export type TimelineDataDueEventFieldsFragment = { __typename: 'DataDueEvent', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, dueDate?: string | null };

export type TimelineTopLevelDataSubmittedEventFieldsFragment = { __typename: 'TopLevelDataSubmittedEvent', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, dueDate?: string | null, createdBy?: { __typename: 'UserCard', id: string, fullName: string } | null, dataItems: Array<{ __typename: 'TimelineDataItem', value?: number | null, dateValue?: string | null, unit?: string | null, change?: string | null, useArrow: boolean, metric: { __typename: 'TimelineMetric', id?: string | null, name: string } }> };

export type TimelineNonTopLevelDataSubmittedEventFieldsFragment = { __typename: 'NonTopLevelDataSubmittedEvent', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, dueDate?: string | null, createdBy?: { __typename: 'UserCard', id: string, fullName: string } | null, dataItems: Array<{ __typename: 'TimelineDataItem', value?: number | null, dateValue?: string | null, unit?: string | null, change?: string | null, useArrow: boolean, metric: { __typename: 'TimelineMetric', id?: string | null, name: string } }> };

export type TimelineCoachingSessionPostFieldsFragment = { __typename: 'CoachingSessionPost', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, sessionName?: string | null, date?: string | null, expectedDuration?: number | null, sessionStartDateTime?: string | null, topics: Array<string>, editor?: string | null, staffEditor?: string | null, coachs: Array<{ __typename: 'TimelinePerson', fullName: string }>, attendees: Array<{ __typename: 'TimelinePerson', fullName: string }> };

export type TimelineCoachingInvitePostFieldsFragment = { __typename: 'CoachingInvitePost', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, inviteStatus?: string | null, expires?: string | null, sessionName?: string | null, sessionStart?: string | null, incubatorInvitees: Array<{ __typename: 'TimelinePerson', fullName: string }>, startupInvitees: Array<{ __typename: 'TimelinePerson', fullName: string }> };

export type TimelineDataCategorizationUpdateFieldsFragment = { __typename: 'DataCategorizationUpdate', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, message?: string | null };

export type TimelineDataCategorizationSkipFieldsFragment = { __typename: 'DataCategorizationSkip', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, dueDate?: string | null };

export type TimelineEmailThreadPostFieldsFragment = { __typename: 'EmailThreadPost', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, emailMessage: { __typename: 'TimelineEmailMessage', subject: string, emailContent: string, numberOfTimesOpened?: number | null, lastOpenedAt?: string | null, isBounced?: boolean | null, isDelivered?: boolean | null, recipients: Array<{ __typename: 'TimelineEmailRecipient', email: string }> } };

export type CreateTimelinePostMutationVariables = Exact<{
  input: CreateTimelinePostInput;
}>;


export type CreateTimelinePostMutation = { __typename: 'Mutation', createTimelinePost: { __typename: 'Event', id: string } };

export type UpdateTimelinePostMutationVariables = Exact<{
  input: UpdateTimelinePostInput;
}>;


export type UpdateTimelinePostMutation = { __typename: 'Mutation', updateTimelinePost: { __typename: 'Event', id: string, message?: string | null, isUpdate: boolean, isPublic: boolean, updatedAt: string } };

export type DeleteTimelinePostMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteTimelinePostMutation = { __typename: 'Mutation', deleteTimelinePost: string };

export type PinTimelinePostMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  pinned: Scalars['Boolean']['input'];
}>;


export type PinTimelinePostMutation = { __typename: 'Mutation', pinTimelinePost:
    | { __typename: 'CoachingInvitePost' }
    | { __typename: 'CoachingSessionPost' }
    | { __typename: 'DataCategorizationSkip' }
    | { __typename: 'DataCategorizationUpdate' }
    | { __typename: 'DataDueEvent' }
    | { __typename: 'EmailThreadPost' }
    | { __typename: 'Event' }
    | { __typename: 'NonTopLevelDataSubmittedEvent' }
    | { __typename: 'TopLevelDataSubmittedEvent' }
   };

export type StartupEventTimelineQueryVariables = Exact<{
  startupId: Scalars['ID']['input'];
  cursor?: InputMaybe<Scalars['String']['input']>;
  types?: InputMaybe<Array<TimelinePostFilter> | TimelinePostFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type StartupEventTimelineQuery = { __typename: 'Query', startupEventTimeline: { __typename: 'TimelinePage', nextCursor?: string | null, viewerMay: { __typename: 'TimelineViewerMay', post: boolean, postPrivate: boolean, pin: boolean }, pinned: Array<
      | { __typename: 'CoachingInvitePost', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, inviteStatus?: string | null, expires?: string | null, sessionName?: string | null, sessionStart?: string | null, incubatorInvitees: Array<{ __typename: 'TimelinePerson', fullName: string }>, startupInvitees: Array<{ __typename: 'TimelinePerson', fullName: string }> }
      | { __typename: 'CoachingSessionPost', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, sessionName?: string | null, date?: string | null, expectedDuration?: number | null, sessionStartDateTime?: string | null, topics: Array<string>, editor?: string | null, staffEditor?: string | null, coachs: Array<{ __typename: 'TimelinePerson', fullName: string }>, attendees: Array<{ __typename: 'TimelinePerson', fullName: string }> }
      | { __typename: 'DataCategorizationSkip', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, dueDate?: string | null }
      | { __typename: 'DataCategorizationUpdate', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, message?: string | null }
      | { __typename: 'DataDueEvent', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, dueDate?: string | null }
      | { __typename: 'EmailThreadPost', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, emailMessage: { __typename: 'TimelineEmailMessage', subject: string, emailContent: string, numberOfTimesOpened?: number | null, lastOpenedAt?: string | null, isBounced?: boolean | null, isDelivered?: boolean | null, recipients: Array<{ __typename: 'TimelineEmailRecipient', email: string }> } }
      | { __typename: 'Event', id: string, createdAt: string, updatedAt: string, isPinned: boolean, isPublic: boolean, isUpdate: boolean, eventType?: string | null, message?: string | null, viewerCanEdit: boolean, viewerCanDelete: boolean, startup: { __typename: 'TimelineStartup', id: string, name: string }, createdBy?: { __typename: 'UserCard', id: string, fullName: string, roleLabel: string, roleType: string, avatar?: string | null } | null, attachments: Array<{ __typename: 'TimelineAttachment', id: string, name: string, fileType?: string | null, url: string, pdfUrl?: string | null }> }
      | { __typename: 'NonTopLevelDataSubmittedEvent', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, dueDate?: string | null, createdBy?: { __typename: 'UserCard', id: string, fullName: string } | null, dataItems: Array<{ __typename: 'TimelineDataItem', value?: number | null, dateValue?: string | null, unit?: string | null, change?: string | null, useArrow: boolean, metric: { __typename: 'TimelineMetric', id?: string | null, name: string } }> }
      | { __typename: 'TopLevelDataSubmittedEvent', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, dueDate?: string | null, createdBy?: { __typename: 'UserCard', id: string, fullName: string } | null, dataItems: Array<{ __typename: 'TimelineDataItem', value?: number | null, dateValue?: string | null, unit?: string | null, change?: string | null, useArrow: boolean, metric: { __typename: 'TimelineMetric', id?: string | null, name: string } }> }
    >, results: Array<
      | { __typename: 'CoachingInvitePost', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, inviteStatus?: string | null, expires?: string | null, sessionName?: string | null, sessionStart?: string | null, incubatorInvitees: Array<{ __typename: 'TimelinePerson', fullName: string }>, startupInvitees: Array<{ __typename: 'TimelinePerson', fullName: string }> }
      | { __typename: 'CoachingSessionPost', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, sessionName?: string | null, date?: string | null, expectedDuration?: number | null, sessionStartDateTime?: string | null, topics: Array<string>, editor?: string | null, staffEditor?: string | null, coachs: Array<{ __typename: 'TimelinePerson', fullName: string }>, attendees: Array<{ __typename: 'TimelinePerson', fullName: string }> }
      | { __typename: 'DataCategorizationSkip', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, dueDate?: string | null }
      | { __typename: 'DataCategorizationUpdate', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, message?: string | null }
      | { __typename: 'DataDueEvent', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, dueDate?: string | null }
      | { __typename: 'EmailThreadPost', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, emailMessage: { __typename: 'TimelineEmailMessage', subject: string, emailContent: string, numberOfTimesOpened?: number | null, lastOpenedAt?: string | null, isBounced?: boolean | null, isDelivered?: boolean | null, recipients: Array<{ __typename: 'TimelineEmailRecipient', email: string }> } }
      | { __typename: 'Event', id: string, createdAt: string, updatedAt: string, isPinned: boolean, isPublic: boolean, isUpdate: boolean, eventType?: string | null, message?: string | null, viewerCanEdit: boolean, viewerCanDelete: boolean, startup: { __typename: 'TimelineStartup', id: string, name: string }, createdBy?: { __typename: 'UserCard', id: string, fullName: string, roleLabel: string, roleType: string, avatar?: string | null } | null, attachments: Array<{ __typename: 'TimelineAttachment', id: string, name: string, fileType?: string | null, url: string, pdfUrl?: string | null }> }
      | { __typename: 'NonTopLevelDataSubmittedEvent', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, dueDate?: string | null, createdBy?: { __typename: 'UserCard', id: string, fullName: string } | null, dataItems: Array<{ __typename: 'TimelineDataItem', value?: number | null, dateValue?: string | null, unit?: string | null, change?: string | null, useArrow: boolean, metric: { __typename: 'TimelineMetric', id?: string | null, name: string } }> }
      | { __typename: 'TopLevelDataSubmittedEvent', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, dueDate?: string | null, createdBy?: { __typename: 'UserCard', id: string, fullName: string } | null, dataItems: Array<{ __typename: 'TimelineDataItem', value?: number | null, dateValue?: string | null, unit?: string | null, change?: string | null, useArrow: boolean, metric: { __typename: 'TimelineMetric', id?: string | null, name: string } }> }
    > } };

export type UserTimelineQueryVariables = Exact<{
  userId: Scalars['ID']['input'];
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type UserTimelineQuery = { __typename: 'Query', userTimeline: { __typename: 'TimelinePage', nextCursor?: string | null, viewerMay: { __typename: 'TimelineViewerMay', post: boolean, postPrivate: boolean, pin: boolean }, pinned: Array<
      | { __typename: 'CoachingInvitePost', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, inviteStatus?: string | null, expires?: string | null, sessionName?: string | null, sessionStart?: string | null, incubatorInvitees: Array<{ __typename: 'TimelinePerson', fullName: string }>, startupInvitees: Array<{ __typename: 'TimelinePerson', fullName: string }> }
      | { __typename: 'CoachingSessionPost', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, sessionName?: string | null, date?: string | null, expectedDuration?: number | null, sessionStartDateTime?: string | null, topics: Array<string>, editor?: string | null, staffEditor?: string | null, coachs: Array<{ __typename: 'TimelinePerson', fullName: string }>, attendees: Array<{ __typename: 'TimelinePerson', fullName: string }> }
      | { __typename: 'DataCategorizationSkip', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, dueDate?: string | null }
      | { __typename: 'DataCategorizationUpdate', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, message?: string | null }
      | { __typename: 'DataDueEvent', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, dueDate?: string | null }
      | { __typename: 'EmailThreadPost', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, emailMessage: { __typename: 'TimelineEmailMessage', subject: string, emailContent: string, numberOfTimesOpened?: number | null, lastOpenedAt?: string | null, isBounced?: boolean | null, isDelivered?: boolean | null, recipients: Array<{ __typename: 'TimelineEmailRecipient', email: string }> } }
      | { __typename: 'Event', id: string, createdAt: string, updatedAt: string, isPinned: boolean, isPublic: boolean, isUpdate: boolean, eventType?: string | null, message?: string | null, viewerCanEdit: boolean, viewerCanDelete: boolean, startup: { __typename: 'TimelineStartup', id: string, name: string }, createdBy?: { __typename: 'UserCard', id: string, fullName: string, roleLabel: string, roleType: string, avatar?: string | null } | null, attachments: Array<{ __typename: 'TimelineAttachment', id: string, name: string, fileType?: string | null, url: string, pdfUrl?: string | null }> }
      | { __typename: 'NonTopLevelDataSubmittedEvent', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, dueDate?: string | null, createdBy?: { __typename: 'UserCard', id: string, fullName: string } | null, dataItems: Array<{ __typename: 'TimelineDataItem', value?: number | null, dateValue?: string | null, unit?: string | null, change?: string | null, useArrow: boolean, metric: { __typename: 'TimelineMetric', id?: string | null, name: string } }> }
      | { __typename: 'TopLevelDataSubmittedEvent', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, dueDate?: string | null, createdBy?: { __typename: 'UserCard', id: string, fullName: string } | null, dataItems: Array<{ __typename: 'TimelineDataItem', value?: number | null, dateValue?: string | null, unit?: string | null, change?: string | null, useArrow: boolean, metric: { __typename: 'TimelineMetric', id?: string | null, name: string } }> }
    >, results: Array<
      | { __typename: 'CoachingInvitePost', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, inviteStatus?: string | null, expires?: string | null, sessionName?: string | null, sessionStart?: string | null, incubatorInvitees: Array<{ __typename: 'TimelinePerson', fullName: string }>, startupInvitees: Array<{ __typename: 'TimelinePerson', fullName: string }> }
      | { __typename: 'CoachingSessionPost', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, sessionName?: string | null, date?: string | null, expectedDuration?: number | null, sessionStartDateTime?: string | null, topics: Array<string>, editor?: string | null, staffEditor?: string | null, coachs: Array<{ __typename: 'TimelinePerson', fullName: string }>, attendees: Array<{ __typename: 'TimelinePerson', fullName: string }> }
      | { __typename: 'DataCategorizationSkip', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, dueDate?: string | null }
      | { __typename: 'DataCategorizationUpdate', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, message?: string | null }
      | { __typename: 'DataDueEvent', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, dueDate?: string | null }
      | { __typename: 'EmailThreadPost', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, emailMessage: { __typename: 'TimelineEmailMessage', subject: string, emailContent: string, numberOfTimesOpened?: number | null, lastOpenedAt?: string | null, isBounced?: boolean | null, isDelivered?: boolean | null, recipients: Array<{ __typename: 'TimelineEmailRecipient', email: string }> } }
      | { __typename: 'Event', id: string, createdAt: string, updatedAt: string, isPinned: boolean, isPublic: boolean, isUpdate: boolean, eventType?: string | null, message?: string | null, viewerCanEdit: boolean, viewerCanDelete: boolean, startup: { __typename: 'TimelineStartup', id: string, name: string }, createdBy?: { __typename: 'UserCard', id: string, fullName: string, roleLabel: string, roleType: string, avatar?: string | null } | null, attachments: Array<{ __typename: 'TimelineAttachment', id: string, name: string, fileType?: string | null, url: string, pdfUrl?: string | null }> }
      | { __typename: 'NonTopLevelDataSubmittedEvent', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, dueDate?: string | null, createdBy?: { __typename: 'UserCard', id: string, fullName: string } | null, dataItems: Array<{ __typename: 'TimelineDataItem', value?: number | null, dateValue?: string | null, unit?: string | null, change?: string | null, useArrow: boolean, metric: { __typename: 'TimelineMetric', id?: string | null, name: string } }> }
      | { __typename: 'TopLevelDataSubmittedEvent', id: string, createdAt: string, isPinned: boolean, isPublic: boolean, dueDate?: string | null, createdBy?: { __typename: 'UserCard', id: string, fullName: string } | null, dataItems: Array<{ __typename: 'TimelineDataItem', value?: number | null, dateValue?: string | null, unit?: string | null, change?: string | null, useArrow: boolean, metric: { __typename: 'TimelineMetric', id?: string | null, name: string } }> }
    > } };

export type SetStartupTagsMutationVariables = Exact<{
  startupId: Scalars['ID']['input'];
  tagIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type SetStartupTagsMutation = { __typename: 'Mutation', setStartupTags: Array<{ __typename: 'TagCard', id: string, name: string, color: string, kind: TagKind }> };

export type SetStartupIndustriesMutationVariables = Exact<{
  startupId: Scalars['ID']['input'];
  industryIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type SetStartupIndustriesMutation = { __typename: 'Mutation', setStartupIndustries: Array<{ __typename: 'IndustryCard', id: string, name: string }> };

export type SetUserTagsMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  tagIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type SetUserTagsMutation = { __typename: 'Mutation', setUserTags: Array<{ __typename: 'TagCard', id: string, name: string, color: string, kind: TagKind }> };

export type SetUserIndustriesMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  industryIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type SetUserIndustriesMutation = { __typename: 'Mutation', setUserIndustries: Array<{ __typename: 'IndustryCard', id: string, name: string }> };

export type CreateTagMutationVariables = Exact<{
  input: CreateTagInput;
}>;


export type CreateTagMutation = { __typename: 'Mutation', createTag: { __typename: 'Tag', id: string, kind: TagKind, name: string, color: string, useCount: number } };

export type DeleteTagMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteTagMutation = { __typename: 'Mutation', deleteTag: boolean };

export type IndustriesQueryVariables = Exact<{ [key: string]: never; }>;


export type IndustriesQuery = { __typename: 'Query', industries: Array<{ __typename: 'Industry', id: string, name: string, useCount: number }> };

export type CreateIndustryMutationVariables = Exact<{
  name: Scalars['String']['input'];
}>;


export type CreateIndustryMutation = { __typename: 'Mutation', createIndustry: { __typename: 'Industry', id: string, name: string, useCount: number } };

export type RenameIndustryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
}>;


export type RenameIndustryMutation = { __typename: 'Mutation', renameIndustry: { __typename: 'Industry', id: string, name: string, useCount: number } };

export type DeleteIndustryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteIndustryMutation = { __typename: 'Mutation', deleteIndustry: boolean };

export type StartupTagsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type StartupTagsQuery = { __typename: 'Query', startupFile?: { __typename: 'StartupFile', id: string, tags?: Array<{ __typename: 'TagCard', id: string, name: string, color: string, kind: TagKind }> | null, industries?: Array<{ __typename: 'IndustryCard', id: string, name: string }> | null, viewerMayTag: { __typename: 'StartupTagRights', addTags: boolean, removeTags: boolean, addIndustries: boolean, removeIndustries: boolean } } | null };

export type SetupTagFieldsFragment = { __typename: 'Tag', id: string, kind: TagKind, name: string, color: string, useCount: number };

export type TagsQueryVariables = Exact<{
  kind: TagKind;
}>;


export type TagsQuery = { __typename: 'Query', tags: Array<{ __typename: 'Tag', id: string, kind: TagKind, name: string, color: string, useCount: number }> };

export type UpdateTagMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdateTagInput;
}>;


export type UpdateTagMutation = { __typename: 'Mutation', updateTag: { __typename: 'Tag', id: string, kind: TagKind, name: string, color: string, useCount: number } };

export type AssigneeOptionsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type AssigneeOptionsQuery = { __typename: 'Query', assigneeOptions: Array<{ __typename: 'AssigneeOptionGroup', label: string, options: Array<{ __typename: 'AssigneeOption', label: string, type: TaskAssigneeType, value: string }> }> };

export type CreateTaskMutationVariables = Exact<{
  input: CreateTaskInput;
}>;


export type CreateTaskMutation = { __typename: 'Mutation', createTask: { __typename: 'Task', id: string, name: string, dueDate: string, tag: string, url?: string | null, taskType: string, automated: boolean, isGroupTask: boolean, approvalStatus: TaskApprovalStatus, completionStatus: TaskCompletionStatus, canEdit: boolean, createdBy?: { __typename: 'TaskPerson', id: string, fullName: string } | null, startup?: { __typename: 'TaskStartup', id: string, name: string } | null, assignees: Array<{ __typename: 'TaskAssignee', done: boolean, status: TaskApprovalStatus, type: TaskAssigneeType, value: string, user: { __typename: 'TaskPerson', id: string, fullName: string } }> } };

export type DeleteTaskMutationVariables = Exact<{
  taskId: Scalars['ID']['input'];
}>;


export type DeleteTaskMutation = { __typename: 'Mutation', deleteTask: boolean };

export type RespondToTaskRequestMutationVariables = Exact<{
  taskId: Scalars['ID']['input'];
  accept: Scalars['Boolean']['input'];
}>;


export type RespondToTaskRequestMutation = { __typename: 'Mutation', respondToTaskRequest: { __typename: 'Task', id: string, name: string, dueDate: string, tag: string, url?: string | null, taskType: string, automated: boolean, isGroupTask: boolean, approvalStatus: TaskApprovalStatus, completionStatus: TaskCompletionStatus, canEdit: boolean, createdBy?: { __typename: 'TaskPerson', id: string, fullName: string } | null, startup?: { __typename: 'TaskStartup', id: string, name: string } | null, assignees: Array<{ __typename: 'TaskAssignee', done: boolean, status: TaskApprovalStatus, type: TaskAssigneeType, value: string, user: { __typename: 'TaskPerson', id: string, fullName: string } }> } };

export type StartupTasksQueryVariables = Exact<{
  startupId: Scalars['ID']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  cursor?: InputMaybe<Scalars['String']['input']>;
}>;


export type StartupTasksQuery = { __typename: 'Query', startupTasks: { __typename: 'TaskPage', totalCount: number, next?: string | null, results: Array<{ __typename: 'Task', id: string, name: string, dueDate: string, tag: string, url?: string | null, taskType: string, automated: boolean, isGroupTask: boolean, approvalStatus: TaskApprovalStatus, completionStatus: TaskCompletionStatus, canEdit: boolean, createdBy?: { __typename: 'TaskPerson', id: string, fullName: string } | null, startup?: { __typename: 'TaskStartup', id: string, name: string } | null, assignees: Array<{ __typename: 'TaskAssignee', done: boolean, status: TaskApprovalStatus, type: TaskAssigneeType, value: string, user: { __typename: 'TaskPerson', id: string, fullName: string } }> }> } };

export type TaskBadgeQueryVariables = Exact<{ [key: string]: never; }>;


export type TaskBadgeQuery = { __typename: 'Query', taskBadge: { __typename: 'TaskBadge', count: number, horizon: string } };

export type TaskDaysQueryVariables = Exact<{ [key: string]: never; }>;


export type TaskDaysQuery = { __typename: 'Query', taskBadge: { __typename: 'TaskBadge', todayStart: string, todayEnd: string } };

export type TaskStartupQueryVariables = Exact<{
  id?: InputMaybe<Scalars['ID']['input']>;
}>;


export type TaskStartupQuery = { __typename: 'Query', startupFile?: { __typename: 'StartupFile', id: string } | null };

export type TaskFieldsFragment = { __typename: 'Task', id: string, name: string, dueDate: string, tag: string, url?: string | null, taskType: string, automated: boolean, isGroupTask: boolean, approvalStatus: TaskApprovalStatus, completionStatus: TaskCompletionStatus, canEdit: boolean, createdBy?: { __typename: 'TaskPerson', id: string, fullName: string } | null, startup?: { __typename: 'TaskStartup', id: string, name: string } | null, assignees: Array<{ __typename: 'TaskAssignee', done: boolean, status: TaskApprovalStatus, type: TaskAssigneeType, value: string, user: { __typename: 'TaskPerson', id: string, fullName: string } }> };

export type TasksUpdatedForUserSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type TasksUpdatedForUserSubscription = { __typename: 'Subscription', tasksUpdatedForUser: { __typename: 'TaskUpdate', updateType: string, taskId: string, task: { __typename: 'TaskStub', id: string, dueDate: string, approvalStatus: TaskApprovalStatus } } };

export type TasksQueryVariables = Exact<{
  tab?: InputMaybe<TaskTab>;
  section?: InputMaybe<TaskSection>;
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  queryOptions?: InputMaybe<TaskQueryOptions>;
}>;


export type TasksQuery = { __typename: 'Query', tasks: { __typename: 'TaskPage', totalCount: number, next?: string | null, results: Array<{ __typename: 'Task', id: string, name: string, dueDate: string, tag: string, url?: string | null, taskType: string, automated: boolean, isGroupTask: boolean, approvalStatus: TaskApprovalStatus, completionStatus: TaskCompletionStatus, canEdit: boolean, createdBy?: { __typename: 'TaskPerson', id: string, fullName: string } | null, startup?: { __typename: 'TaskStartup', id: string, name: string } | null, assignees: Array<{ __typename: 'TaskAssignee', done: boolean, status: TaskApprovalStatus, type: TaskAssigneeType, value: string, user: { __typename: 'TaskPerson', id: string, fullName: string } }> }> } };

export type UpdateTaskDoneMutationVariables = Exact<{
  taskId: Scalars['ID']['input'];
  assigneeId: Scalars['ID']['input'];
  done: Scalars['Boolean']['input'];
}>;


export type UpdateTaskDoneMutation = { __typename: 'Mutation', updateTaskDone: { __typename: 'Task', id: string, name: string, dueDate: string, tag: string, url?: string | null, taskType: string, automated: boolean, isGroupTask: boolean, approvalStatus: TaskApprovalStatus, completionStatus: TaskCompletionStatus, canEdit: boolean, createdBy?: { __typename: 'TaskPerson', id: string, fullName: string } | null, startup?: { __typename: 'TaskStartup', id: string, name: string } | null, assignees: Array<{ __typename: 'TaskAssignee', done: boolean, status: TaskApprovalStatus, type: TaskAssigneeType, value: string, user: { __typename: 'TaskPerson', id: string, fullName: string } }> } };

export type UpdateTaskMutationVariables = Exact<{
  taskId: Scalars['ID']['input'];
  updatedTask: UpdateTaskInput;
}>;


export type UpdateTaskMutation = { __typename: 'Mutation', updateTask: { __typename: 'Task', id: string, name: string, dueDate: string, tag: string, url?: string | null, taskType: string, automated: boolean, isGroupTask: boolean, approvalStatus: TaskApprovalStatus, completionStatus: TaskCompletionStatus, canEdit: boolean, createdBy?: { __typename: 'TaskPerson', id: string, fullName: string } | null, startup?: { __typename: 'TaskStartup', id: string, name: string } | null, assignees: Array<{ __typename: 'TaskAssignee', done: boolean, status: TaskApprovalStatus, type: TaskAssigneeType, value: string, user: { __typename: 'TaskPerson', id: string, fullName: string } }> } };

export type CompleteAllToursMutationVariables = Exact<{
  location: Scalars['String']['input'];
}>;


export type CompleteAllToursMutation = { __typename: 'Mutation', completeAllTours?: { __typename: 'GuidedTour', id: string, name: GuidedTourName, status: GuidedTourStatus } | null };

export type CompleteTourMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CompleteTourMutation = { __typename: 'Mutation', completeTour: { __typename: 'GuidedTour', id: string, name: GuidedTourName, status: GuidedTourStatus } };

export type QuidedTourQueryVariables = Exact<{
  location: Scalars['String']['input'];
}>;


export type QuidedTourQuery = { __typename: 'Query', guidedTour?: { __typename: 'GuidedTour', id: string, name: GuidedTourName, status: GuidedTourStatus } | null };

export type AssignableProgramsQueryVariables = Exact<{ [key: string]: never; }>;


export type AssignableProgramsQuery = { __typename: 'Query', programs: Array<{ __typename: 'Program', id: string, name: string }> };

export type AssignableStartupsQueryVariables = Exact<{ [key: string]: never; }>;


export type AssignableStartupsQuery = { __typename: 'Query', startups: Array<{ __typename: 'StartupListItem', id: string, name: string }> };

export type ChangeUserRoleMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  roleId: Scalars['ID']['input'];
}>;


export type ChangeUserRoleMutation = { __typename: 'Mutation', changeUserRole: { __typename: 'ManagedUser', id: string, email: string, firstName: string, lastName: string, fullName: string, status: string, validated: boolean, createdAt: string, category: string, role: { __typename: 'RoleSummary', id: string, type: string, label: string }, startups: Array<{ __typename: 'StartupSummary', id: string, name: string }>, assignedStartups: Array<{ __typename: 'StartupSummary', id: string, name: string }>, programs: Array<{ __typename: 'Program', id: string, name: string }>, tags?: Array<{ __typename: 'TagCard', id: string, name: string, color: string, kind: TagKind }> | null, industries?: Array<{ __typename: 'IndustryCard', id: string, name: string }> | null } };

export type DeactivateUserMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type DeactivateUserMutation = { __typename: 'Mutation', deactivateUser: { __typename: 'ManagedUser', id: string, email: string, firstName: string, lastName: string, fullName: string, status: string, validated: boolean, createdAt: string, category: string, role: { __typename: 'RoleSummary', id: string, type: string, label: string }, startups: Array<{ __typename: 'StartupSummary', id: string, name: string }>, assignedStartups: Array<{ __typename: 'StartupSummary', id: string, name: string }>, programs: Array<{ __typename: 'Program', id: string, name: string }>, tags?: Array<{ __typename: 'TagCard', id: string, name: string, color: string, kind: TagKind }> | null, industries?: Array<{ __typename: 'IndustryCard', id: string, name: string }> | null } };

export type DeleteUserMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type DeleteUserMutation = { __typename: 'Mutation', deleteUser: boolean };

export type InviteUserMutationVariables = Exact<{
  input: InviteUserInput;
}>;


export type InviteUserMutation = { __typename: 'Mutation', inviteUser: { __typename: 'Invitation', id: string, email: string, roleType: string, expiresAt: string } };

export type ManagedUserFieldsFragment = { __typename: 'ManagedUser', id: string, email: string, firstName: string, lastName: string, fullName: string, status: string, validated: boolean, createdAt: string, category: string, role: { __typename: 'RoleSummary', id: string, type: string, label: string }, startups: Array<{ __typename: 'StartupSummary', id: string, name: string }>, assignedStartups: Array<{ __typename: 'StartupSummary', id: string, name: string }>, programs: Array<{ __typename: 'Program', id: string, name: string }>, tags?: Array<{ __typename: 'TagCard', id: string, name: string, color: string, kind: TagKind }> | null, industries?: Array<{ __typename: 'IndustryCard', id: string, name: string }> | null };

export type ReactivateUserMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type ReactivateUserMutation = { __typename: 'Mutation', reactivateUser: { __typename: 'ManagedUser', id: string, email: string, firstName: string, lastName: string, fullName: string, status: string, validated: boolean, createdAt: string, category: string, role: { __typename: 'RoleSummary', id: string, type: string, label: string }, startups: Array<{ __typename: 'StartupSummary', id: string, name: string }>, assignedStartups: Array<{ __typename: 'StartupSummary', id: string, name: string }>, programs: Array<{ __typename: 'Program', id: string, name: string }>, tags?: Array<{ __typename: 'TagCard', id: string, name: string, color: string, kind: TagKind }> | null, industries?: Array<{ __typename: 'IndustryCard', id: string, name: string }> | null } };

export type SetUserAssignedStartupsMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  startupIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type SetUserAssignedStartupsMutation = { __typename: 'Mutation', setUserAssignedStartups: { __typename: 'ManagedUser', id: string, email: string, firstName: string, lastName: string, fullName: string, status: string, validated: boolean, createdAt: string, category: string, role: { __typename: 'RoleSummary', id: string, type: string, label: string }, startups: Array<{ __typename: 'StartupSummary', id: string, name: string }>, assignedStartups: Array<{ __typename: 'StartupSummary', id: string, name: string }>, programs: Array<{ __typename: 'Program', id: string, name: string }>, tags?: Array<{ __typename: 'TagCard', id: string, name: string, color: string, kind: TagKind }> | null, industries?: Array<{ __typename: 'IndustryCard', id: string, name: string }> | null } };

export type SetUserProgramsMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  programIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type SetUserProgramsMutation = { __typename: 'Mutation', setUserPrograms: { __typename: 'ManagedUser', id: string, email: string, firstName: string, lastName: string, fullName: string, status: string, validated: boolean, createdAt: string, category: string, role: { __typename: 'RoleSummary', id: string, type: string, label: string }, startups: Array<{ __typename: 'StartupSummary', id: string, name: string }>, assignedStartups: Array<{ __typename: 'StartupSummary', id: string, name: string }>, programs: Array<{ __typename: 'Program', id: string, name: string }>, tags?: Array<{ __typename: 'TagCard', id: string, name: string, color: string, kind: TagKind }> | null, industries?: Array<{ __typename: 'IndustryCard', id: string, name: string }> | null } };

export type UserManagementPermissionsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserManagementPermissionsQuery = { __typename: 'Query', currentUserPermissions: Array<string> };

export type UserPlanLimitsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserPlanLimitsQuery = { __typename: 'Query', planInfo: { __typename: 'PlanInfo', limits: Array<{ __typename: 'PlanLimit', name: string, max: number, current: number }> } };

export type UserRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type UserRolesQuery = { __typename: 'Query', roles: Array<{ __typename: 'Role', id: string, type: string, label: string, category: string }> };

export type ManagedUsersQueryVariables = Exact<{
  filter?: InputMaybe<UserFilterInput>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ManagedUsersQuery = { __typename: 'Query', users: { __typename: 'UserPage', total: number, items: Array<{ __typename: 'ManagedUser', id: string, email: string, firstName: string, lastName: string, fullName: string, status: string, validated: boolean, createdAt: string, category: string, role: { __typename: 'RoleSummary', id: string, type: string, label: string }, startups: Array<{ __typename: 'StartupSummary', id: string, name: string }>, assignedStartups: Array<{ __typename: 'StartupSummary', id: string, name: string }>, programs: Array<{ __typename: 'Program', id: string, name: string }>, tags?: Array<{ __typename: 'TagCard', id: string, name: string, color: string, kind: TagKind }> | null, industries?: Array<{ __typename: 'IndustryCard', id: string, name: string }> | null }> } };

export const AdminRoleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"isCustom"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"userCount"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visibilitySettings"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startupAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visibilitySettings"}}]}}]}}]} as unknown as DocumentNode<AdminRoleFieldsFragment, unknown>;
export const IncubatorSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncubatorSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IncubatorSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"allowUserSelfDelete"}},{"kind":"Field","name":{"kind":"Name","value":"termsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"generalEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customLogin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"buttonBackgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"buttonTextColor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"whiteLogo"}},{"kind":"Field","name":{"kind":"Name","value":"brandPalette"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sidebar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"textColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeItemBackgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeItemTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeSubItemTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"logoType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"login"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoType"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"seo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startupNameAlternative"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"plural"}}]}}]}}]}}]} as unknown as DocumentNode<IncubatorSettingsFieldsFragment, unknown>;
export const ApplicationCommentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationCommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"forApplicant"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<ApplicationCommentFieldsFragment, unknown>;
export const UserCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}}]}}]} as unknown as DocumentNode<UserCardFieldsFragment, unknown>;
export const CalendarEventFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"locationLink"}},{"kind":"Field","name":{"kind":"Name","value":"conferenceProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contextType"}},{"kind":"Field","name":{"kind":"Name","value":"contextId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"organizer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attendees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}}]}}]} as unknown as DocumentNode<CalendarEventFieldsFragment, unknown>;
export const MeetingInvitationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeetingInvitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationMeetingInvitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invitationId"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invitationSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"meetingBookedAt"}},{"kind":"Field","name":{"kind":"Name","value":"meetingAt"}},{"kind":"Field","name":{"kind":"Name","value":"meetingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"externalMeetingId"}},{"kind":"Field","name":{"kind":"Name","value":"meetingOrganizerId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"meeting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalendarEventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"locationLink"}},{"kind":"Field","name":{"kind":"Name","value":"conferenceProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contextType"}},{"kind":"Field","name":{"kind":"Name","value":"contextId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"organizer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attendees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<MeetingInvitationFieldsFragment, unknown>;
export const MyApplicationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nextStep"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"funnel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"open"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentRound"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasForm"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<MyApplicationFieldsFragment, unknown>;
export const HostAvailabilityFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HostAvailabilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HostAvailability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"startMinute"}},{"kind":"Field","name":{"kind":"Name","value":"endMinute"}}]}},{"kind":"Field","name":{"kind":"Name","value":"overrides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"ranges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startMinute"}},{"kind":"Field","name":{"kind":"Name","value":"endMinute"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"coachingMeetingSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"availableDurationsInMins"}},{"kind":"Field","name":{"kind":"Name","value":"defaultMeetingLocation"}},{"kind":"Field","name":{"kind":"Name","value":"timeslotIncrement"}},{"kind":"Field","name":{"kind":"Name","value":"minimumNoticeHours"}}]}},{"kind":"Field","name":{"kind":"Name","value":"icsFeedUrl"}},{"kind":"Field","name":{"kind":"Name","value":"icsFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"eventCount"}}]}}]}}]} as unknown as DocumentNode<HostAvailabilityFieldsFragment, unknown>;
export const IncubatorBrandingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncubatorBranding"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Incubator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"whiteLogo"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"incubatorSeo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brandPalette"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sidebar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"textColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeItemBackgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeItemTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeSubItemTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"logoType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"login"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoType"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"startupNameAlternative"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"plural"}}]}}]}}]}}]} as unknown as DocumentNode<IncubatorBrandingFragment, unknown>;
export const CustomFieldFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomFieldFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"fieldType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelText"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"validations"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"valueCount"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode<CustomFieldFieldsFragment, unknown>;
export const EventCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IncubatorEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"noOfBookings"}},{"kind":"Field","name":{"kind":"Name","value":"hosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerAttendee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<EventCardFieldsFragment, unknown>;
export const BuilderFormFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Form"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"shareUuid"}},{"kind":"Field","name":{"kind":"Name","value":"answerCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"definition"}},{"kind":"Field","name":{"kind":"Name","value":"maxScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"answerCount"}}]}}]}}]} as unknown as DocumentNode<BuilderFormFieldsFragment, unknown>;
export const FunnelRoundEmailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FunnelRoundEmailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoundEmail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"timing"}},{"kind":"Field","name":{"kind":"Name","value":"delayHours"}}]}}]} as unknown as DocumentNode<FunnelRoundEmailFieldsFragment, unknown>;
export const FunnelRoundFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FunnelRoundFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Round"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"funnelId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"formId"}},{"kind":"Field","name":{"kind":"Name","value":"blind"}},{"kind":"Field","name":{"kind":"Name","value":"evaluatorsPerApplication"}},{"kind":"Field","name":{"kind":"Name","value":"meeting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"incrementMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"hostIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FunnelRoundEmailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FunnelRoundEmailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoundEmail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"timing"}},{"kind":"Field","name":{"kind":"Name","value":"delayHours"}}]}}]} as unknown as DocumentNode<FunnelRoundFieldsFragment, unknown>;
export const MilestonePlanFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MilestonePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MilestonePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startupId"}},{"kind":"Field","name":{"kind":"Name","value":"isTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"milestones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"subMilestones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"done"}}]}}]}}]}}]} as unknown as DocumentNode<MilestonePlanFieldsFragment, unknown>;
export const NotificationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"startupName"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}}]}}]}}]} as unknown as DocumentNode<NotificationFieldsFragment, unknown>;
export const StartupConnectionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StartupConnectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StartupConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startupId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minutesAllocated"}},{"kind":"Field","name":{"kind":"Name","value":"minutesUsed"}},{"kind":"Field","name":{"kind":"Name","value":"minutesPending"}},{"kind":"Field","name":{"kind":"Name","value":"minutesRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"hourAllocationRequired"}},{"kind":"Field","name":{"kind":"Name","value":"takesBookings"}},{"kind":"Field","name":{"kind":"Name","value":"availableDurationsInMins"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}}]}}]} as unknown as DocumentNode<StartupConnectionFieldsFragment, unknown>;
export const AdminProgramFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProgramFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProgram"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"startupCount"}},{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<AdminProgramFieldsFragment, unknown>;
export const CurrentUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CurrentUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"isCustom"}},{"kind":"Field","name":{"kind":"Name","value":"userAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visibilitySettings"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startupAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visibilitySettings"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"startups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CurrentUserFieldsFragment, unknown>;
export const StartupExportFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StartupExportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StartupExport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]} as unknown as DocumentNode<StartupExportFieldsFragment, unknown>;
export const StartupFileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StartupFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StartupFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"foundingYear"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"programs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mayEditName"}},{"kind":"Field","name":{"kind":"Name","value":"mayEditProfile"}},{"kind":"Field","name":{"kind":"Name","value":"mayEditMembers"}},{"kind":"Field","name":{"kind":"Name","value":"mayEditConnections"}}]}}]}}]} as unknown as DocumentNode<StartupFileFieldsFragment, unknown>;
export const TimelineEventFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"isUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"startup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}}]}}]} as unknown as DocumentNode<TimelineEventFieldsFragment, unknown>;
export const TimelineDataDueEventFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineDataDueEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataDueEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}}]} as unknown as DocumentNode<TimelineDataDueEventFieldsFragment, unknown>;
export const TimelineTopLevelDataSubmittedEventFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineTopLevelDataSubmittedEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TopLevelDataSubmittedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dataItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"dateValue"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"useArrow"}},{"kind":"Field","name":{"kind":"Name","value":"metric"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<TimelineTopLevelDataSubmittedEventFieldsFragment, unknown>;
export const TimelineNonTopLevelDataSubmittedEventFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineNonTopLevelDataSubmittedEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NonTopLevelDataSubmittedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dataItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"dateValue"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"useArrow"}},{"kind":"Field","name":{"kind":"Name","value":"metric"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<TimelineNonTopLevelDataSubmittedEventFieldsFragment, unknown>;
export const TimelineCoachingSessionPostFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineCoachingSessionPostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CoachingSessionPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"sessionName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDuration"}},{"kind":"Field","name":{"kind":"Name","value":"sessionStartDateTime"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"coachs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attendees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"editor"}},{"kind":"Field","name":{"kind":"Name","value":"staffEditor"}}]}}]} as unknown as DocumentNode<TimelineCoachingSessionPostFieldsFragment, unknown>;
export const TimelineCoachingInvitePostFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineCoachingInvitePostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CoachingInvitePost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"inviteStatus"}},{"kind":"Field","name":{"kind":"Name","value":"expires"}},{"kind":"Field","name":{"kind":"Name","value":"sessionName"}},{"kind":"Field","name":{"kind":"Name","value":"sessionStart"}},{"kind":"Field","name":{"kind":"Name","value":"incubatorInvitees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startupInvitees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<TimelineCoachingInvitePostFieldsFragment, unknown>;
export const TimelineDataCategorizationUpdateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineDataCategorizationUpdateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataCategorizationUpdate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<TimelineDataCategorizationUpdateFieldsFragment, unknown>;
export const TimelineDataCategorizationSkipFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineDataCategorizationSkipFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataCategorizationSkip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}}]} as unknown as DocumentNode<TimelineDataCategorizationSkipFieldsFragment, unknown>;
export const TimelineEmailThreadPostFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineEmailThreadPostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailThreadPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"emailMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"emailContent"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"numberOfTimesOpened"}},{"kind":"Field","name":{"kind":"Name","value":"lastOpenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isBounced"}},{"kind":"Field","name":{"kind":"Name","value":"isDelivered"}}]}}]}}]} as unknown as DocumentNode<TimelineEmailThreadPostFieldsFragment, unknown>;
export const TimelinePageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelinePageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimelinePage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"viewerMay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"post"}},{"kind":"Field","name":{"kind":"Name","value":"postPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"pin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pinned"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineEventFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineDataDueEventFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineTopLevelDataSubmittedEventFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineNonTopLevelDataSubmittedEventFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineCoachingSessionPostFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineCoachingInvitePostFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineDataCategorizationUpdateFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineDataCategorizationSkipFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineEmailThreadPostFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineEventFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineDataDueEventFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineTopLevelDataSubmittedEventFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineNonTopLevelDataSubmittedEventFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineCoachingSessionPostFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineCoachingInvitePostFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineDataCategorizationUpdateFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineDataCategorizationSkipFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineEmailThreadPostFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"isUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"startup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineDataDueEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataDueEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineTopLevelDataSubmittedEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TopLevelDataSubmittedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dataItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"dateValue"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"useArrow"}},{"kind":"Field","name":{"kind":"Name","value":"metric"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineNonTopLevelDataSubmittedEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NonTopLevelDataSubmittedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dataItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"dateValue"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"useArrow"}},{"kind":"Field","name":{"kind":"Name","value":"metric"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineCoachingSessionPostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CoachingSessionPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"sessionName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDuration"}},{"kind":"Field","name":{"kind":"Name","value":"sessionStartDateTime"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"coachs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attendees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"editor"}},{"kind":"Field","name":{"kind":"Name","value":"staffEditor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineCoachingInvitePostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CoachingInvitePost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"inviteStatus"}},{"kind":"Field","name":{"kind":"Name","value":"expires"}},{"kind":"Field","name":{"kind":"Name","value":"sessionName"}},{"kind":"Field","name":{"kind":"Name","value":"sessionStart"}},{"kind":"Field","name":{"kind":"Name","value":"incubatorInvitees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startupInvitees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineDataCategorizationUpdateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataCategorizationUpdate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineDataCategorizationSkipFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataCategorizationSkip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineEmailThreadPostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailThreadPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"emailMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"emailContent"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"numberOfTimesOpened"}},{"kind":"Field","name":{"kind":"Name","value":"lastOpenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isBounced"}},{"kind":"Field","name":{"kind":"Name","value":"isDelivered"}}]}}]}}]} as unknown as DocumentNode<TimelinePageFieldsFragment, unknown>;
export const SetupTagFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SetupTagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"useCount"}}]}}]} as unknown as DocumentNode<SetupTagFieldsFragment, unknown>;
export const TaskFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"taskType"}},{"kind":"Field","name":{"kind":"Name","value":"automated"}},{"kind":"Field","name":{"kind":"Name","value":"isGroupTask"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"completionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<TaskFieldsFragment, unknown>;
export const ManagedUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedStartups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ManagedUserFieldsFragment, unknown>;
export const AccessChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AccessChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<AccessChangedSubscription, AccessChangedSubscriptionVariables>;
export const ViewerAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewerAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUserPermissions"}},{"kind":"Field","name":{"kind":"Name","value":"featureFlags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"activated"}}]}},{"kind":"Field","name":{"kind":"Name","value":"planInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]}}]} as unknown as DocumentNode<ViewerAccessQuery, ViewerAccessQueryVariables>;
export const AccountDeletionIncubatorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountDeletionIncubator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incubator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"allowUserSelfDelete"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]}}]} as unknown as DocumentNode<AccountDeletionIncubatorQuery, AccountDeletionIncubatorQueryVariables>;
export const DeleteOwnAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteOwnAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteOwnAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}]}}]} as unknown as DocumentNode<DeleteOwnAccountMutation, DeleteOwnAccountMutationVariables>;
export const AdminRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRoleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"isCustom"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"userCount"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visibilitySettings"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startupAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visibilitySettings"}}]}}]}}]} as unknown as DocumentNode<AdminRolesQuery, AdminRolesQueryVariables>;
export const CreateCustomRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCustomRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCustomRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCustomRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRoleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"isCustom"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"userCount"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visibilitySettings"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startupAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visibilitySettings"}}]}}]}}]} as unknown as DocumentNode<CreateCustomRoleMutation, CreateCustomRoleMutationVariables>;
export const DeleteRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteRoleMutation, DeleteRoleMutationVariables>;
export const PermissionCatalogueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PermissionCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permissionCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"withCriteria"}}]}}]}}]} as unknown as DocumentNode<PermissionCatalogueQuery, PermissionCatalogueQueryVariables>;
export const RolePlanFeaturesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RolePlanFeatures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]}}]} as unknown as DocumentNode<RolePlanFeaturesQuery, RolePlanFeaturesQueryVariables>;
export const UpdateRolePermissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRolePermissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"changes"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PermissionChangeInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRolePermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"roleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"changes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"changes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRoleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"isCustom"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"userCount"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visibilitySettings"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startupAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visibilitySettings"}}]}}]}}]} as unknown as DocumentNode<UpdateRolePermissionsMutation, UpdateRolePermissionsMutationVariables>;
export const UpdateRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRoleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"isCustom"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"userCount"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visibilitySettings"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startupAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visibilitySettings"}}]}}]}}]} as unknown as DocumentNode<UpdateRoleMutation, UpdateRoleMutationVariables>;
export const IncubatorFullPlanInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IncubatorFullPlanInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incubatorFullPlanInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"maxFileSize"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]}}]} as unknown as DocumentNode<IncubatorFullPlanInfoQuery, IncubatorFullPlanInfoQueryVariables>;
export const IncubatorSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IncubatorSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incubatorSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncubatorSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncubatorSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IncubatorSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"allowUserSelfDelete"}},{"kind":"Field","name":{"kind":"Name","value":"termsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"generalEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customLogin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"buttonBackgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"buttonTextColor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"whiteLogo"}},{"kind":"Field","name":{"kind":"Name","value":"brandPalette"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sidebar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"textColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeItemBackgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeItemTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeSubItemTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"logoType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"login"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoType"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"seo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startupNameAlternative"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"plural"}}]}}]}}]}}]} as unknown as DocumentNode<IncubatorSettingsQuery, IncubatorSettingsQueryVariables>;
export const UpdateIncubatorBrandingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateIncubatorBranding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IncubatorBrandingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateIncubatorBranding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncubatorSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncubatorSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IncubatorSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"allowUserSelfDelete"}},{"kind":"Field","name":{"kind":"Name","value":"termsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"generalEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customLogin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"buttonBackgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"buttonTextColor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"whiteLogo"}},{"kind":"Field","name":{"kind":"Name","value":"brandPalette"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sidebar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"textColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeItemBackgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeItemTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeSubItemTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"logoType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"login"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoType"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"seo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startupNameAlternative"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"plural"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateIncubatorBrandingMutation, UpdateIncubatorBrandingMutationVariables>;
export const UpdateIncubatorSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateIncubatorSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IncubatorSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateIncubatorSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncubatorSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncubatorSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IncubatorSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"allowUserSelfDelete"}},{"kind":"Field","name":{"kind":"Name","value":"termsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"generalEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customLogin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"buttonBackgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"buttonTextColor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"whiteLogo"}},{"kind":"Field","name":{"kind":"Name","value":"brandPalette"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sidebar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"textColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeItemBackgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeItemTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeSubItemTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"logoType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"login"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoType"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"seo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startupNameAlternative"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"plural"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateIncubatorSettingsMutation, UpdateIncubatorSettingsMutationVariables>;
export const AdminCreateStartupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateStartup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateStartupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStartup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminCreateStartupMutation, AdminCreateStartupMutationVariables>;
export const AdminStartupOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminStartupOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"startup"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminStartupOptionsQuery, AdminStartupOptionsQueryVariables>;
export const StartupAdminPeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StartupAdminPeople"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"group"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartupAdminPeopleGroup"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startupAdminPeople"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"group"},"value":{"kind":"Variable","name":{"kind":"Name","value":"group"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}}]}}]}}]} as unknown as DocumentNode<StartupAdminPeopleQuery, StartupAdminPeopleQueryVariables>;
export const AdminStartupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminStartups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminStartupsFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminStartups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"foundingYear"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"connectionCount"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminStartupsQuery, AdminStartupsQueryVariables>;
export const StartStartupBatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartStartupBatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartStartupBatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startStartupBatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"validation"}},{"kind":"Field","name":{"kind":"Name","value":"overall"}}]}}]}}]} as unknown as DocumentNode<StartStartupBatchMutation, StartStartupBatchMutationVariables>;
export const StartupBatchOperationUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"StartupBatchOperationUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"operationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startupBatchOperationUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"operationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"operationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operationId"}},{"kind":"Field","name":{"kind":"Name","value":"updateType"}},{"kind":"Field","name":{"kind":"Name","value":"startupId"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"validation"}},{"kind":"Field","name":{"kind":"Name","value":"overall"}}]}}]}}]} as unknown as DocumentNode<StartupBatchOperationUpdatedSubscription, StartupBatchOperationUpdatedSubscriptionVariables>;
export const ApplicationExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationExport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<ApplicationExportQuery, ApplicationExportQueryVariables>;
export const ApplicationsDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationsDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationsDashboardFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationsDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"byStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byFunnel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"funnelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"byStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"funnelId"}},{"kind":"Field","name":{"kind":"Name","value":"funnelName"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"entered"}},{"kind":"Field","name":{"kind":"Name","value":"left"}},{"kind":"Field","name":{"kind":"Name","value":"wentOn"}},{"kind":"Field","name":{"kind":"Name","value":"conversion"}},{"kind":"Field","name":{"kind":"Name","value":"averageHours"}},{"kind":"Field","name":{"kind":"Name","value":"medianHours"}}]}},{"kind":"Field","name":{"kind":"Name","value":"weeks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"week"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"byStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"averageScores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"normalisedScores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"funnelOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ApplicationsDashboardQuery, ApplicationsDashboardQueryVariables>;
export const ExportApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationExportFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<ExportApplicationsMutation, ExportApplicationsMutationVariables>;
export const DecideApplicationRoundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideApplicationRound"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationDecision"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rejectionEmailId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeReviewerComments"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideApplicationRound"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decision"}}},{"kind":"Argument","name":{"kind":"Name","value":"rejectionEmailId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rejectionEmailId"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeReviewerComments"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeReviewerComments"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"startupId"}}]}}]}}]} as unknown as DocumentNode<DecideApplicationRoundMutation, DecideApplicationRoundMutationVariables>;
export const MoveApplicationToRoundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveApplicationToRound"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roundId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveApplicationToRound"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"roundId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roundId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}}]}}]}}]} as unknown as DocumentNode<MoveApplicationToRoundMutation, MoveApplicationToRoundMutationVariables>;
export const MoveApplicationToFunnelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveApplicationToFunnel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"funnelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveApplicationToFunnel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"funnelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"funnelId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"funnelId"}}]}}]}}]} as unknown as DocumentNode<MoveApplicationToFunnelMutation, MoveApplicationToFunnelMutationVariables>;
export const ResetApplicationToDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetApplicationToDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetApplicationToDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}}]}}]}}]} as unknown as DocumentNode<ResetApplicationToDraftMutation, ResetApplicationToDraftMutationVariables>;
export const DeleteApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteApplicationMutation, DeleteApplicationMutationVariables>;
export const AddApplicationCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddApplicationComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"forApplicant"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addApplicationComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}},{"kind":"Argument","name":{"kind":"Name","value":"forApplicant"},"value":{"kind":"Variable","name":{"kind":"Name","value":"forApplicant"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationCommentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationCommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"forApplicant"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<AddApplicationCommentMutation, AddApplicationCommentMutationVariables>;
export const SetApplicationTagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetApplicationTags"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tagIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setApplicationTags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"tagIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tagIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]}}]} as unknown as DocumentNode<SetApplicationTagsMutation, SetApplicationTagsMutationVariables>;
export const ApplicationFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"application"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"funnelId"}},{"kind":"Field","name":{"kind":"Name","value":"startupName"}},{"kind":"Field","name":{"kind":"Name","value":"anonymous"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIs"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"applicant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"funnel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"round"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"enteredAt"}},{"kind":"Field","name":{"kind":"Name","value":"leftAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"round"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allowedActions"}}]}}]}}]} as unknown as DocumentNode<ApplicationFileQuery, ApplicationFileQueryVariables>;
export const ApplicationActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"application"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationCommentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationCommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"forApplicant"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<ApplicationActivityQuery, ApplicationActivityQueryVariables>;
export const ApplicationAnswersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationAnswers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"application"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}},{"kind":"Field","name":{"kind":"Name","value":"response"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"formId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"definition"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ApplicationAnswersQuery, ApplicationAnswersQueryVariables>;
export const ApplicationFunnelRoundsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationFunnelRounds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"application"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"funnel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"timing"}},{"kind":"Field","name":{"kind":"Name","value":"delayHours"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ApplicationFunnelRoundsQuery, ApplicationFunnelRoundsQueryVariables>;
export const MoveTargetFunnelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MoveTargetFunnels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"funnels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"intakeFormId"}}]}}]}}]} as unknown as DocumentNode<MoveTargetFunnelsQuery, MoveTargetFunnelsQueryVariables>;
export const ApplicationFileTagChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationFileTagChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"application"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<ApplicationFileTagChoicesQuery, ApplicationFileTagChoicesQueryVariables>;
export const ApplicationMeetingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationMeeting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationMeeting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsApplicant"}},{"kind":"Field","name":{"kind":"Name","value":"viewerMayInvite"}},{"kind":"Field","name":{"kind":"Name","value":"viewerMayBook"}},{"kind":"Field","name":{"kind":"Name","value":"round"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meetingDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meetingDuration"}},{"kind":"Field","name":{"kind":"Name","value":"timeslotIncrement"}},{"kind":"Field","name":{"kind":"Name","value":"meetingLocation"}},{"kind":"Field","name":{"kind":"Name","value":"meetingMode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentInvitation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeetingInvitationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeetingInvitationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"locationLink"}},{"kind":"Field","name":{"kind":"Name","value":"conferenceProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contextType"}},{"kind":"Field","name":{"kind":"Name","value":"contextId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"organizer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attendees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeetingInvitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationMeetingInvitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invitationId"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invitationSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"meetingBookedAt"}},{"kind":"Field","name":{"kind":"Name","value":"meetingAt"}},{"kind":"Field","name":{"kind":"Name","value":"meetingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"externalMeetingId"}},{"kind":"Field","name":{"kind":"Name","value":"meetingOrganizerId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"meeting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalendarEventFields"}}]}}]}}]} as unknown as DocumentNode<ApplicationMeetingQuery, ApplicationMeetingQueryVariables>;
export const CancelApplicationReviewMeetingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelApplicationReviewMeeting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"meetingInvitationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"meetingId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelApplicationReviewMeeting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"meetingInvitationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"meetingInvitationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"organizerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"meetingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"meetingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatedApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedInvitation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeetingInvitationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"locationLink"}},{"kind":"Field","name":{"kind":"Name","value":"conferenceProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contextType"}},{"kind":"Field","name":{"kind":"Name","value":"contextId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"organizer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attendees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeetingInvitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationMeetingInvitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invitationId"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invitationSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"meetingBookedAt"}},{"kind":"Field","name":{"kind":"Name","value":"meetingAt"}},{"kind":"Field","name":{"kind":"Name","value":"meetingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"externalMeetingId"}},{"kind":"Field","name":{"kind":"Name","value":"meetingOrganizerId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"meeting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalendarEventFields"}}]}}]}}]} as unknown as DocumentNode<CancelApplicationReviewMeetingMutation, CancelApplicationReviewMeetingMutationVariables>;
export const InviteApplicationMeetingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteApplicationMeeting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteApplicationMeeting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerMayInvite"}},{"kind":"Field","name":{"kind":"Name","value":"viewerMayBook"}},{"kind":"Field","name":{"kind":"Name","value":"currentInvitation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeetingInvitationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeetingInvitationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"locationLink"}},{"kind":"Field","name":{"kind":"Name","value":"conferenceProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contextType"}},{"kind":"Field","name":{"kind":"Name","value":"contextId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"organizer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attendees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeetingInvitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationMeetingInvitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invitationId"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invitationSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"meetingBookedAt"}},{"kind":"Field","name":{"kind":"Name","value":"meetingAt"}},{"kind":"Field","name":{"kind":"Name","value":"meetingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"externalMeetingId"}},{"kind":"Field","name":{"kind":"Name","value":"meetingOrganizerId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"meeting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalendarEventFields"}}]}}]}}]} as unknown as DocumentNode<InviteApplicationMeetingMutation, InviteApplicationMeetingMutationVariables>;
export const ApplicationQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationOverviewFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousId"}},{"kind":"Field","name":{"kind":"Name","value":"nextId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<ApplicationQueueQuery, ApplicationQueueQueryVariables>;
export const ApplicationTagChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationTagChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"application"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<ApplicationTagChoicesQuery, ApplicationTagChoicesQueryVariables>;
export const ApplicationsOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationsOverview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationOverviewFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationsOverview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"searchTruncated"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"anonymous"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"applicantEmail"}},{"kind":"Field","name":{"kind":"Name","value":"startupName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"averageScore"}},{"kind":"Field","name":{"kind":"Name","value":"normalisedScore"}},{"kind":"Field","name":{"kind":"Name","value":"evaluationCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"funnel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"round"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ApplicationsOverviewQuery, ApplicationsOverviewQueryVariables>;
export const ApplicationBatchOperationUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ApplicationBatchOperationUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"operationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationBatchOperationUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"operationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"operationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operationId"}},{"kind":"Field","name":{"kind":"Name","value":"updateType"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"validation"}},{"kind":"Field","name":{"kind":"Name","value":"overall"}}]}}]}}]} as unknown as DocumentNode<ApplicationBatchOperationUpdatedSubscription, ApplicationBatchOperationUpdatedSubscriptionVariables>;
export const EvaluatorCandidatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EvaluatorCandidates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"funnelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evaluatorWorkloads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"funnelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"funnelId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evaluatorId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"open"}}]}}]}}]} as unknown as DocumentNode<EvaluatorCandidatesQuery, EvaluatorCandidatesQueryVariables>;
export const FunnelRejectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FunnelRejections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"funnel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FunnelRejectionsQuery, FunnelRejectionsQueryVariables>;
export const ApplicationOverviewOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationOverviewOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationOverviewOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"funnels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"funnel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"evaluators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]}}]} as unknown as DocumentNode<ApplicationOverviewOptionsQuery, ApplicationOverviewOptionsQueryVariables>;
export const StartApplicationBatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartApplicationBatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartApplicationBatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startApplicationBatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"validation"}},{"kind":"Field","name":{"kind":"Name","value":"overall"}}]}}]}}]} as unknown as DocumentNode<StartApplicationBatchMutation, StartApplicationBatchMutationVariables>;
export const ApplicationRoundFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationRoundForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roundId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationRoundForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"roundId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roundId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"versionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"definition"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"prefilledQuestionIds"}},{"kind":"Field","name":{"kind":"Name","value":"responseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"emailValidated"}},{"kind":"Field","name":{"kind":"Name","value":"round"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyApplicationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nextStep"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"funnel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"open"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentRound"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasForm"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<ApplicationRoundFormQuery, ApplicationRoundFormQueryVariables>;
export const ApplyToFunnelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyToFunnel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyToFunnel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"roundPosition"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ApplyToFunnelMutation, ApplyToFunnelMutationVariables>;
export const MyApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nextStep"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"funnel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"open"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentRound"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasForm"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<MyApplicationQuery, MyApplicationQueryVariables>;
export const MyApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nextStep"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"funnel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"open"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentRound"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasForm"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<MyApplicationsQuery, MyApplicationsQueryVariables>;
export const MySubmittedFormsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySubmittedForms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyApplicationFields"}},{"kind":"Field","name":{"kind":"Name","value":"submittedForms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formId"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"roundName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"definition"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nextStep"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"funnel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"open"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentRound"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasForm"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<MySubmittedFormsQuery, MySubmittedFormsQueryVariables>;
export const OpenFunnelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpenFunnels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openFunnels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"open"}}]}}]}}]} as unknown as DocumentNode<OpenFunnelsQuery, OpenFunnelsQueryVariables>;
export const PublicFunnelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicFunnel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicFunnel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<PublicFunnelQuery, PublicFunnelQueryVariables>;
export const ResendApplicantConfirmationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendApplicantConfirmation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendConfirmationEmail"}}]}}]} as unknown as DocumentNode<ResendApplicantConfirmationMutation, ResendApplicantConfirmationMutationVariables>;
export const SaveApplicationAnswersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveApplicationAnswers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roundId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"answers"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"submit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveApplicationAnswers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"roundId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roundId"}}},{"kind":"Argument","name":{"kind":"Name","value":"answers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"answers"}}},{"kind":"Argument","name":{"kind":"Name","value":"submit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"submit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"responseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyApplicationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nextStep"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"funnel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"open"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentRound"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasForm"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<SaveApplicationAnswersMutation, SaveApplicationAnswersMutationVariables>;
export const AuthModeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthMode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authMode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}},{"kind":"Field","name":{"kind":"Name","value":"oauthConnections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"protocol"}}]}}]}}]}}]} as unknown as DocumentNode<AuthModeQuery, AuthModeQueryVariables>;
export const LoginIncubatorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoginIncubator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incubator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"whiteLogo"}},{"kind":"Field","name":{"kind":"Name","value":"brandPalette"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoType"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"incubatorCustomLoginTextAndLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"buttonBackgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"buttonTextColor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"incubatorTermsAndServices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<LoginIncubatorQuery, LoginIncubatorQueryVariables>;
export const AvailabilityHostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AvailabilityHost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usersByIds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<AvailabilityHostQuery, AvailabilityHostQueryVariables>;
export const AvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Availability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HostAvailabilityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HostAvailabilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HostAvailability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"startMinute"}},{"kind":"Field","name":{"kind":"Name","value":"endMinute"}}]}},{"kind":"Field","name":{"kind":"Name","value":"overrides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"ranges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startMinute"}},{"kind":"Field","name":{"kind":"Name","value":"endMinute"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"coachingMeetingSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"availableDurationsInMins"}},{"kind":"Field","name":{"kind":"Name","value":"defaultMeetingLocation"}},{"kind":"Field","name":{"kind":"Name","value":"timeslotIncrement"}},{"kind":"Field","name":{"kind":"Name","value":"minimumNoticeHours"}}]}},{"kind":"Field","name":{"kind":"Name","value":"icsFeedUrl"}},{"kind":"Field","name":{"kind":"Name","value":"icsFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"eventCount"}}]}}]}}]} as unknown as DocumentNode<AvailabilityQuery, AvailabilityQueryVariables>;
export const UpdateAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AvailabilityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HostAvailabilityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HostAvailabilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HostAvailability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"startMinute"}},{"kind":"Field","name":{"kind":"Name","value":"endMinute"}}]}},{"kind":"Field","name":{"kind":"Name","value":"overrides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"ranges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startMinute"}},{"kind":"Field","name":{"kind":"Name","value":"endMinute"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"coachingMeetingSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"availableDurationsInMins"}},{"kind":"Field","name":{"kind":"Name","value":"defaultMeetingLocation"}},{"kind":"Field","name":{"kind":"Name","value":"timeslotIncrement"}},{"kind":"Field","name":{"kind":"Name","value":"minimumNoticeHours"}}]}},{"kind":"Field","name":{"kind":"Name","value":"icsFeedUrl"}},{"kind":"Field","name":{"kind":"Name","value":"icsFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"eventCount"}}]}}]}}]} as unknown as DocumentNode<UpdateAvailabilityMutation, UpdateAvailabilityMutationVariables>;
export const ApplicationMeetingBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationMeetingBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availabilitiesByApplicationId"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"invitationId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"availabilityMode"}},{"kind":"Field","name":{"kind":"Name","value":"meetingDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meetingDuration"}},{"kind":"Field","name":{"kind":"Name","value":"timeslotIncrement"}},{"kind":"Field","name":{"kind":"Name","value":"meetingLocation"}},{"kind":"Field","name":{"kind":"Name","value":"meetingMode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}}]}}]} as unknown as DocumentNode<ApplicationMeetingBookingQuery, ApplicationMeetingBookingQueryVariables>;
export const ApplicationMeetingFreeSlotsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationMeetingFreeSlots"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"interval"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IntervalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availabilitiesByApplicationId"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"freeSlots"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"interval"},"value":{"kind":"Variable","name":{"kind":"Name","value":"interval"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supportedLocations"}}]}}]}}]}}]} as unknown as DocumentNode<ApplicationMeetingFreeSlotsQuery, ApplicationMeetingFreeSlotsQueryVariables>;
export const BookingViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"startups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<BookingViewerQuery, BookingViewerQueryVariables>;
export const CreateCalendarEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCalendarEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCalendarEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCalendarEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ics"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalendarEventFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"locationLink"}},{"kind":"Field","name":{"kind":"Name","value":"conferenceProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contextType"}},{"kind":"Field","name":{"kind":"Name","value":"contextId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"organizer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attendees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<CreateCalendarEventMutation, CreateCalendarEventMutationVariables>;
export const IncubatorEventBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IncubatorEventBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incubatorEventBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"durationInMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"availabilityMode"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsHost"}},{"kind":"Field","name":{"kind":"Name","value":"hosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}}]}}]} as unknown as DocumentNode<IncubatorEventBookingQuery, IncubatorEventBookingQueryVariables>;
export const IncubatorEventFreeSlotsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IncubatorEventFreeSlots"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"interval"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IntervalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incubatorEventBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"freeSlots"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"interval"},"value":{"kind":"Variable","name":{"kind":"Name","value":"interval"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supportedLocations"}}]}}]}}]}}]} as unknown as DocumentNode<IncubatorEventFreeSlotsQuery, IncubatorEventFreeSlotsQueryVariables>;
export const GetFreeSlotsByCustomerIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetFreeSlotsByCustomerIds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"interval"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IntervalInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"durationInMinutes"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"excludeEventId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getFreeSlotsByCustomerIds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customerIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"interval"},"value":{"kind":"Variable","name":{"kind":"Name","value":"interval"}}},{"kind":"Argument","name":{"kind":"Name","value":"durationInMinutes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"durationInMinutes"}}},{"kind":"Argument","name":{"kind":"Name","value":"excludeEventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"excludeEventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supportedLocations"}}]}}]}}]} as unknown as DocumentNode<GetFreeSlotsByCustomerIdsQuery, GetFreeSlotsByCustomerIdsQueryVariables>;
export const ProfileCoachingMeetingSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileCoachingMeetingSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getProfileCoachingMeetingSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"startupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"availableDurationsInMins"}},{"kind":"Field","name":{"kind":"Name","value":"defaultMeetingLocation"}},{"kind":"Field","name":{"kind":"Name","value":"timeslotIncrement"}},{"kind":"Field","name":{"kind":"Name","value":"minimumNoticeHours"}}]}}]}}]} as unknown as DocumentNode<ProfileCoachingMeetingSettingsQuery, ProfileCoachingMeetingSettingsQueryVariables>;
export const UpdateCalendarEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCalendarEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCalendarEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCalendarEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ics"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalendarEventFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"locationLink"}},{"kind":"Field","name":{"kind":"Name","value":"conferenceProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contextType"}},{"kind":"Field","name":{"kind":"Name","value":"contextId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"organizer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attendees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<UpdateCalendarEventMutation, UpdateCalendarEventMutationVariables>;
export const BookingUsersByIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingUsersByIds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usersByIds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}}]}}]} as unknown as DocumentNode<BookingUsersByIdsQuery, BookingUsersByIdsQueryVariables>;
export const IncubatorBrandingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IncubatorBranding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incubator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncubatorBranding"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncubatorBranding"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Incubator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"whiteLogo"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"incubatorSeo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brandPalette"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sidebar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"textColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeItemBackgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeItemTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeSubItemTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"logoType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"login"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoType"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"startupNameAlternative"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"plural"}}]}}]}}]}}]} as unknown as DocumentNode<IncubatorBrandingQuery, IncubatorBrandingQueryVariables>;
export const IncubatorUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"IncubatorUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incubatorUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncubatorBranding"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncubatorBranding"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Incubator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"whiteLogo"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"incubatorSeo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brandPalette"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sidebar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"textColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeItemBackgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeItemTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeSubItemTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"logoType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"login"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoType"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"startupNameAlternative"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"plural"}}]}}]}}]}}]} as unknown as DocumentNode<IncubatorUpdatedSubscription, IncubatorUpdatedSubscriptionVariables>;
export const CalendarEventIcsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarEventIcs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"icsFileById"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ics"}}]}}]}}]} as unknown as DocumentNode<CalendarEventIcsQuery, CalendarEventIcsQueryVariables>;
export const CalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]} as unknown as DocumentNode<CalendarFeedQuery, CalendarFeedQueryVariables>;
export const CalendarPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"startups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"calendarEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalendarEventFields"}},{"kind":"Field","name":{"kind":"Name","value":"durationInMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"referenceType"}},{"kind":"Field","name":{"kind":"Name","value":"referenceId"}},{"kind":"Field","name":{"kind":"Name","value":"referenceName"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsHost"}},{"kind":"Field","name":{"kind":"Name","value":"canReschedule"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"hosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"locationLink"}},{"kind":"Field","name":{"kind":"Name","value":"conferenceProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contextType"}},{"kind":"Field","name":{"kind":"Name","value":"contextId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"organizer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attendees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<CalendarPageQuery, CalendarPageQueryVariables>;
export const CalendarPanelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarPanel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"start"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"end"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"startups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"calendarEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"start"},"value":{"kind":"Variable","name":{"kind":"Name","value":"start"}}},{"kind":"Argument","name":{"kind":"Name","value":"end"},"value":{"kind":"Variable","name":{"kind":"Name","value":"end"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalendarEventFields"}},{"kind":"Field","name":{"kind":"Name","value":"durationInMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"referenceType"}},{"kind":"Field","name":{"kind":"Name","value":"referenceId"}},{"kind":"Field","name":{"kind":"Name","value":"referenceName"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsHost"}},{"kind":"Field","name":{"kind":"Name","value":"canReschedule"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"hosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contextType"}},{"kind":"Field","name":{"kind":"Name","value":"contextId"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"eventAttendeeId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"locationLink"}},{"kind":"Field","name":{"kind":"Name","value":"conferenceProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contextType"}},{"kind":"Field","name":{"kind":"Name","value":"contextId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"organizer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attendees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<CalendarPanelQuery, CalendarPanelQueryVariables>;
export const CancelCalendarEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelCalendarEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelCalendarEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<CancelCalendarEventMutation, CancelCalendarEventMutationVariables>;
export const CreateCalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"webcalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<CreateCalendarFeedMutation, CreateCalendarFeedMutationVariables>;
export const RevokeCalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeCalendarFeed"}}]}}]} as unknown as DocumentNode<RevokeCalendarFeedMutation, RevokeCalendarFeedMutationVariables>;
export const CommunityPeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommunityPeople"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"community"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CommunityPeopleQuery, CommunityPeopleQueryVariables>;
export const CommunityStartupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommunityStartups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CommunityStartupsQuery, CommunityStartupsQueryVariables>;
export const CustomFieldValuesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomFieldValues"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entity"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomFieldEntity"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customFieldValues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entity"}}},{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}}}]}]}}]} as unknown as DocumentNode<CustomFieldValuesQuery, CustomFieldValuesQueryVariables>;
export const CustomFieldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomField"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomFieldFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomFieldFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"fieldType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelText"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"validations"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"valueCount"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode<CustomFieldQuery, CustomFieldQueryVariables>;
export const CustomFieldsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomFields"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entity"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomFieldEntity"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeArchived"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customFields"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entity"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeArchived"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeArchived"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomFieldFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomFieldFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"fieldType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelText"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"validations"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"valueCount"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode<CustomFieldsQuery, CustomFieldsQueryVariables>;
export const CreateCustomFieldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCustomField"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomFieldInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCustomField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomFieldFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomFieldFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"fieldType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelText"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"validations"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"valueCount"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode<CreateCustomFieldMutation, CreateCustomFieldMutationVariables>;
export const UpdateCustomFieldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCustomField"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomFieldInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomFieldFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomFieldFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"fieldType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelText"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"validations"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"valueCount"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode<UpdateCustomFieldMutation, UpdateCustomFieldMutationVariables>;
export const ArchiveCustomFieldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveCustomField"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveCustomField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomFieldFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomFieldFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"fieldType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelText"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"validations"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"valueCount"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode<ArchiveCustomFieldMutation, ArchiveCustomFieldMutationVariables>;
export const RestoreCustomFieldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreCustomField"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreCustomField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomFieldFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomFieldFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"fieldType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelText"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"validations"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"valueCount"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode<RestoreCustomFieldMutation, RestoreCustomFieldMutationVariables>;
export const MoveCustomFieldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveCustomField"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"position"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveCustomField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"position"},"value":{"kind":"Variable","name":{"kind":"Name","value":"position"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomFieldFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomFieldFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"fieldType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelText"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"validations"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"valueCount"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode<MoveCustomFieldMutation, MoveCustomFieldMutationVariables>;
export const ProfileLayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileLayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entity"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomFieldEntity"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profileForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entity"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"definition"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"definition"}}]}}]}}]}}]} as unknown as DocumentNode<ProfileLayoutQuery, ProfileLayoutQueryVariables>;
export const CreateProfileLayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProfileLayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFormInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateProfileLayoutMutation, CreateProfileLayoutMutationVariables>;
export const SaveProfileLayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveProfileLayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"definition"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveFormDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"formId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formId"}}},{"kind":"Argument","name":{"kind":"Name","value":"definition"},"value":{"kind":"Variable","name":{"kind":"Name","value":"definition"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SaveProfileLayoutMutation, SaveProfileLayoutMutationVariables>;
export const PublishProfileLayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishProfileLayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"formId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"}}]}}]}}]} as unknown as DocumentNode<PublishProfileLayoutMutation, PublishProfileLayoutMutationVariables>;
export const SetCustomFieldValuesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCustomFieldValues"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entity"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomFieldEntity"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"values"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCustomFieldValues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entity"}}},{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"values"},"value":{"kind":"Variable","name":{"kind":"Name","value":"values"}}}]}]}}]} as unknown as DocumentNode<SetCustomFieldValuesMutation, SetCustomFieldValuesMutationVariables>;
export const SupportEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupportEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incubator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]}}]} as unknown as DocumentNode<SupportEmailQuery, SupportEmailQueryVariables>;
export const ApplicationEvaluationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationEvaluations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationEvaluations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"blind"}},{"kind":"Field","name":{"kind":"Name","value":"averageScore"}},{"kind":"Field","name":{"kind":"Name","value":"normalisedScore"}},{"kind":"Field","name":{"kind":"Name","value":"evaluationCount"}},{"kind":"Field","name":{"kind":"Name","value":"evaluations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evaluatorId"}},{"kind":"Field","name":{"kind":"Name","value":"evaluatorName"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"zScore"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evaluatorId"}},{"kind":"Field","name":{"kind":"Name","value":"evaluatorName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"declaredAt"}}]}}]}}]}}]} as unknown as DocumentNode<ApplicationEvaluationsQuery, ApplicationEvaluationsQueryVariables>;
export const AssignEvaluatorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignEvaluators"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssignEvaluatorsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignEvaluators"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assigned"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"evaluatorId"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unchangedApplicationIds"}}]}}]}}]} as unknown as DocumentNode<AssignEvaluatorsMutation, AssignEvaluatorsMutationVariables>;
export const AssignationFunnelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssignationFunnels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"funnels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"blind"}},{"kind":"Field","name":{"kind":"Name","value":"evaluatorsPerApplication"}}]}}]}}]}}]} as unknown as DocumentNode<AssignationFunnelsQuery, AssignationFunnelsQueryVariables>;
export const DeclareConflictDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclareConflict"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"evaluatorId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declareConflict"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}},{"kind":"Argument","name":{"kind":"Name","value":"evaluatorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"evaluatorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"evaluatorId"}}]}}]}}]} as unknown as DocumentNode<DeclareConflictMutation, DeclareConflictMutationVariables>;
export const EvaluationFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EvaluationForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evaluationForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"blind"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"formId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"version"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"definition"}},{"kind":"Field","name":{"kind":"Name","value":"maxScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"response"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}}]}}]}}]}}]} as unknown as DocumentNode<EvaluationFormQuery, EvaluationFormQueryVariables>;
export const EvaluationQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EvaluationQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evaluationQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"toDo"}},{"kind":"Field","name":{"kind":"Name","value":"blind"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}}]} as unknown as DocumentNode<EvaluationQueueQuery, EvaluationQueueQueryVariables>;
export const RoundAssignmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoundAssignments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roundId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"funnelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evaluationRoundAssignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"roundId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roundId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"evaluators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evaluatorId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflictEvaluatorIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"evaluatorWorkloads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"funnelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"funnelId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evaluatorId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"funnelOpen"}},{"kind":"Field","name":{"kind":"Name","value":"funnelSubmitted"}}]}}]}}]} as unknown as DocumentNode<RoundAssignmentsQuery, RoundAssignmentsQueryVariables>;
export const SaveEvaluationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveEvaluation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"answers"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"submit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveEvaluation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"answers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"answers"}}},{"kind":"Argument","name":{"kind":"Name","value":"submit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"submit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"response"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}}]}}]}}]}}]} as unknown as DocumentNode<SaveEvaluationMutation, SaveEvaluationMutationVariables>;
export const UnassignEvaluatorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnassignEvaluator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"evaluatorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unassignEvaluator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"evaluatorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"evaluatorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<UnassignEvaluatorMutation, UnassignEvaluatorMutationVariables>;
export const AcceptIncubatorEventOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptIncubatorEventOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"incubatorEventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptIncubatorEventOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"incubatorEventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"incubatorEventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AcceptIncubatorEventOfferMutation, AcceptIncubatorEventOfferMutationVariables>;
export const CancelIncubatorEventAttendeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelIncubatorEventAttendee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"incubatorEventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventAttendeeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelIncubatorEventAttendee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"incubatorEventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"incubatorEventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"eventAttendeeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventAttendeeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CancelIncubatorEventAttendeeMutation, CancelIncubatorEventAttendeeMutationVariables>;
export const CreateIncubatorEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateIncubatorEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateIncubatorEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createIncubatorEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateIncubatorEventMutation, CreateIncubatorEventMutationVariables>;
export const DeleteIncubatorEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteIncubatorEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteIncubatorEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteIncubatorEventMutation, DeleteIncubatorEventMutationVariables>;
export const EventIcsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventIcs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"icsFileById"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ics"}}]}}]}}]} as unknown as DocumentNode<EventIcsQuery, EventIcsQueryVariables>;
export const EventMeetingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventMeeting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}}]}}]} as unknown as DocumentNode<EventMeetingQuery, EventMeetingQueryVariables>;
export const EventPeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventPeople"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"community"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]} as unknown as DocumentNode<EventPeopleQuery, EventPeopleQueryVariables>;
export const EventProgramsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventPrograms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<EventProgramsQuery, EventProgramsQueryVariables>;
export const EventTagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventTags"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TagKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<EventTagsQuery, EventTagsQueryVariables>;
export const IncubatorEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IncubatorEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incubatorEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"coverId"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachmentFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachmentLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"timeslotIncrement"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfSessions"}},{"kind":"Field","name":{"kind":"Name","value":"oneOnOneDates"}},{"kind":"Field","name":{"kind":"Name","value":"registrationClosesAt"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistOfferHours"}},{"kind":"Field","name":{"kind":"Name","value":"recurrence"}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"calendarHost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"editPermission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ignoreHostsLinkedCalendar"}},{"kind":"Field","name":{"kind":"Name","value":"ignoreHourAllocation"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNoticePeriod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meetingRegistrationHasNoticePeriod"}},{"kind":"Field","name":{"kind":"Name","value":"periodValue"}},{"kind":"Field","name":{"kind":"Name","value":"periodUnit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"visibility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"is"}},{"kind":"Field","name":{"kind":"Name","value":"isNot"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"is"}},{"kind":"Field","name":{"kind":"Name","value":"isNot"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startupTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"is"}},{"kind":"Field","name":{"kind":"Name","value":"isNot"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startupPrograms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"is"}},{"kind":"Field","name":{"kind":"Name","value":"isNot"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}},{"kind":"Field","name":{"kind":"Name","value":"viewerAttendee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"offerExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"meetingId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attendees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"registrationTime"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"registrant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IncubatorEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"noOfBookings"}},{"kind":"Field","name":{"kind":"Name","value":"hosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerAttendee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<IncubatorEventQuery, IncubatorEventQueryVariables>;
export const IncubatorEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IncubatorEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"IncubatorEventFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incubatorEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IncubatorEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"noOfBookings"}},{"kind":"Field","name":{"kind":"Name","value":"hosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerAttendee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<IncubatorEventsQuery, IncubatorEventsQueryVariables>;
export const RegisterForIncubatorEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterForIncubatorEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"incubatorEventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerForIncubatorEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"incubatorEventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"incubatorEventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RegisterForIncubatorEventMutation, RegisterForIncubatorEventMutationVariables>;
export const UpdateIncubatorEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateIncubatorEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateIncubatorEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateIncubatorEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateIncubatorEventMutation, UpdateIncubatorEventMutationVariables>;
export const CreateFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFormInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderFormFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Form"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"shareUuid"}},{"kind":"Field","name":{"kind":"Name","value":"answerCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"definition"}},{"kind":"Field","name":{"kind":"Name","value":"maxScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"answerCount"}}]}}]}}]} as unknown as DocumentNode<CreateFormMutation, CreateFormMutationVariables>;
export const BuilderCustomFieldsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BuilderCustomFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"fieldType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelText"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"validations"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]}}]} as unknown as DocumentNode<BuilderCustomFieldsQuery, BuilderCustomFieldsQueryVariables>;
export const DuplicateFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DuplicateForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicateForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"formId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DuplicateFormMutation, DuplicateFormMutationVariables>;
export const ArchiveFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"formId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ArchiveFormMutation, ArchiveFormMutationVariables>;
export const DeleteFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"formId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formId"}}}]}]}}]} as unknown as DocumentNode<DeleteFormMutation, DeleteFormMutationVariables>;
export const BuilderFormVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BuilderFormVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"formId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"definition"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<BuilderFormVersionQuery, BuilderFormVersionQueryVariables>;
export const BuilderFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BuilderForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"form"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderFormFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Form"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"shareUuid"}},{"kind":"Field","name":{"kind":"Name","value":"answerCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"definition"}},{"kind":"Field","name":{"kind":"Name","value":"maxScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"answerCount"}}]}}]}}]} as unknown as DocumentNode<BuilderFormQuery, BuilderFormQueryVariables>;
export const BuilderFormsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BuilderForms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FormKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"answerCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"planInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}}]}}]}}]} as unknown as DocumentNode<BuilderFormsQuery, BuilderFormsQueryVariables>;
export const BuilderProfileFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BuilderProfileForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entity"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomFieldEntity"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profileForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entity"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderFormFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Form"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"shareUuid"}},{"kind":"Field","name":{"kind":"Name","value":"answerCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"definition"}},{"kind":"Field","name":{"kind":"Name","value":"maxScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"answerCount"}}]}}]}}]} as unknown as DocumentNode<BuilderProfileFormQuery, BuilderProfileFormQueryVariables>;
export const PublishFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"formId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"}},{"kind":"Field","name":{"kind":"Name","value":"version"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"form"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderFormFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Form"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"shareUuid"}},{"kind":"Field","name":{"kind":"Name","value":"answerCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"definition"}},{"kind":"Field","name":{"kind":"Name","value":"maxScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"answerCount"}}]}}]}}]} as unknown as DocumentNode<PublishFormMutation, PublishFormMutationVariables>;
export const SaveFormDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveFormDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"definition"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveFormDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"formId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formId"}}},{"kind":"Argument","name":{"kind":"Name","value":"definition"},"value":{"kind":"Variable","name":{"kind":"Name","value":"definition"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SaveFormDraftMutation, SaveFormDraftMutationVariables>;
export const FormToFillDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FormToFill"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formToFill"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"formId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"version"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"definition"}}]}},{"kind":"Field","name":{"kind":"Name","value":"response"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"videoQuestionToken"}}]}}]} as unknown as DocumentNode<FormToFillQuery, FormToFillQueryVariables>;
export const SaveFormResponseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveFormResponse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"answers"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveFormResponse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"formId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formId"}}},{"kind":"Argument","name":{"kind":"Name","value":"answers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"answers"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<SaveFormResponseMutation, SaveFormResponseMutationVariables>;
export const SharedFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharedForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharedForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"versionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"definition"}}]}}]}}]} as unknown as DocumentNode<SharedFormQuery, SharedFormQueryVariables>;
export const SubmitFormResponseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitFormResponse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"answers"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitFormResponse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"formId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formId"}}},{"kind":"Argument","name":{"kind":"Name","value":"answers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"answers"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}}]}}]} as unknown as DocumentNode<SubmitFormResponseMutation, SubmitFormResponseMutationVariables>;
export const CreateFunnelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFunnel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFunnelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFunnel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateFunnelMutation, CreateFunnelMutationVariables>;
export const UpdateFunnelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFunnel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFunnelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFunnel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"publicPath"}},{"kind":"Field","name":{"kind":"Name","value":"intakeFormId"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedRoleId"}},{"kind":"Field","name":{"kind":"Name","value":"reapply"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"cooldownDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateFunnelMutation, UpdateFunnelMutationVariables>;
export const DeleteFunnelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFunnel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFunnel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteFunnelMutation, DeleteFunnelMutationVariables>;
export const SetFunnelAdminsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetFunnelAdmins"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"funnelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setFunnelAdmins"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"funnelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"funnelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"admins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<SetFunnelAdminsMutation, SetFunnelAdminsMutationVariables>;
export const FunnelSetupOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FunnelSetupOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"funnelSetupOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"intakeForms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}},{"kind":"Field","name":{"kind":"Name","value":"evaluationForms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"communityRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<FunnelSetupOptionsQuery, FunnelSetupOptionsQueryVariables>;
export const FunnelTagOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FunnelTagOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TagKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<FunnelTagOptionsQuery, FunnelTagOptionsQueryVariables>;
export const FunnelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Funnel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"funnel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"publicPath"}},{"kind":"Field","name":{"kind":"Name","value":"intakeFormId"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedRoleId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationCount"}},{"kind":"Field","name":{"kind":"Name","value":"mayEdit"}},{"kind":"Field","name":{"kind":"Name","value":"mayCreateRejectionEmails"}},{"kind":"Field","name":{"kind":"Name","value":"mayEditRejectionEmails"}},{"kind":"Field","name":{"kind":"Name","value":"reapply"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"cooldownDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"admins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FunnelRoundFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FunnelRoundEmailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoundEmail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"timing"}},{"kind":"Field","name":{"kind":"Name","value":"delayHours"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FunnelRoundFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Round"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"funnelId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"formId"}},{"kind":"Field","name":{"kind":"Name","value":"blind"}},{"kind":"Field","name":{"kind":"Name","value":"evaluatorsPerApplication"}},{"kind":"Field","name":{"kind":"Name","value":"meeting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"incrementMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"hostIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FunnelRoundEmailFields"}}]}}]}}]} as unknown as DocumentNode<FunnelQuery, FunnelQueryVariables>;
export const FunnelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Funnels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"funnels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"applicationCount"}},{"kind":"Field","name":{"kind":"Name","value":"mayEdit"}},{"kind":"Field","name":{"kind":"Name","value":"mayDelete"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"planInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}}]}}]}}]} as unknown as DocumentNode<FunnelsQuery, FunnelsQueryVariables>;
export const SaveRoundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveRound"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"funnelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoundInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveRound"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"funnelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"funnelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FunnelRoundFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FunnelRoundEmailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoundEmail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"timing"}},{"kind":"Field","name":{"kind":"Name","value":"delayHours"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FunnelRoundFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Round"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"funnelId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"formId"}},{"kind":"Field","name":{"kind":"Name","value":"blind"}},{"kind":"Field","name":{"kind":"Name","value":"evaluatorsPerApplication"}},{"kind":"Field","name":{"kind":"Name","value":"meeting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"incrementMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"hostIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FunnelRoundEmailFields"}}]}}]}}]} as unknown as DocumentNode<SaveRoundMutation, SaveRoundMutationVariables>;
export const DeleteRoundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRound"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRound"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FunnelRoundFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FunnelRoundEmailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoundEmail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"timing"}},{"kind":"Field","name":{"kind":"Name","value":"delayHours"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FunnelRoundFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Round"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"funnelId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"formId"}},{"kind":"Field","name":{"kind":"Name","value":"blind"}},{"kind":"Field","name":{"kind":"Name","value":"evaluatorsPerApplication"}},{"kind":"Field","name":{"kind":"Name","value":"meeting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"incrementMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"hostIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FunnelRoundEmailFields"}}]}}]}}]} as unknown as DocumentNode<DeleteRoundMutation, DeleteRoundMutationVariables>;
export const MoveRoundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveRound"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"position"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveRound"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"position"},"value":{"kind":"Variable","name":{"kind":"Name","value":"position"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FunnelRoundFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FunnelRoundEmailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoundEmail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"timing"}},{"kind":"Field","name":{"kind":"Name","value":"delayHours"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FunnelRoundFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Round"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"funnelId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"formId"}},{"kind":"Field","name":{"kind":"Name","value":"blind"}},{"kind":"Field","name":{"kind":"Name","value":"evaluatorsPerApplication"}},{"kind":"Field","name":{"kind":"Name","value":"meeting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"incrementMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"hostIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FunnelRoundEmailFields"}}]}}]}}]} as unknown as DocumentNode<MoveRoundMutation, MoveRoundMutationVariables>;
export const SaveRoundEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveRoundEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roundId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoundEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveRoundEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"roundId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roundId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FunnelRoundEmailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FunnelRoundEmailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoundEmail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"timing"}},{"kind":"Field","name":{"kind":"Name","value":"delayHours"}}]}}]} as unknown as DocumentNode<SaveRoundEmailMutation, SaveRoundEmailMutationVariables>;
export const DeleteRoundEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRoundEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRoundEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FunnelRoundEmailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FunnelRoundEmailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoundEmail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"timing"}},{"kind":"Field","name":{"kind":"Name","value":"delayHours"}}]}}]} as unknown as DocumentNode<DeleteRoundEmailMutation, DeleteRoundEmailMutationVariables>;
export const BackgroundJobsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BackgroundJobs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BackgroundJobFilter"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backgroundJobCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queued"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"retried"}}]}},{"kind":"Field","name":{"kind":"Name","value":"backgroundJobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"runAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]}}]} as unknown as DocumentNode<BackgroundJobsQuery, BackgroundJobsQueryVariables>;
export const RetryBackgroundJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetryBackgroundJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryBackgroundJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RetryBackgroundJobMutation, RetryBackgroundJobMutationVariables>;
export const LeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Lead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"funnel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"funnel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sameIntakeForm"}},{"kind":"Field","name":{"kind":"Name","value":"alreadyApplied"}},{"kind":"Field","name":{"kind":"Name","value":"hasRounds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transfers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"funnelId"}},{"kind":"Field","name":{"kind":"Name","value":"funnelName"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}}]} as unknown as DocumentNode<LeadQuery, LeadQueryVariables>;
export const TransferLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TransferLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"funnelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"funnelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"funnelId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answersCarried"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"funnelId"}}]}}]}}]}}]} as unknown as DocumentNode<TransferLeadMutation, TransferLeadMutationVariables>;
export const AddMilestoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddMilestone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddMilestoneInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addMilestone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MilestonePlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MilestonePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MilestonePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startupId"}},{"kind":"Field","name":{"kind":"Name","value":"isTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"milestones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"subMilestones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"done"}}]}}]}}]}}]} as unknown as DocumentNode<AddMilestoneMutation, AddMilestoneMutationVariables>;
export const UpdateMilestoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMilestone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMilestoneInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMilestone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MilestonePlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MilestonePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MilestonePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startupId"}},{"kind":"Field","name":{"kind":"Name","value":"isTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"milestones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"subMilestones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"done"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateMilestoneMutation, UpdateMilestoneMutationVariables>;
export const DeleteMilestoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMilestone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMilestone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MilestonePlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MilestonePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MilestonePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startupId"}},{"kind":"Field","name":{"kind":"Name","value":"isTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"milestones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"subMilestones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"done"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteMilestoneMutation, DeleteMilestoneMutationVariables>;
export const SetMilestoneDoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMilestoneDone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"done"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMilestoneDone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"done"},"value":{"kind":"Variable","name":{"kind":"Name","value":"done"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MilestonePlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MilestonePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MilestonePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startupId"}},{"kind":"Field","name":{"kind":"Name","value":"isTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"milestones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"subMilestones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"done"}}]}}]}}]}}]} as unknown as DocumentNode<SetMilestoneDoneMutation, SetMilestoneDoneMutationVariables>;
export const MilestonePlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MilestonePlans"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"milestonePlans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startupId"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanCreate"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanCreateTemplates"}},{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MilestonePlanFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MilestonePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MilestonePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startupId"}},{"kind":"Field","name":{"kind":"Name","value":"isTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"milestones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"subMilestones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"done"}}]}}]}}]}}]} as unknown as DocumentNode<MilestonePlansQuery, MilestonePlansQueryVariables>;
export const MilestoneStartupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MilestoneStartups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MilestoneStartupsQuery, MilestoneStartupsQueryVariables>;
export const MilestoneTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MilestoneTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"milestoneTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MilestonePlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MilestonePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MilestonePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startupId"}},{"kind":"Field","name":{"kind":"Name","value":"isTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"milestones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"subMilestones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"done"}}]}}]}}]}}]} as unknown as DocumentNode<MilestoneTemplatesQuery, MilestoneTemplatesQueryVariables>;
export const CreateMilestonePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMilestonePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMilestonePlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMilestonePlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MilestonePlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MilestonePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MilestonePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startupId"}},{"kind":"Field","name":{"kind":"Name","value":"isTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"milestones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"subMilestones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"done"}}]}}]}}]}}]} as unknown as DocumentNode<CreateMilestonePlanMutation, CreateMilestonePlanMutationVariables>;
export const UpdateMilestonePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMilestonePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMilestonePlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMilestonePlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MilestonePlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MilestonePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MilestonePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startupId"}},{"kind":"Field","name":{"kind":"Name","value":"isTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"milestones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"subMilestones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"done"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateMilestonePlanMutation, UpdateMilestonePlanMutationVariables>;
export const DeleteMilestonePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMilestonePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMilestonePlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteMilestonePlanMutation, DeleteMilestonePlanMutationVariables>;
export const DuplicateMilestonePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DuplicateMilestonePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DuplicateMilestonePlanInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicateMilestonePlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MilestonePlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MilestonePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MilestonePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startupId"}},{"kind":"Field","name":{"kind":"Name","value":"isTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"milestones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"subMilestones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"done"}}]}}]}}]}}]} as unknown as DocumentNode<DuplicateMilestonePlanMutation, DuplicateMilestonePlanMutationVariables>;
export const ApplyMilestoneTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyMilestoneTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startupIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyMilestoneTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"templateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}}},{"kind":"Argument","name":{"kind":"Name","value":"startupIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startupIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startupId"}}]}}]}}]} as unknown as DocumentNode<ApplyMilestoneTemplateMutation, ApplyMilestoneTemplateMutationVariables>;
export const MarkNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationsRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationsRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}}]}}]}}]} as unknown as DocumentNode<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>;
export const NotificationCreatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NotificationCreated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationCreated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<NotificationCreatedSubscription, NotificationCreatedSubscriptionVariables>;
export const NotificationPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"digestFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"types"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"inApp"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"critical"}},{"kind":"Field","name":{"kind":"Name","value":"emailByProducer"}}]}}]}}]}}]} as unknown as DocumentNode<NotificationPreferencesQuery, NotificationPreferencesQueryVariables>;
export const NotificationsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"startupName"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}}]}}]}}]} as unknown as DocumentNode<NotificationsPageQuery, NotificationsPageQueryVariables>;
export const SetNotificationsLastSeenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetNotificationsLastSeen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setNotificationsLastSeen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenTimestamp"}}]}}]}}]} as unknown as DocumentNode<SetNotificationsLastSeenMutation, SetNotificationsLastSeenMutationVariables>;
export const UnseenNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnseenNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unseenNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenTimestamp"}}]}}]}}]} as unknown as DocumentNode<UnseenNotificationsQuery, UnseenNotificationsQueryVariables>;
export const UpdateNotificationPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNotificationPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNotificationPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"digestFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"types"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"inApp"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"critical"}},{"kind":"Field","name":{"kind":"Name","value":"emailByProducer"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateNotificationPreferencesMutation, UpdateNotificationPreferencesMutationVariables>;
export const PortfolioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Portfolio"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portfolio"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"connections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StartupConnectionFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StartupConnectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StartupConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startupId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minutesAllocated"}},{"kind":"Field","name":{"kind":"Name","value":"minutesUsed"}},{"kind":"Field","name":{"kind":"Name","value":"minutesPending"}},{"kind":"Field","name":{"kind":"Name","value":"minutesRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"hourAllocationRequired"}},{"kind":"Field","name":{"kind":"Name","value":"takesBookings"}},{"kind":"Field","name":{"kind":"Name","value":"availableDurationsInMins"}}]}}]} as unknown as DocumentNode<PortfolioQuery, PortfolioQueryVariables>;
export const StartupConnectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StartupConnections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startupConnections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StartupConnectionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StartupConnectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StartupConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startupId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minutesAllocated"}},{"kind":"Field","name":{"kind":"Name","value":"minutesUsed"}},{"kind":"Field","name":{"kind":"Name","value":"minutesPending"}},{"kind":"Field","name":{"kind":"Name","value":"minutesRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"hourAllocationRequired"}},{"kind":"Field","name":{"kind":"Name","value":"takesBookings"}},{"kind":"Field","name":{"kind":"Name","value":"availableDurationsInMins"}}]}}]} as unknown as DocumentNode<StartupConnectionsQuery, StartupConnectionsQueryVariables>;
export const AdminProgramsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPrograms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPrograms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProgramFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"planInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProgramFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProgram"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"startupCount"}},{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<AdminProgramsQuery, AdminProgramsQueryVariables>;
export const ProgramAssignableStartupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramAssignableStartups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminPrograms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ProgramAssignableStartupsQuery, ProgramAssignableStartupsQueryVariables>;
export const ProgramMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<ProgramMembersQuery, ProgramMembersQueryVariables>;
export const CreateProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProgramInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProgramFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProgramFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProgram"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"startupCount"}},{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<CreateProgramMutation, CreateProgramMutationVariables>;
export const UpdateProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProgramInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProgramFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProgramFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProgram"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"startupCount"}},{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<UpdateProgramMutation, UpdateProgramMutationVariables>;
export const SetProgramMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetProgramMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setProgramMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProgramFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProgramFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProgram"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"startupCount"}},{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<SetProgramMembersMutation, SetProgramMembersMutationVariables>;
export const DeleteProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteProgramMutation, DeleteProgramMutationVariables>;
export const ProgramPeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramPeople"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedStartups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProgramPeopleQuery, ProgramPeopleQueryVariables>;
export const StartUserBatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartUserBatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartUserBatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startUserBatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"validation"}},{"kind":"Field","name":{"kind":"Name","value":"overall"}}]}}]}}]} as unknown as DocumentNode<StartUserBatchMutation, StartUserBatchMutationVariables>;
export const UserBatchOperationUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"UserBatchOperationUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"operationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userBatchOperationUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"operationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"operationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operationId"}},{"kind":"Field","name":{"kind":"Name","value":"updateType"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"validation"}},{"kind":"Field","name":{"kind":"Name","value":"overall"}}]}}]}}]} as unknown as DocumentNode<UserBatchOperationUpdatedSubscription, UserBatchOperationUpdatedSubscriptionVariables>;
export const CurrentUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CurrentUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"isCustom"}},{"kind":"Field","name":{"kind":"Name","value":"userAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visibilitySettings"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startupAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visibilitySettings"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"startups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CurrentUserQuery, CurrentUserQueryVariables>;
export const LogoutSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogoutSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoutSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}]}]}}]} as unknown as DocumentNode<LogoutSessionMutation, LogoutSessionMutationVariables>;
export const ResendConfirmationEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendConfirmationEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendConfirmationEmail"}}]}}]} as unknown as DocumentNode<ResendConfirmationEmailMutation, ResendConfirmationEmailMutationVariables>;
export const SessionLoggedOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SessionLoggedOut"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionLoggedOut"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<SessionLoggedOutSubscription, SessionLoggedOutSubscriptionVariables>;
export const UpsertSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpsertSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"takeover"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upsertSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"takeover"},"value":{"kind":"Variable","name":{"kind":"Name","value":"takeover"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<UpsertSessionMutation, UpsertSessionMutationVariables>;
export const StartupApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StartupApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startupApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"funnelName"}},{"kind":"Field","name":{"kind":"Name","value":"roundName"}},{"kind":"Field","name":{"kind":"Name","value":"roundPosition"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"staffView"}}]}}]}}]} as unknown as DocumentNode<StartupApplicationsQuery, StartupApplicationsQueryVariables>;
export const CreateDocumentFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDocumentFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDocumentFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateDocumentFolderMutation, CreateDocumentFolderMutationVariables>;
export const RenameDocumentFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameDocumentFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameDocumentFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RenameDocumentFolderMutation, RenameDocumentFolderMutationVariables>;
export const DeleteDocumentFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDocumentFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDocumentFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteDocumentFolderMutation, DeleteDocumentFolderMutationVariables>;
export const AddStartupDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddStartupDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddStartupDocumentsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addStartupDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddStartupDocumentsMutation, AddStartupDocumentsMutationVariables>;
export const UpdateStartupDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStartupDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateStartupDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStartupDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}}]}}]}}]} as unknown as DocumentNode<UpdateStartupDocumentMutation, UpdateStartupDocumentMutationVariables>;
export const DeleteStartupDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteStartupDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteStartupDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteStartupDocumentMutation, DeleteStartupDocumentMutationVariables>;
export const StartupDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StartupDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startupDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startupId"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"folders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"documentCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"planInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxFileSize"}}]}}]}}]} as unknown as DocumentNode<StartupDocumentsQuery, StartupDocumentsQueryVariables>;
export const ExportStartupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportStartup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportStartup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StartupExportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StartupExportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StartupExport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]} as unknown as DocumentNode<ExportStartupMutation, ExportStartupMutationVariables>;
export const StartupExportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StartupExports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startupExports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StartupExportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StartupExportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StartupExport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]} as unknown as DocumentNode<StartupExportsQuery, StartupExportsQueryVariables>;
export const CreateStartupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateStartup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateStartupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStartup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StartupFileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StartupFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StartupFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"foundingYear"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"programs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mayEditName"}},{"kind":"Field","name":{"kind":"Name","value":"mayEditProfile"}},{"kind":"Field","name":{"kind":"Name","value":"mayEditMembers"}},{"kind":"Field","name":{"kind":"Name","value":"mayEditConnections"}}]}}]}}]} as unknown as DocumentNode<CreateStartupMutation, CreateStartupMutationVariables>;
export const SetUpForStartupLinksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SetUpForStartupLinks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUpForStartupLinks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]} as unknown as DocumentNode<SetUpForStartupLinksQuery, SetUpForStartupLinksQueryVariables>;
export const StartupConnectionCandidatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StartupConnectionCandidates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startupConnectionCandidates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}}]}}]}}]} as unknown as DocumentNode<StartupConnectionCandidatesQuery, StartupConnectionCandidatesQueryVariables>;
export const SetStartupConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetStartupConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"minutesAllocated"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setStartupConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"minutesAllocated"},"value":{"kind":"Variable","name":{"kind":"Name","value":"minutesAllocated"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StartupConnectionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StartupConnectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StartupConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startupId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minutesAllocated"}},{"kind":"Field","name":{"kind":"Name","value":"minutesUsed"}},{"kind":"Field","name":{"kind":"Name","value":"minutesPending"}},{"kind":"Field","name":{"kind":"Name","value":"minutesRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"hourAllocationRequired"}},{"kind":"Field","name":{"kind":"Name","value":"takesBookings"}},{"kind":"Field","name":{"kind":"Name","value":"availableDurationsInMins"}}]}}]} as unknown as DocumentNode<SetStartupConnectionMutation, SetStartupConnectionMutationVariables>;
export const RemoveStartupConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveStartupConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeStartupConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StartupConnectionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StartupConnectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StartupConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startupId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minutesAllocated"}},{"kind":"Field","name":{"kind":"Name","value":"minutesUsed"}},{"kind":"Field","name":{"kind":"Name","value":"minutesPending"}},{"kind":"Field","name":{"kind":"Name","value":"minutesRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"hourAllocationRequired"}},{"kind":"Field","name":{"kind":"Name","value":"takesBookings"}},{"kind":"Field","name":{"kind":"Name","value":"availableDurationsInMins"}}]}}]} as unknown as DocumentNode<RemoveStartupConnectionMutation, RemoveStartupConnectionMutationVariables>;
export const StartupFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StartupFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startupFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StartupFileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StartupFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StartupFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"foundingYear"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"programs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mayEditName"}},{"kind":"Field","name":{"kind":"Name","value":"mayEditProfile"}},{"kind":"Field","name":{"kind":"Name","value":"mayEditMembers"}},{"kind":"Field","name":{"kind":"Name","value":"mayEditConnections"}}]}}]}}]} as unknown as DocumentNode<StartupFileQuery, StartupFileQueryVariables>;
export const StartupMemberCandidatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StartupMemberCandidates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startupMemberCandidates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<StartupMemberCandidatesQuery, StartupMemberCandidatesQueryVariables>;
export const AddStartupMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddStartupMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addStartupMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StartupFileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StartupFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StartupFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"foundingYear"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"programs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mayEditName"}},{"kind":"Field","name":{"kind":"Name","value":"mayEditProfile"}},{"kind":"Field","name":{"kind":"Name","value":"mayEditMembers"}},{"kind":"Field","name":{"kind":"Name","value":"mayEditConnections"}}]}}]}}]} as unknown as DocumentNode<AddStartupMemberMutation, AddStartupMemberMutationVariables>;
export const SetStartupMemberRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetStartupMemberRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setStartupMemberRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StartupFileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StartupFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StartupFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"foundingYear"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"programs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mayEditName"}},{"kind":"Field","name":{"kind":"Name","value":"mayEditProfile"}},{"kind":"Field","name":{"kind":"Name","value":"mayEditMembers"}},{"kind":"Field","name":{"kind":"Name","value":"mayEditConnections"}}]}}]}}]} as unknown as DocumentNode<SetStartupMemberRoleMutation, SetStartupMemberRoleMutationVariables>;
export const RemoveStartupMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveStartupMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeStartupMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StartupFileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StartupFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StartupFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"foundingYear"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"programs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mayEditName"}},{"kind":"Field","name":{"kind":"Name","value":"mayEditProfile"}},{"kind":"Field","name":{"kind":"Name","value":"mayEditMembers"}},{"kind":"Field","name":{"kind":"Name","value":"mayEditConnections"}}]}}]}}]} as unknown as DocumentNode<RemoveStartupMemberMutation, RemoveStartupMemberMutationVariables>;
export const UpdateStartupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStartup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateStartupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStartup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StartupFileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StartupFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StartupFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"foundingYear"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"programs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mayEditName"}},{"kind":"Field","name":{"kind":"Name","value":"mayEditProfile"}},{"kind":"Field","name":{"kind":"Name","value":"mayEditMembers"}},{"kind":"Field","name":{"kind":"Name","value":"mayEditConnections"}}]}}]}}]} as unknown as DocumentNode<UpdateStartupMutation, UpdateStartupMutationVariables>;
export const CreateTimelinePostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTimelinePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTimelinePostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTimelinePost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateTimelinePostMutation, CreateTimelinePostMutationVariables>;
export const UpdateTimelinePostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTimelinePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTimelinePostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTimelinePost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"isUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<UpdateTimelinePostMutation, UpdateTimelinePostMutationVariables>;
export const DeleteTimelinePostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTimelinePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTimelinePost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteTimelinePostMutation, DeleteTimelinePostMutationVariables>;
export const PinTimelinePostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PinTimelinePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pinned"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pinTimelinePost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"pinned"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pinned"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<PinTimelinePostMutation, PinTimelinePostMutationVariables>;
export const StartupEventTimelineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StartupEventTimeline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimelinePostFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startupEventTimeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}},{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelinePageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"isUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"startup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineDataDueEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataDueEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineTopLevelDataSubmittedEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TopLevelDataSubmittedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dataItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"dateValue"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"useArrow"}},{"kind":"Field","name":{"kind":"Name","value":"metric"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineNonTopLevelDataSubmittedEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NonTopLevelDataSubmittedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dataItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"dateValue"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"useArrow"}},{"kind":"Field","name":{"kind":"Name","value":"metric"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineCoachingSessionPostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CoachingSessionPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"sessionName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDuration"}},{"kind":"Field","name":{"kind":"Name","value":"sessionStartDateTime"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"coachs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attendees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"editor"}},{"kind":"Field","name":{"kind":"Name","value":"staffEditor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineCoachingInvitePostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CoachingInvitePost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"inviteStatus"}},{"kind":"Field","name":{"kind":"Name","value":"expires"}},{"kind":"Field","name":{"kind":"Name","value":"sessionName"}},{"kind":"Field","name":{"kind":"Name","value":"sessionStart"}},{"kind":"Field","name":{"kind":"Name","value":"incubatorInvitees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startupInvitees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineDataCategorizationUpdateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataCategorizationUpdate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineDataCategorizationSkipFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataCategorizationSkip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineEmailThreadPostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailThreadPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"emailMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"emailContent"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"numberOfTimesOpened"}},{"kind":"Field","name":{"kind":"Name","value":"lastOpenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isBounced"}},{"kind":"Field","name":{"kind":"Name","value":"isDelivered"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelinePageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimelinePage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"viewerMay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"post"}},{"kind":"Field","name":{"kind":"Name","value":"postPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"pin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pinned"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineEventFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineDataDueEventFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineTopLevelDataSubmittedEventFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineNonTopLevelDataSubmittedEventFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineCoachingSessionPostFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineCoachingInvitePostFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineDataCategorizationUpdateFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineDataCategorizationSkipFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineEmailThreadPostFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineEventFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineDataDueEventFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineTopLevelDataSubmittedEventFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineNonTopLevelDataSubmittedEventFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineCoachingSessionPostFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineCoachingInvitePostFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineDataCategorizationUpdateFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineDataCategorizationSkipFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineEmailThreadPostFields"}}]}}]}}]} as unknown as DocumentNode<StartupEventTimelineQuery, StartupEventTimelineQueryVariables>;
export const UserTimelineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserTimeline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userTimeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelinePageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"isUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"startup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineDataDueEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataDueEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineTopLevelDataSubmittedEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TopLevelDataSubmittedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dataItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"dateValue"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"useArrow"}},{"kind":"Field","name":{"kind":"Name","value":"metric"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineNonTopLevelDataSubmittedEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NonTopLevelDataSubmittedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dataItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"dateValue"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"useArrow"}},{"kind":"Field","name":{"kind":"Name","value":"metric"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineCoachingSessionPostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CoachingSessionPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"sessionName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDuration"}},{"kind":"Field","name":{"kind":"Name","value":"sessionStartDateTime"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"coachs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attendees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"editor"}},{"kind":"Field","name":{"kind":"Name","value":"staffEditor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineCoachingInvitePostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CoachingInvitePost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"inviteStatus"}},{"kind":"Field","name":{"kind":"Name","value":"expires"}},{"kind":"Field","name":{"kind":"Name","value":"sessionName"}},{"kind":"Field","name":{"kind":"Name","value":"sessionStart"}},{"kind":"Field","name":{"kind":"Name","value":"incubatorInvitees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startupInvitees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineDataCategorizationUpdateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataCategorizationUpdate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineDataCategorizationSkipFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataCategorizationSkip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineEmailThreadPostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailThreadPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"emailMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"emailContent"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"numberOfTimesOpened"}},{"kind":"Field","name":{"kind":"Name","value":"lastOpenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isBounced"}},{"kind":"Field","name":{"kind":"Name","value":"isDelivered"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelinePageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimelinePage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"viewerMay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"post"}},{"kind":"Field","name":{"kind":"Name","value":"postPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"pin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pinned"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineEventFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineDataDueEventFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineTopLevelDataSubmittedEventFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineNonTopLevelDataSubmittedEventFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineCoachingSessionPostFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineCoachingInvitePostFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineDataCategorizationUpdateFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineDataCategorizationSkipFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineEmailThreadPostFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineEventFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineDataDueEventFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineTopLevelDataSubmittedEventFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineNonTopLevelDataSubmittedEventFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineCoachingSessionPostFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineCoachingInvitePostFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineDataCategorizationUpdateFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineDataCategorizationSkipFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineEmailThreadPostFields"}}]}}]}}]} as unknown as DocumentNode<UserTimelineQuery, UserTimelineQueryVariables>;
export const SetStartupTagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetStartupTags"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tagIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setStartupTags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"tagIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tagIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<SetStartupTagsMutation, SetStartupTagsMutationVariables>;
export const SetStartupIndustriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetStartupIndustries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"industryIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setStartupIndustries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"industryIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"industryIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SetStartupIndustriesMutation, SetStartupIndustriesMutationVariables>;
export const SetUserTagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUserTags"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tagIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserTags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"tagIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tagIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<SetUserTagsMutation, SetUserTagsMutationVariables>;
export const SetUserIndustriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUserIndustries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"industryIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserIndustries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"industryIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"industryIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SetUserIndustriesMutation, SetUserIndustriesMutationVariables>;
export const CreateTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTagInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SetupTagFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SetupTagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"useCount"}}]}}]} as unknown as DocumentNode<CreateTagMutation, CreateTagMutationVariables>;
export const DeleteTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteTagMutation, DeleteTagMutationVariables>;
export const IndustriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"useCount"}}]}}]}}]} as unknown as DocumentNode<IndustriesQuery, IndustriesQueryVariables>;
export const CreateIndustryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateIndustry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createIndustry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"useCount"}}]}}]}}]} as unknown as DocumentNode<CreateIndustryMutation, CreateIndustryMutationVariables>;
export const RenameIndustryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameIndustry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameIndustry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"useCount"}}]}}]}}]} as unknown as DocumentNode<RenameIndustryMutation, RenameIndustryMutationVariables>;
export const DeleteIndustryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteIndustry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteIndustry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteIndustryMutation, DeleteIndustryMutationVariables>;
export const StartupTagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StartupTags"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startupFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerMayTag"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addTags"}},{"kind":"Field","name":{"kind":"Name","value":"removeTags"}},{"kind":"Field","name":{"kind":"Name","value":"addIndustries"}},{"kind":"Field","name":{"kind":"Name","value":"removeIndustries"}}]}}]}}]}}]} as unknown as DocumentNode<StartupTagsQuery, StartupTagsQueryVariables>;
export const TagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Tags"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TagKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SetupTagFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SetupTagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"useCount"}}]}}]} as unknown as DocumentNode<TagsQuery, TagsQueryVariables>;
export const UpdateTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTagInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SetupTagFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SetupTagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"useCount"}}]}}]} as unknown as DocumentNode<UpdateTagMutation, UpdateTagMutationVariables>;
export const AssigneeOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssigneeOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assigneeOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<AssigneeOptionsQuery, AssigneeOptionsQueryVariables>;
export const CreateTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"taskType"}},{"kind":"Field","name":{"kind":"Name","value":"automated"}},{"kind":"Field","name":{"kind":"Name","value":"isGroupTask"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"completionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<CreateTaskMutation, CreateTaskMutationVariables>;
export const DeleteTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"taskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"taskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"taskId"}}}]}]}}]} as unknown as DocumentNode<DeleteTaskMutation, DeleteTaskMutationVariables>;
export const RespondToTaskRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RespondToTaskRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"taskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accept"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"respondToTaskRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"taskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"taskId"}}},{"kind":"Argument","name":{"kind":"Name","value":"accept"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accept"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"taskType"}},{"kind":"Field","name":{"kind":"Name","value":"automated"}},{"kind":"Field","name":{"kind":"Name","value":"isGroupTask"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"completionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<RespondToTaskRequestMutation, RespondToTaskRequestMutationVariables>;
export const StartupTasksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StartupTasks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startupTasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"taskType"}},{"kind":"Field","name":{"kind":"Name","value":"automated"}},{"kind":"Field","name":{"kind":"Name","value":"isGroupTask"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"completionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<StartupTasksQuery, StartupTasksQueryVariables>;
export const TaskBadgeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaskBadge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskBadge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"horizon"}}]}}]}}]} as unknown as DocumentNode<TaskBadgeQuery, TaskBadgeQueryVariables>;
export const TaskDaysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaskDays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskBadge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"todayStart"}},{"kind":"Field","name":{"kind":"Name","value":"todayEnd"}}]}}]}}]} as unknown as DocumentNode<TaskDaysQuery, TaskDaysQueryVariables>;
export const TaskStartupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaskStartup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startupFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TaskStartupQuery, TaskStartupQueryVariables>;
export const TasksUpdatedForUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TasksUpdatedForUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tasksUpdatedForUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateType"}},{"kind":"Field","name":{"kind":"Name","value":"taskId"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}}]}}]}}]}}]} as unknown as DocumentNode<TasksUpdatedForUserSubscription, TasksUpdatedForUserSubscriptionVariables>;
export const TasksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Tasks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tab"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TaskTab"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"section"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TaskSection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"queryOptions"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TaskQueryOptions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tab"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tab"}}},{"kind":"Argument","name":{"kind":"Name","value":"section"},"value":{"kind":"Variable","name":{"kind":"Name","value":"section"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"queryOptions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"queryOptions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"taskType"}},{"kind":"Field","name":{"kind":"Name","value":"automated"}},{"kind":"Field","name":{"kind":"Name","value":"isGroupTask"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"completionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<TasksQuery, TasksQueryVariables>;
export const UpdateTaskDoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTaskDone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"taskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assigneeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"done"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTaskDone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"taskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"taskId"}}},{"kind":"Argument","name":{"kind":"Name","value":"assigneeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assigneeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"done"},"value":{"kind":"Variable","name":{"kind":"Name","value":"done"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"taskType"}},{"kind":"Field","name":{"kind":"Name","value":"automated"}},{"kind":"Field","name":{"kind":"Name","value":"isGroupTask"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"completionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<UpdateTaskDoneMutation, UpdateTaskDoneMutationVariables>;
export const UpdateTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"taskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"updatedTask"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"taskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"taskId"}}},{"kind":"Argument","name":{"kind":"Name","value":"updatedTask"},"value":{"kind":"Variable","name":{"kind":"Name","value":"updatedTask"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"taskType"}},{"kind":"Field","name":{"kind":"Name","value":"automated"}},{"kind":"Field","name":{"kind":"Name","value":"isGroupTask"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"completionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<UpdateTaskMutation, UpdateTaskMutationVariables>;
export const CompleteAllToursDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteAllTours"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"location"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeAllTours"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"location"},"value":{"kind":"Variable","name":{"kind":"Name","value":"location"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CompleteAllToursMutation, CompleteAllToursMutationVariables>;
export const CompleteTourDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteTour"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeTour"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CompleteTourMutation, CompleteTourMutationVariables>;
export const QuidedTourDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuidedTour"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"location"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guidedTour"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"location"},"value":{"kind":"Variable","name":{"kind":"Name","value":"location"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<QuidedTourQuery, QuidedTourQueryVariables>;
export const AssignableProgramsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssignablePrograms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AssignableProgramsQuery, AssignableProgramsQueryVariables>;
export const AssignableStartupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssignableStartups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AssignableStartupsQuery, AssignableStartupsQueryVariables>;
export const ChangeUserRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeUserRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeUserRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"roleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManagedUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedStartups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ChangeUserRoleMutation, ChangeUserRoleMutationVariables>;
export const DeactivateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeactivateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManagedUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedStartups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DeactivateUserMutation, DeactivateUserMutationVariables>;
export const DeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}]}]}}]} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;
export const InviteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<InviteUserMutation, InviteUserMutationVariables>;
export const ReactivateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReactivateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactivateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManagedUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedStartups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ReactivateUserMutation, ReactivateUserMutationVariables>;
export const SetUserAssignedStartupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUserAssignedStartups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startupIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserAssignedStartups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"startupIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startupIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManagedUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedStartups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SetUserAssignedStartupsMutation, SetUserAssignedStartupsMutationVariables>;
export const SetUserProgramsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUserPrograms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserPrograms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"programIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManagedUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedStartups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SetUserProgramsMutation, SetUserProgramsMutationVariables>;
export const UserManagementPermissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserManagementPermissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUserPermissions"}}]}}]} as unknown as DocumentNode<UserManagementPermissionsQuery, UserManagementPermissionsQueryVariables>;
export const UserPlanLimitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserPlanLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]}}]} as unknown as DocumentNode<UserPlanLimitsQuery, UserPlanLimitsQueryVariables>;
export const UserRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]}}]} as unknown as DocumentNode<UserRolesQuery, UserRolesQueryVariables>;
export const ManagedUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManagedUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManagedUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedStartups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ManagedUsersQuery, ManagedUsersQueryVariables>;