import type {
  ApplicationStatus,
  EmailTiming,
  FunnelType,
  LocalizedText,
  Reapply,
  RoundEmailKind,
  RoundMeeting,
  RoundType,
} from "@launchpad/domain/applications";
import type { ApplicationRow, FunnelRoundRow, FunnelRow, RoundEmailRow } from "./applications.tables.ts";

/**
 * The plain shapes the applications module's GraphQL types resolve from (rows mapped before
 * they leave the repository layer; timestamps as ISO 8601). Every lane's resolvers start
 * from these; a field that needs more reads it in its own resolver (docs/applications.md).
 */
export type FunnelView = {
  id: string;
  type: FunnelType;
  name: string;
  displayName: LocalizedText;
  slug: string;
  intakeFormId: string | null;
  deadline: string | null;
  closedAt: string | null;
  reapply: Reapply;
  acceptedRoleId: string | null;
  published: boolean;
  createdAt: string;
  updatedAt: string;
};

export type RoundView = {
  id: string;
  funnelId: string;
  position: number;
  type: RoundType;
  name: LocalizedText;
  formId: string | null;
  blind: boolean;
  evaluatorsPerApplication: number;
  meeting: RoundMeeting | null;
};

export type RoundEmailView = {
  id: string;
  roundId: string;
  kind: RoundEmailKind;
  reason: LocalizedText | null;
  subject: LocalizedText;
  body: LocalizedText;
  timing: EmailTiming;
  delayHours: number;
};

export type ApplicationView = {
  id: string;
  funnelId: string;
  applicantId: string;
  roundId: string | null;
  status: ApplicationStatus;
  startupName: string | null;
  rejectionEmailId: string | null;
  archivedAt: string | null;
  submittedAt: string | null;
  decidedAt: string | null;
  startupId: string | null;
  averageScore: number | null;
  normalisedScore: number | null;
  evaluationCount: number;
  createdAt: string;
  updatedAt: string;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function funnelView(r: FunnelRow): FunnelView {
  return {
    id: r.id,
    type: r.type,
    name: r.name,
    displayName: r.displayName,
    slug: r.slug,
    intakeFormId: r.intakeFormId,
    deadline: iso(r.deadline),
    closedAt: iso(r.closedAt),
    reapply: r.reapply,
    acceptedRoleId: r.acceptedRoleId,
    published: r.published,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function roundView(r: FunnelRoundRow): RoundView {
  return {
    id: r.id,
    funnelId: r.funnelId,
    position: r.position,
    type: r.type,
    name: r.name,
    formId: r.formId,
    blind: r.blind,
    evaluatorsPerApplication: r.evaluatorsPerApplication,
    meeting: r.meeting,
  };
}

export function roundEmailView(r: RoundEmailRow): RoundEmailView {
  return {
    id: r.id,
    roundId: r.roundId,
    kind: r.kind,
    reason: r.reason,
    subject: r.subject,
    body: r.body,
    timing: r.timing,
    delayHours: r.delayHours,
  };
}

export function applicationView(r: ApplicationRow): ApplicationView {
  return {
    id: r.id,
    funnelId: r.funnelId,
    applicantId: r.applicantId,
    roundId: r.roundId,
    status: r.status,
    startupName: r.startupName,
    rejectionEmailId: r.rejectionEmailId,
    archivedAt: iso(r.archivedAt),
    submittedAt: iso(r.submittedAt),
    decidedAt: iso(r.decidedAt),
    startupId: r.startupId,
    averageScore: r.averageScore,
    normalisedScore: r.normalisedScore,
    evaluationCount: r.evaluationCount,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
