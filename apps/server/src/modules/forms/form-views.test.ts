import type { FormDefinition } from "@launchpad/domain/forms";
import { describe, expect, it } from "vitest";
import { setAttachmentSigningSecret } from "../attachments/index.ts";
import { claimsOf, fileUrlsOf } from "./file-answers.ts";
import { formView, titleOf } from "./form-views.ts";
import type { FormRow, FormVersionRow } from "./forms.tables.ts";
import { scoreOfAnswers } from "./scoring.ts";

/** The pure parts of the forms module: views of versions, file answers' claims and addresses, scores. */
const DEF: FormDefinition = {
  locales: ["fr", "en"],
  title: { en: "Pitch", fr: "Pitch (fr)" },
  questions: [
    {
      id: "team",
      questionType: "select_radio",
      label: { en: "Team" },
      weight: 2,
      options: [
        { value: "weak", labels: { en: "Weak" }, numericalValue: 1 },
        { value: "strong", labels: { en: "Strong" }, numericalValue: 4 },
      ],
    },
    { id: "deck", questionType: "file", label: { en: "Deck" } },
    { id: "pitch", questionType: "video", label: { en: "Pitch" } },
  ],
};
const at = new Date("2026-11-24T10:00:00Z");
const form = {
  id: "f",
  kind: "evaluation",
  status: "published",
  shareUuid: "s",
  createdAt: at,
  updatedAt: at,
} as FormRow;
const version = (number: number, status: "draft" | "published", title = "T"): FormVersionRow => ({
  id: `v${number}`,
  incubatorId: "i",
  formId: "f",
  number,
  status,
  definition: { ...DEF, title: { en: title } },
  publishedAt: status === "published" ? at : null,
  createdAt: at,
  updatedAt: at,
});

describe("form views", () => {
  it("orders versions newest first; the current one is the newest, the published one the newest published", () => {
    const view = formView(
      form,
      [version(1, "published", "One"), version(3, "draft", "Three"), version(2, "published", "Two")],
      new Map([
        ["v1", 2],
        ["v2", 5],
      ]),
    );
    expect(view.versions.map((v) => v.number)).toEqual([3, 2, 1]);
    expect(view.currentVersion.number).toBe(3);
    expect(view.publishedVersion?.number).toBe(2);
    expect(view.title).toBe("Three");
    expect(view.answerCount).toBe(7);
    expect(view.currentVersion.maxScore).toBe(8);
    expect(
      formView({ ...form, kind: "feedback" }, [version(1, "draft")], new Map()).currentVersion.maxScore,
    ).toBeNull();
  });

  it("titles a definition in its first language", () => {
    expect(titleOf(DEF)).toBe("Pitch (fr)");
    expect(titleOf({ ...DEF, title: { en: "Only English" } })).toBe("Only English");
  });

  it("scores evaluation and quiz responses only", () => {
    const kept = { team: { arrayValue: ["strong"] } };
    expect(scoreOfAnswers("evaluation", DEF, kept)).toBe(8);
    expect(scoreOfAnswers("quiz", DEF, kept)).toBe(8);
    expect(scoreOfAnswers("feedback", DEF, kept)).toBeNull();
  });
});

describe("file answers", () => {
  setAttachmentSigningSecret("a test secret for the signed addresses");
  const answers = {
    deck: { arrayValue: [{ id: "d1", name: "a.pdf", size: 1, type: "application/pdf" }, "junk"] },
    pitch: { arrayValue: [{ id: "v1", name: "p.mp4", size: 1, type: "video/mp4" }] },
    team: { arrayValue: ["strong"] },
  };

  it("claims documents and videos apart", () => {
    expect(claimsOf(DEF, answers)).toEqual({ files: ["d1"], videos: ["v1"] });
  });

  it("reads documents with the token and plays videos from a signed address", () => {
    const urls = fileUrlsOf(DEF, answers);
    expect(urls.d1).toBe("/api/attachments/d1/content");
    expect(urls.v1).toMatch(/^\/api\/attachments\/v1\/content\?sig=[\w-]{32}$/);
    expect(Object.keys(urls)).toEqual(["d1", "v1"]);
  });
});
