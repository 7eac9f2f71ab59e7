import { fireEvent, screen } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { LeadQuery } from "../api/lead.query.ts";
import { TransferLeadMutation } from "../api/transfer-lead.mutation.ts";
import { LeadTransferPage } from "./lead-transfer-page.tsx";

const target = (id: string, name: string, extra: object = {}) => ({
  __typename: "LeadTarget" as const,
  funnel: { __typename: "Funnel" as const, id, name },
  sameIntakeForm: false,
  alreadyApplied: false,
  hasRounds: true,
  ...extra,
});

const lead = (transfers: object[] = []) => ({
  request: { query: LeadQuery, variables: { id: "l1" } },
  result: {
    data: {
      lead: {
        __typename: "Lead" as const,
        id: "l1",
        applicant: {
          __typename: "LeadPerson" as const,
          id: "u1",
          fullName: "Ada Lovelace",
          email: "ada@demo.test",
        },
        application: {
          __typename: "Application" as const,
          id: "l1",
          status: "under_review" as const,
          createdAt: "2026-01-05T10:00:00Z",
        },
        funnel: { __typename: "Funnel" as const, id: "c1", name: "Community" },
        targets: [
          target("s1", "Accelerator", { sameIntakeForm: true }),
          target("s2", "Seed", { alreadyApplied: true }),
        ],
        transfers,
      },
    },
  },
});

describe("LeadTransferPage", { timeout: 15_000 }, () => {
  it("transfers the lead into the chosen funnel, saying the answers carry over, and links the new draft", async () => {
    renderPage(<LeadTransferPage leadId="l1" />, {
      mocks: [
        lead(),
        {
          request: { query: TransferLeadMutation, variables: { id: "l1", funnelId: "s1" } },
          result: {
            data: {
              transferLead: {
                __typename: "LeadTransferResult" as const,
                answersCarried: true,
                application: { __typename: "Application" as const, id: "n1", funnelId: "s1" },
              },
            },
          },
        },
        lead([
          {
            __typename: "LeadTransfer" as const,
            applicationId: "n1",
            funnelId: "s1",
            funnelName: "Accelerator",
            at: "2026-02-01T10:00:00Z",
          },
        ]),
      ],
    });
    expect(await screen.findByText(/Ada Lovelace showed interest through Community/)).toBeTruthy();
    expect(screen.getByText("ada@demo.test")).toBeTruthy();
    fireEvent.click(screen.getByRole("combobox", { name: "Startup funnel" }));
    expect(
      (await screen.findByRole("option", { name: "Seed (already applied)" })).getAttribute(
        "data-combobox-disabled",
      ),
    ).toBe("true");
    fireEvent.click(screen.getByRole("option", { name: "Accelerator" }));
    expect(await screen.findByText("Same intake form: the answers they gave carry over.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Transfer" }));
    expect(await screen.findByText("Ada Lovelace now has a draft application in Accelerator.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open the new application" }).getAttribute("href")).toBe(
      "/application/n1",
    );
  });

  it("says when the lead is not one the viewer may see", async () => {
    renderPage(<LeadTransferPage leadId="l1" />, {
      mocks: [
        {
          request: { query: LeadQuery, variables: { id: "l1" } },
          result: { errors: [new GraphQLError("Lead not found", { extensions: { name: "NotFoundError" } })] },
        },
      ],
    });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This lead was not found, or you may not see it.",
    );
  });
});
