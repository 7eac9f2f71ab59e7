import { MERGE_TAGS } from "@launchpad/domain/applications";
import { describe, expect, it } from "vitest";
import { checkTemplate, type MergeValues, renderTemplate } from "./mail-templates.ts";

const values: MergeValues = {
  applicant: { firstName: "<b>Ana</b>", lastName: "Silva", fullName: "Ana Silva", email: "ana@example.test" },
  funnel: { name: "Spring", displayName: "Spring cohort" },
  round: { name: "Interview" },
  organisation: { name: "Demo & Co" },
  application: { link: "https://demo.test/application/1" },
  meeting: { link: "https://demo.test/application/1/meeting" },
  reviewerComments: "",
};

describe("checkTemplate", () => {
  it.each([
    ["Hello {{ applicant.firstName }}", null],
    ["{% if reviewerComments %}Notes: {{ reviewerComments }}{% endif %}", null],
    ["{{ applicant['fullName'] | upcase }} — {{ funnel.displayName | default: 'us' }}", null],
    ["{% comment %}note{% endcomment %}{% raw %}{{ x }}{% endraw %}", null],
    ["{{ applicant.password }}", "TEMPLATE_VARIABLE"],
    ["{{ applicant }}", "TEMPLATE_VARIABLE"],
    ["{{ applicant.constructor.name }}", "TEMPLATE_VARIABLE"],
    ["{% include 'x' %}", "TEMPLATE_TAG"],
    ["{% render 'x' %}", "TEMPLATE_TAG"],
    ["{% layout 'x' %}", "TEMPLATE_TAG"],
    ["{% assign a = 1 %}", "TEMPLATE_TAG"],
    ["{% for x in (1..1000000) %}{% endfor %}", "TEMPLATE_TAG"],
    ["{{ applicant.firstName | nope }}", "TEMPLATE_SYNTAX"],
    ["{% if %}", "TEMPLATE_SYNTAX"],
    ["{{ unclosed", "TEMPLATE_SYNTAX"],
    ["x".repeat(20_001), "TEMPLATE_TOO_LONG"],
  ])("%s → %s", (template, expected) => {
    expect(checkTemplate(template)).toBe(expected);
  });

  it("accepts every merge tag", () => {
    expect(checkTemplate(MERGE_TAGS.map((tag) => `{{ ${tag} }}`).join(" "))).toBeNull();
  });
});

describe("renderTemplate", () => {
  it("escapes values for HTML by default, not for a subject", async () => {
    const template = "Hi {{ applicant.firstName }} from {{ organisation.name }}";
    expect(await renderTemplate(template, values)).toBe("Hi &lt;b&gt;Ana&lt;/b&gt; from Demo &amp; Co");
    expect(await renderTemplate(template, values, { html: false })).toBe("Hi <b>Ana</b> from Demo & Co");
  });

  it("reads own properties only and renders conditions", async () => {
    expect(await renderTemplate("{{ applicant.constructor }}", values)).toBe("");
    expect(await renderTemplate("{% if reviewerComments %}yes{% else %}no{% endif %}", values)).toBe("no");
  });

  it("refuses a template that includes a file", async () => {
    await expect(renderTemplate("{% include '/etc/passwd' %}", values)).rejects.toThrow();
  });
});
