import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { print } from "graphql";
import { describe, expect, it } from "vitest";
import { IncubatorBrandingQuery } from "../features/branding/index.ts";
import { brandedIncubator } from "../features/branding/testing.ts";
import { typePolicies } from "../lib/apollo/type-policies.ts";
import { createPublicClient, printWithTypename } from "../lib/public-graphql/public-client.ts";
import { shareBranding } from "./signed-in-start-up.ts";

const incubator = brandedIncubator;

function clients() {
  const publicClient = createPublicClient({ transport: async () => ({ data: { incubator } }) });
  const apollo = new ApolloClient({ cache: new InMemoryCache({ typePolicies }), link: ApolloLink.empty() });
  return { publicClient, apollo };
}

describe("the branding shared by the public client and Apollo's cache", () => {
  it("is sent with __typename in every selection set, so that Apollo's cache can keep it", () => {
    const text = printWithTypename(IncubatorBrandingQuery);
    const selectionSets = (print(IncubatorBrandingQuery).match(/\{/g) ?? []).length;
    // Every selection set but the operation's own.
    expect(text.match(/__typename/g)?.length).toBe(selectionSets - 1);
  });

  it("goes into Apollo's cache, and what Apollo learns of the organisation comes back", async () => {
    const { publicClient, apollo } = clients();
    await publicClient.query(IncubatorBrandingQuery);
    shareBranding(publicClient, apollo);

    expect(apollo.readQuery({ query: IncubatorBrandingQuery })?.incubator.name).toBe("Demo Accelerator");

    // A saved branding page: the mutation's answer lands in the cache under Incubator:1.
    apollo.cache.modify({ id: "Incubator:1", fields: { name: () => "Renamed Accelerator" } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(publicClient.read(IncubatorBrandingQuery).data?.incubator.name).toBe("Renamed Accelerator");
    expect(publicClient.read(IncubatorBrandingQuery).data?.incubator.incubatorSeo.active).toBe(false);

    // An incubatorUpdated event merged into the public client reaches Apollo's cache.
    publicClient.mergeEntity({ __typename: "Incubator", id: "1", name: "Live Accelerator" });
    expect(apollo.readQuery({ query: IncubatorBrandingQuery })?.incubator.name).toBe("Live Accelerator");
  });
});
