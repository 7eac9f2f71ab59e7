import type {
  EmailTiming,
  FunnelType,
  LocalizedText,
  Reapply,
  RoundEmailKind,
  RoundMeeting,
  RoundType,
} from "@launchpad/domain/applications";

/**
 * The applications demo's two funnels (docs/demo-data.md, docs/applications.md): a startup
 * funnel "Startup Accelerator 2027" (public at /apply/program/accelerator-2027) and a
 * community funnel "Community Membership" (/apply/program/community), each with three rounds
 * and their e-mails. People are named by the local part of their demo e-mail.
 */
export type DemoRoundEmail = {
  kind: RoundEmailKind;
  reason?: LocalizedText;
  subject: LocalizedText;
  body: LocalizedText;
  timing: EmailTiming;
  delayHours?: number;
};

export type DemoRound = {
  type: RoundType;
  name: LocalizedText;
  /** The round's form by its English title: intake forms for form rounds, evaluation forms for evaluation rounds. */
  form?: string;
  blind?: boolean;
  evaluatorsPerApplication?: number;
  meeting?: Omit<RoundMeeting, "hostIds"> & { hosts: string[] };
  emails: DemoRoundEmail[];
};

export type DemoFunnel = {
  type: FunnelType;
  name: string;
  displayName: LocalizedText;
  slug: string;
  /** The intake form's English title (demo-forms-data.ts). */
  intakeForm: string;
  deadline: string | null;
  reapply: Reapply;
  published: boolean;
  /** Programmes (startups demo) and tags (tags demo) given on acceptance, by name. */
  programs: string[];
  tags: { kind: "startup" | "community"; names: string[] };
  rounds: DemoRound[];
};

export const NOT_A_FIT: LocalizedText = {
  en: "Not a fit for this cohort",
  fr: "Ne correspond pas à cette promotion",
};
export const TOO_EARLY: LocalizedText = { en: "Too early", fr: "Trop tôt" };

const acceptance = (next: LocalizedText): DemoRoundEmail => ({
  kind: "acceptance",
  subject: {
    en: "Good news about your application to {{ funnel.displayName }}",
    fr: "Bonne nouvelle pour votre candidature à {{ funnel.displayName }}",
  },
  body: {
    en: `Hello {{ applicant.firstName }},\n\nYou passed the round "{{ round.name }}". ${next.en}\n\nYour application: {{ application.link }}\n\n{{ organisation.name }}`,
    fr: `Bonjour {{ applicant.firstName }},\n\nVous avez passé l'étape « {{ round.name }} ». ${next.fr}\n\nVotre candidature : {{ application.link }}\n\n{{ organisation.name }}`,
  },
  timing: "now",
});

const rejection = (reason: LocalizedText, timing: EmailTiming, delayHours = 0): DemoRoundEmail => ({
  kind: "rejection",
  reason,
  subject: {
    en: "Your application to {{ funnel.displayName }}",
    fr: "Votre candidature à {{ funnel.displayName }}",
  },
  body:
    reason === TOO_EARLY
      ? {
          en: "Hello {{ applicant.firstName }},\n\nThank you for applying. Your startup is at an early stage for this cohort: we would be glad to hear from you again in a later one.\n\n{{ reviewerComments }}\n\n{{ organisation.name }}",
          fr: "Bonjour {{ applicant.firstName }},\n\nMerci pour votre candidature. Votre startup est encore jeune pour cette promotion : nous serons heureux de vous relire lors d'une prochaine.\n\n{{ reviewerComments }}\n\n{{ organisation.name }}",
        }
      : {
          en: "Hello {{ applicant.firstName }},\n\nThank you for applying. After careful review, we will not take your application further in this cohort.\n\n{{ reviewerComments }}\n\n{{ organisation.name }}",
          fr: "Bonjour {{ applicant.firstName }},\n\nMerci pour votre candidature. Après examen, nous ne la retenons pas pour cette promotion.\n\n{{ reviewerComments }}\n\n{{ organisation.name }}",
        },
  timing,
  delayHours,
});

const invitation: DemoRoundEmail = {
  kind: "invitation",
  subject: {
    en: "Book your interview for {{ funnel.displayName }}",
    fr: "Réservez votre entretien pour {{ funnel.displayName }}",
  },
  body: {
    en: "Hello {{ applicant.firstName }},\n\nWe would like to meet you. Choose a time that suits you: {{ meeting.link }}\n\n{{ organisation.name }}",
    fr: "Bonjour {{ applicant.firstName }},\n\nNous aimerions vous rencontrer. Choisissez un créneau : {{ meeting.link }}\n\n{{ organisation.name }}",
  },
  timing: "now",
};

