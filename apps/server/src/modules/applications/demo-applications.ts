import type { ApplicationStatus } from "@launchpad/domain/applications";
import type { Answers } from "@launchpad/domain/forms";

/**
 * The applications demo's applications (docs/demo-data.md): 45 per demo tenant, spread over
 * every status, made by applicant1 … applicant44 (Applicant role, password of the demo) and
 * the cast's applicant@ (one draft, which the accessibility journey shows). Deterministic:
 * the same plan in every tenant and every copy.
 *
 * The startup funnel's first round holds exactly 20 submitted applications (under review):
 * the batch journey rejects those 20 (applications-batch.spec.ts).
 */
export type DemoEvaluation = {
  by: string;
  submitted: boolean;
  /** Pitch evaluation: team, problem, traction (0 weak … 3 excellent); Member review: fit, commitment (0 … 2). */
  grades: number[];
  notes?: string;
};

export type DemoApplication = {
  applicant: string;
  firstName: string;
  lastName: string;
  funnel: "accelerator-2027" | "community";
  /** The current round's position (1 … 3). */
  round: number;
  status: ApplicationStatus;
  startupName: string | null;
  /** The intake form: partly answered (draft) or submitted. */
  intake: "draft" | "submitted";
  evaluations: DemoEvaluation[];
  /** The meeting round's invitation. */
  invitation: "sent" | "booked" | "done" | null;
  rejection: "not_a_fit" | "too_early" | null;
  tags: string[];
  comments: { by: string; body: string; forApplicant?: boolean }[];
  /** Created this many days before the seed ran. */
  daysAgo: number;
};

const NAMES: [string, string][] = [
  ["Lina", "Haddad"],
  ["Mateo", "Rossi"],
  ["Aiko", "Tanaka"],
  ["Kwame", "Mensah"],
  ["Sofia", "Novak"],
  ["Ravi", "Patel"],
  ["Elena", "Petrova"],
  ["Jonas", "Berg"],
  ["Amara", "Okafor"],
  ["Lucas", "Moreau"],
  ["Mei", "Chen"],
  ["Omar", "Farouk"],
  ["Isabel", "Gómez"],
  ["Nils", "Larsen"],
  ["Priya", "Nair"],
  ["Tomás", "Silva"],
  ["Hana", "Kim"],
  ["Diego", "Herrera"],
  ["Yara", "Khalil"],
  ["Felix", "Wagner"],
  ["Zanele", "Dube"],
  ["Arjun", "Mehta"],
  ["Clara", "Dubois"],
  ["Kenji", "Sato"],
  ["Leila", "Rahimi"],
  ["Marco", "Bianchi"],
  ["Nadia", "Ivanova"],
  ["Samuel", "Adeyemi"],
  ["Julia", "Kowalski"],
  ["Hugo", "Lefebvre"],
  ["Ana", "Costa"],
  ["Yusuf", "Demir"],
  ["Ingrid", "Holm"],
  ["Tariq", "Aziz"],
  ["Camille", "Laurent"],
  ["Dmytro", "Shevchenko"],
  ["Fatou", "Diallo"],
  ["Pablo", "Ortega"],
  ["Sun", "Li"],
  ["Eva", "Lindqvist"],
  ["Bilal", "Hassan"],
  ["Rosa", "Martins"],
  ["Aleksander", "Nowak"],
  ["Maya", "Cohen"],
];

const STARTUPS = [
  "Tidewater Energy",
  "Ledgerly",
  "Kiln Robotics",
  "Pollen Health",
  "Saltbox Logistics",
  "Orchard AI",
  "Brightwell",
  "Quillstack",
  "Harbor Bio",
  "Fernway",
  "Cobalt Grid",
  "Lumen Learning",
  "Driftwood Labs",
  "Mosaic Pay",
  "Northstar Farms",
  "Pebble Security",
  "Cinder Cloud",
  "Wavelength Audio",
  "Atlas Mobility",
  "Greenhouse OS",
  "Sparrow Insure",
  "Vantage Legal",
  "Helix Materials",
  "Juniper Care",
  "Kestrel Drones",
  "Meridian Water",
  "Nova Textiles",
  "Oakline Finance",
  "Prism Analytics",
  "Quarry Build",
  "Ripple Retail",
  "Sable Foods",
  "Tandem HR",
  "Umber Studio",
  "Verdant Packaging",
  "Willow Mental Health",
  "Yonder Travel",
];

type Group = Partial<DemoApplication> &
  Pick<DemoApplication, "funnel" | "round" | "status"> & { count: number };

/**
 * The accepted ones are by people of the cast who already are what acceptance makes them, so
 * that the demo's startups, roles and programmes stay as the other modules' tests expect:
 * founder3@'s startup (GreenLoop; Orbit Labs: Helio Foods) was accepted into the accelerator
 * (enrolment would have made the startup: here it links the existing one), community@ into
 * the community.
 */
