import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { englishMessages } from "../../../test/english-messages.ts";
import { renderPage } from "../../../test/render-page.tsx";
import { ViewerAccessContext } from "../../access/testing.ts";
import { FunnelQuery } from "../api/funnel.query.ts";
import { FunnelSetupOptionsQuery } from "../api/funnel-options.query.ts";
import { FunnelsQuery } from "../api/funnels.query.ts";
import { MoveRoundMutation, SaveRoundEmailMutation } from "../api/round-mutations.ts";
import funnelEnglish from "../funnel-locales/en.json";
import { insertTag } from "./email-dialog.tsx";
import { FunnelEditor } from "./funnel-editor.tsx";
import { FunnelsListPage } from "./funnels-list-page.tsx";

const messages = { ...englishMessages, ...funnelEnglish };
const meeting = {
  __typename: "RoundMeeting" as const,
  durationMinutes: 30,
  incrementMinutes: null,
  location: null,
  mode: "online",
  hostIds: ["u1"],
};
const round = (id: string, position: number, type: string, name: string, extra: object = {}) => ({
  __typename: "Round" as const,
  id,
  funnelId: "fu1",
  position,
  type,
  name: { en: name },
  formId: type === "meeting" ? null : `form-${id}`,
  blind: false,
  evaluatorsPerApplication: 2,
  meeting: type === "meeting" ? meeting : null,
  emails: [],
  ...extra,
});
const ROUNDS = [
  round("r1", 1, "form", "Application"),
  round("r2", 2, "evaluation", "Review"),
  round("r3", 3, "meeting", "Interview"),
];
const FUNNEL = {
  __typename: "Funnel" as const,
  id: "fu1",
  type: "startup",
  name: "Spring cohort",
  displayName: { en: "Spring cohort 2027" },
  slug: "spring",
  publicPath: "/apply/program/spring",
  intakeFormId: "form-r1",
  deadline: null,
  closedAt: null,
  published: false,
  acceptedRoleId: null,
  applicationCount: 0,
  mayEdit: true,
  mayCreateRejectionEmails: false,
  mayEditRejectionEmails: false,
  reapply: { __typename: "Reapply" as const, rule: "never", cooldownDays: 0 },
  programs: [],
  tags: [],
  admins: [],
  rounds: ROUNDS,
};
const form = (id: string, title: string) => ({
  __typename: "FunnelFormOption" as const,
  id,
  title,
  published: true,
});
const OPTIONS = {
  request: { query: FunnelSetupOptionsQuery, variables: { locale: "en" } },
  result: {
    data: {
      funnelSetupOptions: {
        __typename: "FunnelSetupOptions" as const,
        intakeForms: [form("form-r1", "Startup application")],
        evaluationForms: [form("form-r2", "Pitch evaluation")],
        programs: [],
        communityRoles: [],
        team: [],
        hosts: [],
      },
    },
  },
};
const funnelAnswer = (funnel: object) => ({
  request: { query: FunnelQuery, variables: { id: "fu1" } },
  result: { data: { funnel } },
});

function editor(mocks: object[]) {
  renderPage(<FunnelEditor funnelId="fu1" />, {
    mocks: mocks as never,
    language: { locale: "en", messages },
  });
}

