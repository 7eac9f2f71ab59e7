import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { RestClient } from "../../../lib/rest/rest-client.ts";
import { languageOf } from "../../../test/language.ts";
import { renderPage } from "../../../test/render-page.tsx";
import type { Invitation } from "../api/invitation.request.ts";
import { AcceptInvitationPage } from "./accept-invitation-page.tsx";

const answering = (invitation: Invitation): RestClient => ({
  request: <T,>() => Promise.resolve(invitation as T),
});

const invitation = (roleType: string, roleLabel: string, roleIsCustom = false): Invitation => ({
  email: "nia@example.com",
  roleLabel,
  roleType,
  roleIsCustom,
  incubatorName: "Demo Accelerator",
});

describe("AcceptInvitationPage", () => {
  it("names a built-in role in the visitor's language, a custom one by its own label", async () => {
    const language = await languageOf("ar");
    const { unmount } = renderPage(<AcceptInvitationPage token="t1" />, {
      rest: answering(invitation("Coach", "Coach")),
      language,
    });
    expect(await screen.findByText("مدرب")).toBeTruthy();
    unmount();

    renderPage(<AcceptInvitationPage token="t2" />, {
      rest: answering(invitation("Mentor", "Venture Partner", true)),
      language,
    });
    expect(await screen.findByText("Venture Partner")).toBeTruthy();
  });
});
