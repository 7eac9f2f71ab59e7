import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { languageOf } from "../../../test/language.ts";
import { renderPage } from "../../../test/render-page.tsx";
import { card } from "../test/booking.fixtures.ts";
import { ProfileCard } from "./profile-card.tsx";

describe("ProfileCard", () => {
  it("names a built-in role in the user's language, a custom one by its own label", async () => {
    const language = await languageOf("ar");
    const { unmount } = renderPage(<ProfileCard user={card("u-carl", "Carl Coachman", "Coach")} />, {
      language,
    });
    expect(screen.getByText("مدرب")).toBeTruthy();
    unmount();

    renderPage(<ProfileCard user={card("u-vera", "Vera Partner", "Venture Partner", "Mentor")} />, {
      language,
    });
    expect(screen.getByText("Venture Partner")).toBeTruthy();
  });
});