/**
 * The second evaluator the demo adds to the cast (Evaluator role): evaluation rounds want two
 * evaluators per application, and the apply journey has two evaluators score blind.
 */
export const SECOND_EVALUATOR = { local: "evaluator2", firstName: "Idris", lastName: "Bakare" };

export const ACCEPTED_STARTUP: Record<string, string> = { demo: "GreenLoop", orbit: "Helio Foods" };

/** Groups of applications, in order; each takes the next applicants. */
const GROUPS: Group[] = [
  // Startup Accelerator 2027
  { count: 2, funnel: "accelerator-2027", round: 1, status: "draft", intake: "draft" },
  { count: 20, funnel: "accelerator-2027", round: 1, status: "under_review" },
  {
    count: 2,
    funnel: "accelerator-2027",
    round: 2,
    status: "under_review",
    evaluations: evaluations(false, true),
  },
  {
    count: 2,
    funnel: "accelerator-2027",
    round: 2,
    status: "under_review",
    evaluations: evaluations(false, false),
  },
  {
    count: 3,
    funnel: "accelerator-2027",
    round: 2,
    status: "pending_decision",
    evaluations: evaluations(true, true),
    tags: ["Shortlisted"],
  },
  {
    count: 1,
    funnel: "accelerator-2027",
    round: 3,
    status: "ready_for_invitation",
    evaluations: evaluations(true, true),
  },
  {
    count: 1,
    funnel: "accelerator-2027",
    round: 3,
    status: "ready_for_meeting",
    evaluations: evaluations(true, true),
    invitation: "booked",
    tags: ["Shortlisted"],
  },
  {
    count: 1,
    funnel: "accelerator-2027",
    round: 3,
    status: "ready_for_meeting",
    evaluations: evaluations(true, true),
    invitation: "sent",
  },
  {
    count: 1,
    funnel: "accelerator-2027",
    round: 3,
    status: "pending_decision",
    evaluations: evaluations(true, true),
    invitation: "done",
  },
  {
    count: 1,
    applicant: "founder3",
    funnel: "accelerator-2027",
    round: 3,
    status: "accepted",
    evaluations: evaluations(true, true),
    invitation: "done",
  },
  { count: 1, funnel: "accelerator-2027", round: 1, status: "rejected", rejection: "too_early" },
  {
    count: 1,
    funnel: "accelerator-2027",
    round: 2,
    status: "rejected",
    evaluations: evaluations(true, true),
    rejection: "not_a_fit",
  },
  {
    count: 1,
    funnel: "accelerator-2027",
    round: 2,
    status: "delay_rejected",
    evaluations: evaluations(true, true),
    rejection: "too_early",
  },
  // Community Membership
  { count: 1, funnel: "community", round: 1, status: "draft", intake: "draft" },
  { count: 1, funnel: "community", round: 1, status: "under_review" },
  {
    count: 1,
    funnel: "community",
    round: 2,
    status: "under_review",
    evaluations: [{ by: "evaluator2", submitted: false, grades: [] }],
  },
  {
    count: 1,
    funnel: "community",
    round: 2,
    status: "pending_decision",
    evaluations: [{ by: "evaluator2", submitted: true, grades: [2, 1] }],
  },
  {
    count: 1,
    funnel: "community",
    round: 3,
    status: "ready_for_invitation",
    evaluations: [{ by: "evaluator2", submitted: true, grades: [2, 2] }],
  },
  {
    count: 1,
    applicant: "community",
    funnel: "community",
    round: 3,
    status: "accepted",
    evaluations: [{ by: "evaluator2", submitted: true, grades: [1, 2] }],
    invitation: "done",
  },
  { count: 1, funnel: "community", round: 1, status: "rejected", rejection: "not_a_fit" },
];

/** Placeholder grades, filled per application below (evaluator@ scores lower than evaluator2@: normalisation shows it). */
function evaluations(evaluatorSubmitted: boolean, secondSubmitted: boolean): DemoEvaluation[] {
  return [
    { by: "evaluator", submitted: evaluatorSubmitted, grades: [] },
    { by: "evaluator2", submitted: secondSubmitted, grades: [] },
  ];
}

/** Pitch grades (0 … 3) for the n-th application: evaluator@ harsh, evaluator2@ generous, both telling applications apart. */
function pitchGrades(by: string, n: number): number[] {
  const base = [1, 2, 0, 3, 2, 1, 3, 2, 1, 2, 3, 0][n % 12] as number;
  const shift = by === "evaluator2" ? 1 : 0;
  return [base, (base + n) % 3, (base + 2 * n) % 4].map((g) => Math.min(3, g + shift));
}

const NOTES = [
  "Strong team; the market size needs evidence.",
  "Clear problem, early traction with two pilots.",
  "Impressive prototype, unclear who pays.",
  "Good founder-market fit.",
];

