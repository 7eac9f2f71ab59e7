import { describe, expect, it } from "vitest";
import { documentMetadata } from "./document-metadata.ts";

describe("documentMetadata", () => {
  it.each([
    {
      case: "active SEO settings",
      seo: { active: true, seoTitle: "Demo | Programmes", seoDescription: "Apply now" },
      expected: { title: "Demo | Programmes", description: "Apply now" },
    },
    {
      case: "inactive SEO settings",
      seo: { active: false, seoTitle: "Demo | Programmes", seoDescription: "Apply now" },
      expected: { title: "Demo Accelerator", description: null },
    },
    {
      case: "active but blank",
      seo: { active: true, seoTitle: "  ", seoDescription: null },
      expected: { title: "Demo Accelerator", description: null },
    },
  ])("$case", ({ seo, expected }) => {
    expect(documentMetadata({ name: "Demo Accelerator", incubatorSeo: seo })).toEqual(expected);
  });
});