const reminder: DemoRoundEmail = {
  kind: "reminder",
  subject: {
    en: "Your application to {{ funnel.displayName }} is waiting",
    fr: "Votre candidature à {{ funnel.displayName }} vous attend",
  },
  body: {
    en: "Hello {{ applicant.firstName }},\n\nYour application is saved as a draft. Finish it before the deadline: {{ application.link }}\n\n{{ organisation.name }}",
    fr: "Bonjour {{ applicant.firstName }},\n\nVotre candidature est enregistrée en brouillon. Terminez-la avant la date limite : {{ application.link }}\n\n{{ organisation.name }}",
  },
  timing: "scheduled",
  delayHours: 72,
};

/** Every round may reject for either reason; "Too early" goes out two days later (delay_rejected meanwhile). */
const rejections = [rejection(NOT_A_FIT, "now"), rejection(TOO_EARLY, "scheduled", 48)];

export const DEMO_FUNNELS: DemoFunnel[] = [
  {
    type: "startup",
    name: "Startup Accelerator 2027",
    displayName: { en: "Startup Accelerator 2027", fr: "Accélérateur de startups 2027" },
    slug: "accelerator-2027",
    intakeForm: "Accelerator application",
    deadline: "2027-03-31T21:59:00.000Z",
    reapply: { rule: "after_rejection", cooldownDays: 90 },
    published: true,
    programs: ["Spring 2026 Cohort", "Orbit Launch 2026"],
    tags: { kind: "startup", names: ["Pre-seed"] },
    rounds: [
      {
        type: "form",
        name: { en: "Application", fr: "Candidature" },
        form: "Accelerator application",
        emails: [
          reminder,
          acceptance({
            en: "Evaluators now score your application.",
            fr: "Des évaluateurs notent maintenant votre candidature.",
          }),
          ...rejections,
        ],
      },
      {
        type: "evaluation",
        name: { en: "Pitch evaluation", fr: "Évaluation du pitch" },
        form: "Pitch evaluation",
        blind: true,
        evaluatorsPerApplication: 2,
        emails: [
          acceptance({
            en: "We will invite you to an interview.",
            fr: "Nous allons vous inviter à un entretien.",
          }),
          ...rejections,
        ],
      },
      {
        type: "meeting",
        name: { en: "Interview", fr: "Entretien" },
        meeting: {
          durationMinutes: 30,
          incrementMinutes: null,
          location: null,
          mode: "online",
          hosts: ["coach", "admincoach"],
        },
        emails: [
          invitation,
          acceptance({ en: "Welcome to the accelerator!", fr: "Bienvenue dans l'accélérateur !" }),
          ...rejections,
        ],
      },
    ],
  },
  {
    type: "community",
    name: "Community Membership",
    displayName: { en: "Community Membership", fr: "Adhésion à la communauté" },
    slug: "community",
    intakeForm: "Community membership",
    deadline: null,
    reapply: { rule: "always", cooldownDays: 0 },
    published: true,
    programs: [],
    tags: { kind: "community", names: ["Volunteer"] },
    rounds: [
      {
        type: "form",
        name: { en: "Membership form", fr: "Formulaire d'adhésion" },
        form: "Community membership",
        emails: [
          acceptance({
            en: "A member of the team reviews it now.",
            fr: "Un membre de l'équipe l'examine maintenant.",
          }),
          ...rejections,
        ],
      },
      {
        type: "evaluation",
        name: { en: "Review", fr: "Examen" },
        form: "Member review",
        blind: false,
        evaluatorsPerApplication: 1,
        emails: [
          acceptance({
            en: "We will invite you to a welcome call.",
            fr: "Nous allons vous inviter à un appel de bienvenue.",
          }),
          ...rejections,
        ],
      },
      {
        type: "meeting",
        name: { en: "Welcome call", fr: "Appel de bienvenue" },
        meeting: {
          durationMinutes: 30,
          incrementMinutes: null,
          location: null,
          mode: "online",
          hosts: ["coach"],
        },
        emails: [
          invitation,
          acceptance({ en: "Welcome to the community!", fr: "Bienvenue dans la communauté !" }),
          ...rejections,
        ],
      },
    ],
  },
];
