import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SharedFormQuery } from "../api/shared-form.query.ts";
import { fileNameOf } from "../lib/download-pdf.ts";
import { renderWithFormTexts } from "../test/render-form.tsx";
import { DownloadFormPage } from "./download-form-page.tsx";
import { ShareFormPage } from "./share-form-page.tsx";

afterEach(() => window.localStorage.clear());

describe("the public form pages", { timeout: 15_000 }, () => {
  it("preview a shared form, saying that answers are not saved", async () => {
    renderWithFormTexts(<ShareFormPage uuid="u1" />, {
      mocks: [
        {
          request: { query: SharedFormQuery, variables: { uuid: "u1" } },
          result: {
            data: {
              sharedForm: {
                __typename: "SharedForm",
                kind: "feedback",
                title: "Programme feedback",
                versionNumber: 2,
                definition: {
                  locales: ["en"],
                  title: { en: "Programme feedback" },
                  questions: [{ id: "name", questionType: "text", label: { en: "Your name" } }],
                },
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Programme feedback" })).toBeTruthy();
    expect(screen.getByTestId("preview-banner").textContent).toBe("Preview: answers are not saved");
    expect(screen.getByRole("textbox", { name: "Your name [Optional]" })).toBeTruthy();
  });

  it("say a missing shared form is not there", async () => {
    renderWithFormTexts(<ShareFormPage uuid="u2" />, {
      mocks: [
        {
          request: { query: SharedFormQuery, variables: { uuid: "u2" } },
          result: { data: { sharedForm: null } },
        },
      ],
    });
    expect(await screen.findByText("This form does not exist or is not open to you.")).toBeTruthy();
  });

  it("send a visitor to sign in before downloading, and back", () => {
    renderWithFormTexts(<DownloadFormPage formId="f1" />, { path: "/download/forms/f1?response=r1" });
    expect(screen.getByTestId("location").textContent).toBe(
      `/login?returnTo=${encodeURIComponent("/download/forms/f1?response=r1")}`,
    );
  });

  it("read a file name from Content-Disposition", () => {
    expect(fileNameOf(`attachment; filename="a.pdf"`)).toBe("a.pdf");
    expect(
      fileNameOf(
        `attachment; filename="x.pdf"; filename*=UTF-8''%D8%A7%D8%B3%D8%AA%D8%A8%D9%8A%D8%A7%D9%86.pdf`,
      ),
    ).toBe("استبيان.pdf");
    expect(fileNameOf(null)).toBeNull();
  });
});