describe("FunnelEditor", { timeout: 30_000 }, () => {
  it("lists the rounds in order; round 1 does not move, the others move with buttons", async () => {
    const moved = [ROUNDS[0], { ...ROUNDS[2], position: 2 }, { ...ROUNDS[1], position: 3 }];
    let sent = false;
    const move = {
      request: { query: MoveRoundMutation, variables: { id: "r3", position: 2 } },
      result: () => {
        sent = true;
        return { data: { moveRound: moved } };
      },
    };
    editor([funnelAnswer(FUNNEL), OPTIONS, move, funnelAnswer({ ...FUNNEL, rounds: moved })]);
    fireEvent.click(await screen.findByTestId("tab-rounds"));
    const rows = await screen.findAllByTestId("round-row");
    expect(rows.map((row) => within(row).getByTestId("round-name-text").textContent)).toEqual([
      "Application",
      "Review",
      "Interview",
    ]);
    const [first, second, third] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByRole("button", { name: "Move Application up" })).toHaveProperty(
      "disabled",
      true,
    );
    expect(within(first).getByRole("button", { name: "Move Application down" })).toHaveProperty(
      "disabled",
      true,
    );
    expect(within(first).queryByTestId("round-delete")).toBeNull();
    expect(within(second).getByRole("button", { name: "Move Review up" })).toHaveProperty("disabled", true);
    expect(within(third).getByRole("button", { name: "Move Interview down" })).toHaveProperty(
      "disabled",
      true,
    );
    expect(second.textContent).toContain("Pitch evaluation");
    fireEvent.click(within(third).getByRole("button", { name: "Move Interview up" }));
    await waitFor(() => expect(sent).toBe(true));
    await waitFor(() =>
      expect(screen.getAllByTestId("round-name-text").map((n) => n.textContent)).toEqual([
        "Application",
        "Interview",
        "Review",
      ]),
    );
  });

  it("says which language's e-mail text uses an unknown merge tag; rejections need the right", async () => {
    const refused = {
      request: {
        query: SaveRoundEmailMutation,
        variables: {
          roundId: "r1",
          input: {
            kind: "invitation",
            reason: null,
            subject: { en: "Hello {{ applicant.firstName }}" },
            body: { en: "{{ applicant.password }}" },
            timing: "now",
            delayHours: 0,
          },
        },
      },
      result: {
        errors: [
          new GraphQLError("TEMPLATE_VARIABLE", {
            extensions: {
              name: "ValidationError",
              fieldErrors: [{ path: "body.en", code: "INVALID" }],
              fields: { "body.en": "TEMPLATE_VARIABLE" },
            },
          }),
        ],
      },
    };
    editor([funnelAnswer(FUNNEL), OPTIONS, refused]);
    fireEvent.click(await screen.findByTestId("tab-emails"));
    expect(await screen.findByText("Your role may not create or change rejection e-mails.")).toBeTruthy();
    fireEvent.click(screen.getByTestId("add-email"));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByTestId("email-subject-en"), { target: { value: "Hello " } });
    fireEvent.focus(within(dialog).getByTestId("email-subject-en"));
    fireEvent.click(within(dialog).getByTestId("merge-tags"));
    fireEvent.click(await screen.findByTestId("merge-tag-applicant.firstName"));
    expect((within(dialog).getByTestId("email-subject-en") as HTMLInputElement).value).toBe(
      "Hello {{ applicant.firstName }}",
    );
    fireEvent.change(within(dialog).getByTestId("email-body-en"), {
      target: { value: "{{ applicant.password }}" },
    });
    fireEvent.click(within(dialog).getByTestId("email-save"));
    // Said above the form and under the English message field.
    expect(
      await within(dialog).findAllByText("This text uses a merge tag that does not exist."),
    ).toHaveLength(2);
    expect(within(dialog).getByTestId("email-body-en").getAttribute("aria-invalid")).toBe("true");
  });
});

describe("FunnelsListPage", { timeout: 30_000 }, () => {
  const LIST = {
    request: { query: FunnelsQuery },
    result: {
      data: {
        funnels: [
          {
            __typename: "Funnel" as const,
            id: "fu1",
            type: "community",
            name: "Community",
            slug: "community",
            deadline: null,
            closedAt: "2026-11-01T10:00:00.000Z",
            published: true,
            applicationCount: 12,
            mayEdit: true,
            mayDelete: false,
            rounds: [{ __typename: "Round" as const, id: "r1" }],
          },
        ],
        planInfo: {
          __typename: "PlanInfo" as const,
          limits: [{ __typename: "PlanLimit" as const, name: "funnel", current: 1, max: 3 }],
        },
      },
    },
  };
  const list = (permissions: string[]) =>
    renderPage(
      <ViewerAccessContext value={{ permissions, featureFlags: [], planFeatures: [] }}>
        <FunnelsListPage />
      </ViewerAccessContext>,
      { mocks: [LIST] as never, language: { locale: "en", messages } },
    );

  it("shows each funnel's type, rounds, applications and status; create needs FUNNEL:CREATE", async () => {
    list(["FUNNELS:VIEW:LIST"]);
    const [row] = await screen.findAllByTestId("funnel-row");
    expect(row?.textContent).toContain("Community member");
    expect(row?.textContent).toContain("12");
    expect(row?.textContent).toContain("Closed");
    expect(screen.getByTestId("funnel-usage").textContent).toBe("Funnels: 1 of 3");
    expect(screen.queryByTestId("create-funnel")).toBeNull();
  });

  it("suggests the address from the name when creating", async () => {
    list(["FUNNELS:VIEW:LIST", "FUNNEL:CREATE"]);
    fireEvent.click(await screen.findByTestId("create-funnel"));
    fireEvent.change(await screen.findByTestId("create-name"), { target: { value: "Été Cohort 2027!" } });
    expect((screen.getByTestId("create-slug") as HTMLInputElement).value).toBe("ete-cohort-2027");
  });
});

describe("insertTag", () => {
  it("puts the tag at the caret, or at the end", () => {
    expect(insertTag("Hello !", "applicant.firstName", 6, 6)).toBe("Hello {{ applicant.firstName }}!");
    expect(insertTag("Hi ", "round.name", null, null)).toBe("Hi {{ round.name }}");
  });
});
