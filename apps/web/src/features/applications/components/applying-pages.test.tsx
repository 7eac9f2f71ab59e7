import type { FormDefinition } from "@launchpad/domain/forms";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readToken } from "../../../lib/auth-storage.ts";
import type { Transport } from "../../../lib/public-graphql/public-client.ts";
import { englishMessages } from "../../../test/english-messages.ts";
import { type RenderPageOptions, renderPage } from "../../../test/render-page.tsx";
import type { CurrentUser } from "../../session/index.ts";
import { CurrentUserContext } from "../../session/testing.ts";
import { ApplicationRoundFormQuery } from "../api/application-round-form.query.ts";
import { MyApplicationQuery } from "../api/my-application.query.ts";
import { MyApplicationsQuery } from "../api/my-applications.query.ts";
import { OpenFunnelsQuery } from "../api/open-funnels.query.ts";
import { PublicFunnelQuery } from "../api/public-funnel.query.ts";
import { SaveApplicationAnswersMutation } from "../api/save-application-answers.mutation.ts";
import english from "../locales/en.json";
import { ApplicationsManagerPage } from "./applications-manager-page.tsx";
import { ApplyPage } from "./apply-page.tsx";
import { NewApplicationPage } from "./new-application-page.tsx";
import { RoundFillPage } from "./round-fill-page.tsx";

/** The applying pages (lane B, docs/applying.md): the public page, the applicant's list, a round's form. */
const render = (page: ReactNode, options: RenderPageOptions = {}) =>
  renderPage(page, { ...options, language: { locale: "en", messages: { ...englishMessages, ...english } } });

afterEach(() => window.localStorage.clear());

