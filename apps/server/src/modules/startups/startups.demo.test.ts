import {
  isFoundingYear,
  MEMBER_ROLE_MAX,
  STARTUP_DESCRIPTION_MAX,
  STARTUP_NAME_MAX,
} from "@launchpad/domain/startups";
import { describe, expect, it } from "vitest";
import { DEMO_TENANTS } from "../../db/seed/demo-data.ts";
import { DEMO_STARTUPS } from "./demo-startups.ts";

const SEEDED_ON = new Date("2026-01-01T00:00:00Z");

describe.each(DEMO_TENANTS.map((t) => [t.slug, t] as const))("the demo startups of %s", (slug, tenant) => {
  const data = DEMO_STARTUPS[slug];
  const people = new Set(tenant.users.map((u) => u.local));
  const names = new Set(data?.startups.map((s) => s.name));

  it("have valid profiles: unique names, founding years 1950 to the year of seeding, roles", () => {
    expect(data).toBeDefined();
    expect(names.size).toBe(data?.startups.length);
    for (const s of data?.startups ?? []) {
      expect(s.name.length).toBeLessThanOrEqual(STARTUP_NAME_MAX);
      expect(s.description.length).toBeLessThanOrEqual(STARTUP_DESCRIPTION_MAX);
      expect(isFoundingYear(s.foundingYear, SEEDED_ON), `${s.name} ${s.foundingYear}`).toBe(true);
      expect(s.website).toMatch(/^https:\/\//);
      for (const m of s.members) {
        expect(people, m.local).toContain(m.local);
        expect(m.role.length).toBeLessThanOrEqual(MEMBER_ROLE_MAX);
      }
    }
  });

  it("name only people and startups the tenant has, and programmes that end after they start", () => {
    for (const p of data?.programs ?? []) {
      expect(people).toContain(p.admin);
      for (const local of p.members) expect(people).toContain(local);
      for (const name of p.startups) expect(names).toContain(name);
      expect(p.endsOn > p.startsOn, p.name).toBe(true);
    }
    for (const a of data?.assignments ?? []) {
      expect(people).toContain(a.user);
      for (const name of a.startups) expect(names).toContain(name);
    }
  });

  it("keep newfounder@ without a startup", () => {
    expect(people).toContain("newfounder");
    expect(data?.startups.flatMap((s) => s.members.map((m) => m.local))).not.toContain("newfounder");
  });
});

describe("the demo's startup counts", () => {
  it("lets staff of Demo Accelerator run a batch on ten startups, without a limit", () => {
    expect(DEMO_STARTUPS.demo?.startups.length).toBeGreaterThanOrEqual(12);
    expect(DEMO_TENANTS.find((t) => t.slug === "demo")?.plan.limits.startup).toBe(0);
  });

  it("puts Orbit Labs at its plan's startup limit", () => {
    const orbit = DEMO_TENANTS.find((t) => t.slug === "orbit");
    expect(orbit?.plan.limits.startup).toBe(DEMO_STARTUPS.orbit?.startups.length);
  });
});
