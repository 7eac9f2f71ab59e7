import { InMemoryCache } from "@apollo/client";
import { MockedProvider } from "@apollo/client/testing/react";
import { act, render, screen, waitFor } from "@testing-library/react";
import { type DocumentNode, parse } from "graphql";
import { describe, expect, it, vi } from "vitest";
import { typePolicies } from "../../../lib/apollo/type-policies.ts";
import {
  createPublicClient,
  type GraphQLAnswer,
  operationNameOf,
} from "../../../lib/public-graphql/public-client.ts";
import { PublicClientContext } from "../../../lib/public-graphql/public-client-context.ts";
import { IncubatorUpdatedSubscription } from "../api/incubator-updated.subscription.ts";
import { useBranding } from "../hooks/use-branding.ts";
import { liveBranding } from "../lib/live-branding.ts";
import { brandedIncubator } from "../testing.ts";
import { BrandingProvider } from "./branding-provider.tsx";
import { LiveBranding } from "./live-branding.tsx";

/** Another public read showing the organisation, as the login card's. */
const LoginCard = parse("query LoginCard { incubator { __typename id name } }");

const renamed = { ...brandedIncubator, name: "Renamed Accelerator" };

function OrganisationName() {
  return <p>{useBranding()?.name ?? "none"}</p>;
}

/** Answers each operation, by name, with the next of its answers. */
function answering(answers: Record<string, GraphQLAnswer[]>) {
  return vi.fn(async (document: DocumentNode) => {
    const name = operationNameOf(document) ?? "";
    const answer = answers[name]?.shift();
    if (!answer) throw new Error(`no answer for ${name}`);
    return answer;
  });
}

describe("the organisation's branding (decision 044)", () => {
  it("is read again on the public pages when the window regains focus, into every answer that shows it", async () => {
    const transport = answering({
      IncubatorBranding: [{ data: { incubator: brandedIncubator } }, { data: { incubator: renamed } }],
      LoginCard: [{ data: { incubator: { __typename: "Incubator", id: "1", name: "Demo Accelerator" } } }],
    });
    const client = createPublicClient({ transport, attempts: 1 });
    render(
      <PublicClientContext value={client}>
        <BrandingProvider loading={<p>loading</p>}>
          <OrganisationName />
        </BrandingProvider>
      </PublicClientContext>,
    );
    await screen.findByText("Demo Accelerator");
    await client.query(LoginCard);

    act(() => {
      window.dispatchEvent(new FocusEvent("focus"));
    });
    await screen.findByText("Renamed Accelerator");
    expect(client.read(LoginCard).data).toEqual({
      incubator: { __typename: "Incubator", id: "1", name: "Renamed Accelerator" },
    });
    expect(transport).toHaveBeenCalledTimes(3);

    // While the signed-in area's subscription is open, the branding arrives live: no read.
    const stop = liveBranding.start();
    act(() => {
      window.dispatchEvent(new FocusEvent("focus"));
    });
    stop();
    expect(transport).toHaveBeenCalledTimes(3);
  });

  it("arrives live in the signed-in area through incubatorUpdated, into the public answers", async () => {
    const client = createPublicClient({
      transport: answering({ IncubatorBranding: [{ data: { incubator: brandedIncubator } }] }),
      attempts: 1,
    });
    render(
      <MockedProvider
        cache={new InMemoryCache({ typePolicies })}
        mocks={[
          {
            request: { query: IncubatorUpdatedSubscription },
            result: { data: { incubatorUpdated: renamed } },
            delay: 10,
          },
        ]}
      >
        <PublicClientContext value={client}>
          <BrandingProvider loading={<p>loading</p>}>
            <OrganisationName />
            <LiveBranding />
          </BrandingProvider>
        </PublicClientContext>
      </MockedProvider>,
    );
    await screen.findByText("Demo Accelerator");
    await waitFor(() => expect(liveBranding.isLive()).toBe(true));
    await screen.findByText("Renamed Accelerator");
  });
});
