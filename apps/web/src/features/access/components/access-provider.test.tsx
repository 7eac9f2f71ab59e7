import type { MockLink } from "@apollo/client/testing";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { AccessChangedSubscription } from "../api/access-changed.subscription.ts";
import { ViewerAccessQuery } from "../api/viewer-access.query.ts";
import { useViewerAccess } from "../hooks/use-viewer-access.ts";
import { AccessProvider } from "./access-provider.tsx";

type Served = {
  permissions: string[];
  flags: [name: string, enabled: boolean, activated: boolean][];
  plan?: [name: string, enabled: boolean][];
};

const access = ({ permissions, flags, plan = [] }: Served) => ({
  request: { query: ViewerAccessQuery },
  result: {
    data: {
      currentUserPermissions: permissions,
      featureFlags: flags.map(([name, enabled, activated]) => ({
        __typename: "FeatureFlag" as const,
        name,
        enabled,
        activated,
      })),
      planInfo: {
        __typename: "PlanInfo" as const,
        features: plan.map(([name, enabled]) => ({ __typename: "PlanFeature" as const, name, enabled })),
      },
    },
  },
});

/** The server says the user's access changed, `delay` ms after subscribing (never by default). */
const accessChanged = (delay = Number.POSITIVE_INFINITY) => ({
  request: { query: AccessChangedSubscription },
  result: { data: { accessChanged: { __typename: "AccessChange" as const, reason: "PERMISSIONS_CHANGED" } } },
  delay,
});

const failure = {
  request: { query: ViewerAccessQuery },
  result: { errors: [new GraphQLError("The database is resting")] },
};

/** What the signed-in area reads from the provider, written out for the test to read. */
function AccessProbe() {
  const { permissions, featureFlags, planFeatures } = useViewerAccess();
  return (
    <dl>
      <dt>Permissions</dt>
      <dd data-testid="permissions">{permissions.join(" ")}</dd>
      <dt>Features on</dt>
      <dd data-testid="flags">{featureFlags.join(" ")}</dd>
      <dt>Plan</dt>
      <dd data-testid="plan">{planFeatures.join(" ")}</dd>
    </dl>
  );
}

const renderProvider = (mocks: readonly MockLink.MockedResponse[], changes = [accessChanged()]) =>
  renderPage(
    <AccessProvider>
      <AccessProbe />
    </AccessProvider>,
    { mocks: [...mocks, ...changes], path: "/events" },
  );

describe("AccessProvider", () => {
  it("shows the loader until the access has loaded, then counts a flag on only when enabled and activated", async () => {
    renderProvider([
      access({
        permissions: ["EVENT:EDIT", "STARTUP_FILE:VIEW"],
        flags: [
          ["activityFeed", true, true],
          ["course", true, false],
          ["groupChat", false, true],
        ],
        plan: [
          ["dataAssets", true],
          ["customRoles", false],
        ],
      }),
    ]);
    // The app's page loader (it has no accessible name of its own).
    expect(document.querySelector(".mantine-Loader-root")).not.toBeNull();
    expect(screen.queryByTestId("permissions")).toBeNull();

    expect((await screen.findByTestId("permissions")).textContent).toBe("EVENT:EDIT STARTUP_FILE:VIEW");
    expect(screen.getByTestId("flags").textContent).toBe("activityFeed");
    expect(screen.getByTestId("plan").textContent).toBe("dataAssets");
  });

  it("reloads the access when the server says it changed, without a new sign-in", async () => {
    renderProvider(
      [access({ permissions: ["EVENT:EDIT"], flags: [] }), access({ permissions: ["USER:EDIT"], flags: [] })],
      [accessChanged(300)],
    );
    expect((await screen.findByTestId("permissions")).textContent).toBe("EVENT:EDIT");

    expect(await screen.findByText("USER:EDIT")).toBeTruthy();
  });

  it("reloads the access when the window gets the focus back", async () => {
    renderProvider([
      access({ permissions: ["EVENT:EDIT"], flags: [] }),
      access({ permissions: [], flags: [["course", true, true]] }),
    ]);
    expect((await screen.findByTestId("permissions")).textContent).toBe("EVENT:EDIT");

    act(() => {
      window.dispatchEvent(new Event("focus"));
    });

    await screen.findByText("course");
    expect(screen.getByTestId("permissions").textContent).toBe("");
  });

  it("says so when the access cannot load, and tries again", async () => {
    renderProvider([failure, access({ permissions: ["USER:EDIT"], flags: [] })]);

    expect(await screen.findByText("Something went wrong while signing you in")).toBeTruthy();
    expect(screen.queryByTestId("permissions")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));

    expect((await screen.findByTestId("permissions")).textContent).toBe("USER:EDIT");
  });

  it("keeps the access it has when a reload fails", async () => {
    let failed = 0;
    const failingOnce = {
      ...failure,
      result: () => {
        failed += 1;
        return failure.result;
      },
    };
    renderProvider([access({ permissions: ["EVENT:EDIT"], flags: [] }), failingOnce]);
    expect((await screen.findByTestId("permissions")).textContent).toBe("EVENT:EDIT");

    act(() => {
      window.dispatchEvent(new Event("focus"));
    });
    await waitFor(() => expect(failed).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(screen.queryByText("Something went wrong while signing you in")).toBeNull();
    expect(screen.getByTestId("permissions").textContent).toBe("EVENT:EDIT");
  });
});