const COMMENTS: Record<string, DemoApplication["comments"]> = {
  pending_decision: [
    { by: "staff", body: "Both evaluations are in: ready for the committee." },
    { by: "evaluator", body: "Ask about their pricing in the interview.", forApplicant: false },
  ],
  rejected: [
    { by: "staff", body: "Come back once you have first users: the idea is promising.", forApplicant: true },
  ],
  under_review: [{ by: "staff", body: "The website link does not open; asked the founder by e-mail." }],
  ready_for_meeting: [{ by: "coach", body: "Interview booked; I will focus on the go-to-market." }],
};

export const DEMO_APPLICATIONS: DemoApplication[] = (() => {
  const out: DemoApplication[] = [];
  let n = 0;
  let named = 0;
  for (const group of GROUPS) {
    for (let k = 0; k < group.count; k++) {
      const [firstName, lastName] = group.applicant ? ["", ""] : (NAMES[named++] as [string, string]);
      const startup = group.funnel === "accelerator-2027";
      out.push({
        applicant: group.applicant ?? `applicant${named}`,
        firstName,
        lastName,
        funnel: group.funnel,
        round: group.round,
        status: group.status,
        startupName: startup ? (STARTUPS[n] ?? null) : null,
        intake: group.intake ?? "submitted",
        evaluations: (group.evaluations ?? []).map((e) => ({
          ...e,
          grades: e.grades.length > 0 ? e.grades : pitchGrades(e.by, n),
          notes: e.submitted ? NOTES[n % NOTES.length] : undefined,
        })),
        invitation: group.invitation ?? null,
        rejection: group.rejection ?? null,
        tags: group.tags ?? (group.status === "under_review" && n % 7 === 3 ? ["Needs review"] : []),
        // One comment thread per kind of status, on the first application of the group.
        comments: k === 0 ? (COMMENTS[group.status] ?? []) : [],
        daysAgo: 45 - n,
      });
      n += 1;
    }
  }
  // The cast's applicant@ (demo-data.ts): one draft in the startup funnel.
  out.push({
    applicant: "applicant",
    firstName: "",
    lastName: "",
    funnel: "accelerator-2027",
    round: 1,
    status: "draft",
    startupName: "Amir's Startup",
    intake: "draft",
    evaluations: [],
    invitation: null,
    rejection: null,
    tags: [],
    comments: [],
    daysAgo: 2,
  });
  return out;
})();

/** The intake answers of the n-th application (a draft answers only the first question). */
export function intakeAnswers(application: DemoApplication, n: number): Answers {
  if (application.funnel === "community") {
    const about: Answers = {
      q_about: {
        textValue: `I have worked in ${["fintech", "healthcare", "education", "retail"][n % 4]} for ten years and want to help founders.`,
      },
    };
    if (application.intake === "draft") return about;
    return {
      ...about,
      q_contribute: { arrayValue: [["mentoring", "speaking", "investing", "volunteering"][n % 4] as string] },
    };
  }
  const pitch: Answers = {
    q_pitch: {
      textValue: `${application.startupName ?? "We"} makes ${["energy", "payments", "logistics", "care"][n % 4]} simpler for small businesses.`,
    },
  };
  if (application.intake === "draft") return pitch;
  return {
    ...pitch,
    q_problem: {
      textValue:
        "Small businesses lose hours every week to manual work that software could do for them; we automate it.",
    },
    q_stage: { arrayValue: [["idea", "prototype", "revenue"][n % 3] as string] },
    ...(n % 2 === 0 ? { q_website: { textValue: `https://startup${n}.example` } } : {}),
  };
}

const PITCH_VALUES = ["weak", "fair", "good", "excellent"];
const REVIEW_VALUES = ["low", "medium", "high"];

/** An evaluation's answers: Pitch evaluation (c_team, c_problem, c_traction, c_notes) or Member review. */
export function evaluationAnswers(application: DemoApplication, evaluation: DemoEvaluation): Answers {
  if (application.funnel === "community") {
    const [fit = 1, commitment = 1] = evaluation.grades;
    return {
      r_fit: { arrayValue: [REVIEW_VALUES[fit] as string] },
      r_commitment: { arrayValue: [REVIEW_VALUES[commitment] as string] },
      ...(evaluation.notes ? { r_notes: { textValue: evaluation.notes } } : {}),
    };
  }
  const [team = 1, problem = 1, traction = 1] = evaluation.grades;
  const answers: Answers = {
    c_team: { arrayValue: [PITCH_VALUES[team] as string] },
    c_problem: { arrayValue: [PITCH_VALUES[problem] as string] },
  };
  // An evaluation still open has only its first two criteria.
  if (!evaluation.submitted) return answers;
  return {
    ...answers,
    c_traction: { arrayValue: [PITCH_VALUES[traction] as string] },
    ...(evaluation.notes ? { c_notes: { textValue: evaluation.notes } } : {}),
  };
}
