import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { SupportEmailQuery } from "../api/support-email.query.ts";
import { ErrorPage } from "./error-page.tsx";

function supportEmailMock(address: string | null) {
  return {
    request: { query: SupportEmailQuery },
    result: {
      data: {
        incubator: {
          __typename: "Incubator" as const,
          id: "1",
          supportEmail: { __typename: "EmailAddress" as const, address },
        },
      },
    },
  };
}

describe("ErrorPage", () => {
  it("mails the organisation's support address and refreshes on request", async () => {
    const onRefresh = vi.fn();
    renderPage(<ErrorPage details="Forbidden" onRefresh={onRefresh} />, {
      mocks: [supportEmailMock("help@demo.test")],
    });

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Oh oh! This is unexpected.");
    expect(screen.getByText(/^Details:/).textContent).toBe("Details: Forbidden");
    const contact = await screen.findByRole("link", { name: "Tell us what happened" });
    await vi.waitFor(() => expect(contact.getAttribute("href")).toBe("mailto:help@demo.test"));
    fireEvent.click(screen.getByRole("button", { name: "Refresh the page" }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it("falls back to the product's support address", async () => {
    renderPage(<ErrorPage onRefresh={() => {}} />, { mocks: [supportEmailMock(null)] });

    const contact = screen.getByRole("link", { name: "Tell us what happened" });
    await vi.waitFor(() => expect(contact.getAttribute("href")).toBe("mailto:support@launchpad.test"));
  });
});