const funnel = (open: boolean, type: "startup" | "community" = "startup") => ({
  request: { query: PublicFunnelQuery, variables: { slug: "spring" } },
  result: {
    data: {
      publicFunnel: {
        __typename: "PublicFunnel" as const,
        id: "f1",
        slug: "spring",
        type,
        displayName: { en: "Spring Accelerator", fr: "Accélérateur de printemps" },
        deadline: "2027-03-31T21:59:00.000Z",
        open,
        rounds: [
          {
            __typename: "PublicRound" as const,
            id: "r1",
            position: 1,
            type: "form" as const,
            name: { en: "Application" },
          },
          {
            __typename: "PublicRound" as const,
            id: "r2",
            position: 2,
            type: "meeting" as const,
            name: { en: "Interview" },
          },
        ],
      },
    },
  },
});

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`), { selector: "input" }), {
    target: { value },
  });
}

describe("the public application page", { timeout: 15_000 }, () => {
  it("says what one applies for, makes the account, signs in and opens round 1's form", async () => {
    const transport = vi.fn<Transport>(async () => ({
      data: {
        applyToFunnel: {
          __typename: "ApplyPayload",
          token: "new-token",
          roundPosition: 1,
          application: { __typename: "Application", id: "a1", status: "draft" },
        },
      },
    }));
    render(<ApplyPage slug="spring" transport={transport} />, {
      mocks: [funnel(true)],
      path: "/apply/program/spring",
    });
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe(
      "You are applying for Spring Accelerator",
    );
    expect(screen.getByText(/Applications close on/)).toBeTruthy();
    expect(screen.getByText("Interview (Interview)")).toBeTruthy();

    // Nothing is sent while a required field is empty.
    fireEvent.click(screen.getByRole("button", { name: "Create my account and apply" }));
    expect(await screen.findByText("Startup name is a required field")).toBeTruthy();
    expect(transport).not.toHaveBeenCalled();

    fill("First name", "Ada");
    fill("Last name", "Lovelace");
    fill("E-mail", "ada@example.test");
    fill("Password", "Analytical-Engine-1843");
    fill("Startup name", "Engines");
    fireEvent.click(screen.getByRole("button", { name: "Create my account and apply" }));
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe("/application/a1/forms/1/fill"),
    );
    expect(transport.mock.calls[0]?.[1]).toEqual({
      input: {
        slug: "spring",
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.test",
        password: "Analytical-Engine-1843",
        language: "en",
        startupName: "Engines",
      },
    });
    expect(readToken()).toBe("new-token");
  });

  it("puts the server's refusals under their fields, or says them with a way to sign in", async () => {
    const answers = [
      {
        errors: [
          {
            message: "Password is too short",
            extensions: {
              name: "ValidationError",
              fields: { password: "Password must be at least 10 characters" },
              fieldErrors: [{ path: "password", code: "TOO_SHORT", params: { min: 10 } }],
            },
          },
        ],
      },
      { errors: [{ message: "exists", extensions: { name: "ConflictError", reason: "ACCOUNT_EXISTS" } }] },
    ];
    const transport = vi.fn<Transport>(async () => answers.shift() ?? {});
    render(<ApplyPage slug="spring" transport={transport} />, { mocks: [funnel(true, "community")] });
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByLabelText(/^Startup name/, { selector: "input" })).toBeNull();
    fill("First name", "Ada");
    fill("Last name", "Lovelace");
    fill("E-mail", "ada@example.test");
    fill("Password", "short");
    const submit = screen.getByRole("button", { name: "Create my account and apply" });
    fireEvent.click(submit);
    const password = screen.getByLabelText(/^Password/, { selector: "input" });
    await waitFor(() => expect(password.getAttribute("aria-invalid")).toBe("true"));
    fireEvent.click(submit);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("An account already uses this e-mail address. Sign in to apply.");
    expect(within(alert).getByRole("link", { name: "Sign in to apply" }).getAttribute("href")).toBe(
      `/login?returnTo=${encodeURIComponent("/application/new?funnel=spring")}`,
    );
    expect(readToken()).toBeNull();
  });

  it("says a closed call is closed, with no form", async () => {
    render(<ApplyPage slug="spring" />, { mocks: [funnel(false)] });
    expect((await screen.findByRole("alert")).textContent).toBe("This call for applications is closed.");
    expect(screen.queryByRole("button", { name: "Create my account and apply" })).toBeNull();
  });
});

const viewer = { id: "u1", firstName: "Ada", fullName: "Ada Lovelace" } as CurrentUser;

const myApplication = (over: { id: string; nextStep: string; status: string; position: number }) => ({
  __typename: "MyApplication" as const,
  id: over.id,
  nextStep: over.nextStep,
  application: {
    __typename: "Application" as const,
    id: over.id,
    status: over.status,
    createdAt: "2026-11-20T10:00:00.000Z",
    submittedAt: over.status === "draft" ? null : "2026-11-21T10:00:00.000Z",
    decidedAt: null,
  },
  funnel: {
    __typename: "PublicFunnel" as const,
    id: `funnel-${over.id}`,
    slug: "spring",
    type: "community",
    displayName: { en: `Programme ${over.id}` },
    deadline: null,
    open: true,
  },
  currentRound: {
    __typename: "ApplicantRound" as const,
    id: `${over.id}:r${over.position}`,
    roundId: `r${over.position}`,
    position: over.position,
  },
  rounds: [1, 2].map((position) => ({
    __typename: "ApplicantRound" as const,
    id: `${over.id}:r${position}`,
    roundId: `r${position}`,
    position,
    type: position === 1 ? "form" : "meeting",
    name: { en: position === 1 ? "Application" : "Interview" },
    hasForm: position === 1,
    state: position < over.position ? "done" : position === over.position ? "current" : "upcoming",
  })),
});

describe("the applicant's applications", { timeout: 15_000 }, () => {
  it("say each one's status by round and what to do next", async () => {
    render(
      <CurrentUserContext value={viewer}>
        <ApplicationsManagerPage />
      </CurrentUserContext>,
      {
        mocks: [
          {
            request: { query: MyApplicationsQuery },
            result: {
              data: {
                myApplications: [
                  myApplication({ id: "a1", nextStep: "complete_form", status: "draft", position: 1 }),
                  myApplication({
                    id: "a2",
                    nextStep: "book_meeting",
                    status: "ready_for_meeting",
                    position: 2,
                  }),
                  myApplication({ id: "a3", nextStep: "under_review", status: "under_review", position: 1 }),
                ],
              },
            },
          },
        ],
      },
    );
    const cards = await screen.findAllByTestId("my-application");
    expect(cards).toHaveLength(3);
    const [draft, meeting, review] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(draft).getByRole("link", { name: "Complete your application" }).getAttribute("href")).toBe(
      "/application/a1/forms/1/fill",
    );
    expect(within(draft).getByText("Application: Current step")).toBeTruthy();
    expect(within(meeting).getByRole("link", { name: "Book your meeting" }).getAttribute("href")).toBe(
      "/application/a2/meeting",
    );
    expect(within(meeting).getByText("Application: Done")).toBeTruthy();
    expect(within(meeting).getByText("Interview to book")).toBeTruthy();
    expect(within(review).getByText("Your application is under review. We will let you know.")).toBeTruthy();
    expect(within(review).getByRole("link", { name: "See my answers" }).getAttribute("href")).toBe(
      "/application/review",
    );
  });
});

describe("a round's form", { timeout: 15_000 }, () => {
  const definition: FormDefinition = {
    locales: ["en"],
    title: { en: "Accelerator intake" },
    questions: [
      { id: "pitch", questionType: "text", label: { en: "Your pitch" }, validations: { required: true } },
    ],
  };
  const application = myApplication({ id: "a1", nextStep: "complete_form", status: "draft", position: 1 });
  const mocks = (emailValidated: boolean) => [
    {
      request: { query: MyApplicationQuery, variables: { applicationId: "a1" } },
      result: { data: { myApplication: application } },
    },
    {
      request: { query: ApplicationRoundFormQuery, variables: { applicationId: "a1", roundId: "r1" } },
      result: {
        data: {
          applicationRoundForm: {
            __typename: "ApplicationRoundForm" as const,
            formId: "form1",
            title: "Accelerator intake",
            versionNumber: 1,
            definition,
            answers: { pitch: { textValue: "Engines for everyone" } },
            prefilledQuestionIds: ["pitch"],
            responseStatus: "none",
            updatedAt: null,
            editable: true,
            emailValidated,
            round: { ...application.rounds[0], __typename: "ApplicantRound" as const },
            application,
          },
        },
      },
    },
  ];

  it("starts from the earlier answers, says so, and asks to confirm the e-mail before submitting", async () => {
    render(
      <CurrentUserContext value={viewer}>
        <RoundFillPage applicationId="a1" position={1} />
      </CurrentUserContext>,
      { mocks: mocks(false) },
    );
    expect((await screen.findByTestId("prefilled-notice")).textContent).toBe(
      "We filled in 1 answer from what you told us before. Check them before you submit.",
    );
    expect(screen.getByTestId("confirm-email-notice").textContent).toContain(
      "Confirm your e-mail address to submit",
    );
    expect(screen.getByText("Step 1 of 2: Application")).toBeTruthy();
    expect((screen.getByRole("textbox", { name: /Your pitch/ }) as HTMLInputElement).value).toBe(
      "Engines for everyone",
    );
  });

  it("submits, and thanks", async () => {
    const submitted = {
      request: {
        query: SaveApplicationAnswersMutation,
        variables: {
          applicationId: "a1",
          roundId: "r1",
          answers: { pitch: { textValue: "Engines for everyone" } },
          submit: true,
        },
      },
      result: {
        data: {
          saveApplicationAnswers: {
            __typename: "ApplicationAnswersSaved" as const,
            responseStatus: "submitted",
            updatedAt: "2026-11-25T10:00:00.000Z",
            application: { ...application, nextStep: "under_review" },
          },
        },
      },
    };
    render(
      <CurrentUserContext value={viewer}>
        <RoundFillPage applicationId="a1" position={1} />
      </CurrentUserContext>,
      {
        mocks: [
          ...mocks(true),
          submitted,
          { request: { query: MyApplicationsQuery }, result: { data: { myApplications: [] } } },
          mocks(true)[1] as (typeof mocks)[never],
        ],
      },
    );
    expect(screen.queryByTestId("confirm-email-notice")).toBeNull();
    fireEvent.click(await screen.findByRole("button", { name: "Submit my application" }));
    expect((await screen.findByTestId("application-submitted")).textContent).toBe(
      "Thank you! Your application was submitted.",
    );
  });
});

describe("applying signed in", { timeout: 15_000 }, () => {
  it("lists the open programmes, the chosen one first; one under way is continued, never applied to twice", async () => {
    const open = (id: string, slug: string, type: "startup" | "community") => ({
      __typename: "PublicFunnel" as const,
      id,
      slug,
      type,
      displayName: { en: `Programme ${id.replace("funnel-", "")}` },
      deadline: null,
      open: true,
    });
    const draft = myApplication({ id: "a1", nextStep: "complete_form", status: "draft", position: 1 });
    const reviewed = myApplication({
      id: "a2",
      nextStep: "under_review",
      status: "under_review",
      position: 1,
    });
    render(
      <CurrentUserContext value={viewer}>
        <NewApplicationPage chosen="gamma" />
      </CurrentUserContext>,
      {
        mocks: [
          {
            request: { query: OpenFunnelsQuery },
            result: {
              data: {
                openFunnels: [
                  open("funnel-a1", "alpha", "community"),
                  open("funnel-a2", "beta", "community"),
                  open("f3", "gamma", "startup"),
                ],
              },
            },
          },
          {
            request: { query: MyApplicationsQuery },
            result: { data: { myApplications: [draft, reviewed] } },
          },
        ],
      },
    );
    const headings = await screen.findAllByRole("heading", { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(["Programme f3", "Programme a1", "Programme a2"]);
    const [gamma, alpha, beta] = headings.map((h) => h.closest("section") as HTMLElement) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    // A startup programme asks for the startup's name before Apply.
    expect(within(gamma).getByRole("button", { name: "Apply" }).hasAttribute("disabled")).toBe(true);
    expect(within(alpha).getByRole("link", { name: "Continue my application" }).getAttribute("href")).toBe(
      "/application/a1/forms/1/fill",
    );
    expect(within(beta).getByText("You have already applied to this programme.")).toBeTruthy();
    expect(within(beta).queryByRole("button", { name: "Apply" })).toBeNull();
  });
});
