import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds, dataField, gql, type TestApp } from "../../test/harness.ts";
import { firstResult, publishUntil, wsClient } from "../../test/ws-client.ts";

const INCUBATOR = `query Incubator { incubator { name slug defaultLanguage incubatorSeo { active seoTitle }
  brandPalette { sidebar { backgroundColor activeItemBackgroundColor } } supportEmail { address } } }`;

describe.each(databaseKinds("both"))("incubator (public) on %s", (kind) => {
  const t = useTestApp(kind);

  it.each([
    ["localhost", "Demo Accelerator"],
    ["localhost:3000", "Demo Accelerator"],
    ["127.0.0.1:3000", "Demo Accelerator"],
    ["demo.launchpad.example", "Demo Accelerator"],
    ["orbit.localhost:3000", "Orbit Labs"],
    ["orbit.launchpad.example", "Orbit Labs"],
  ])("answers for host %s without sign-in", async (host, name) => {
    const { status, body } = await gql(t.app, INCUBATOR, { host, operationName: "Incubator" });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data?.incubator).toMatchObject({ name, incubatorSeo: { active: true } });
  });

  it("gives each tenant its own branding", async () => {
    const demo = await gql(t.app, INCUBATOR, { host: "localhost" });
    const orbit = await gql(t.app, INCUBATOR, { host: "orbit.localhost" });
    const colour = (b: typeof demo.body) =>
      dataField<{ brandPalette: { sidebar: { backgroundColor: string } } }>(b, "incubator").brandPalette
        .sidebar.backgroundColor;
    expect(colour(demo.body)).not.toBe(colour(orbit.body));
  });

  it("answers 403 InvalidIncubator for an unknown tenant", async () => {
    const { status, body } = await gql(t.app, INCUBATOR, { host: "nosuch.localhost" });
    expect(status).toBe(403);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.extensions).toMatchObject({
      name: "InvalidIncubator",
      code: "INVALID_INCUBATOR",
    });
  });

  it("pushes incubatorUpdated to the tenant's subscribers only", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (t.app.server.address() as { port: number }).port;
    const orbitClient = wsClient(port, { host: "orbit.localhost" });
    const demoClient = wsClient(port, { host: "localhost" });
    const orbit = firstResult<{ data: { incubatorUpdated: { name: string } } }>(
      orbitClient,
      "subscription { incubatorUpdated { name } }",
    );
    let demoHeard = false;
    void firstResult<unknown>(demoClient, "subscription { incubatorUpdated { name } }").then(() => {
      demoHeard = true;
    });
    const orbitId = await tenantId(t, "orbit.localhost");
    const received = await publishUntil(orbit, () =>
      t.pubsub.publish("incubator:updated", orbitId, { incubatorId: orbitId }),
    );
    expect(received).toEqual({ data: { incubatorUpdated: { name: "Orbit Labs" } } });
    await wait(300);
    expect(demoHeard).toBe(false);
    await Promise.all([orbitClient.dispose(), demoClient.dispose()]);
  });
});

async function tenantId(t: TestApp, host: string): Promise<string> {
  const { body } = await gql(t.app, "{ incubator { id } }", { host });
  return dataField<{ id: string }>(body, "incubator").id;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
