import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds } from "../../test/harness.ts";
import {
  addMember,
  harness,
  makeIndustry,
  makeProgram,
  makeStartups,
  makeTag,
  setRoleKey,
  tenantIdOf,
  userIdOf,
} from "./startup-admin.test-support.ts";

const LIST = `query Q($filter: AdminStartupsFilter, $page: Int!, $pageSize: Int!) {
  adminStartups(filter: $filter, page: $page, pageSize: $pageSize) {
    total page pageSize
    items { id name memberCount connectionCount members { fullName } programs { name } tags { name } industries { name } }
  }
}`;

type Page = {
  total: number;
  items: {
    id: string;
    name: string;
    memberCount: number;
    programs: { name: string }[];
    tags: { name: string }[] | null;
  }[];
};

describe.each(databaseKinds("both"))("adminStartups on %s", (kind) => {
  const t = useTestApp(kind);
  const { call, ok, errorName } = harness(t);
  let ids: string[] = [];
  let program = "";
  let tag = "";
  let industry = "";
  let tenant = "";

  const list = async (filter: Record<string, unknown>, page = 1, pageSize = 20, email = "admin@demo.test") =>
    ok(await call(email, LIST, { filter: { search: "Listed", ...filter }, page, pageSize }))
      .adminStartups as Page;

  beforeAll(async () => {
    tenant = await tenantIdOf(t.database);
    ids = await makeStartups(t.database, tenant, "Listed", 5);
    program = await makeProgram(t.database, tenant, "Admin Cohort", [ids[0] ?? "", ids[1] ?? ""]);
    tag = await makeTag(t.database, tenant, "Admin Deeptech", [ids[1] ?? "", ids[2] ?? ""]);
    industry = await makeIndustry(t.database, tenant, "Admin Agritech", [ids[1] ?? "", ids[3] ?? ""]);
    await addMember(
      t.database,
      tenant,
      ids[0] ?? "",
      await userIdOf(t.database, tenant, "cofounder2@demo.test"),
    );
  });

  it("lists every startup by name with members, programmes, tags and industries, a page at a time", async () => {
    const all = await list({});
    expect(all.total).toBe(5);
    expect(all.items.map((s) => s.name)).toEqual([
      "Listed 01",
      "Listed 02",
      "Listed 03",
      "Listed 04",
      "Listed 05",
    ]);
    expect(all.items[0]).toMatchObject({ memberCount: 1, programs: [{ name: "Admin Cohort" }] });
    expect(all.items[1]?.tags).toEqual([{ name: "Admin Deeptech" }]);
    const second = await list({}, 2, 2);
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(second.items.map((s) => s.name)).toEqual(["Listed 03", "Listed 04"]);
  });

  it("filters by programme, tag and industry (any value within one, every filter together)", async () => {
    expect((await list({ programIds: [program] })).items.map((s) => s.id)).toEqual([ids[0], ids[1]]);
    expect((await list({ tagIds: [tag] })).items.map((s) => s.id)).toEqual([ids[1], ids[2]]);
    expect((await list({ industryIds: [industry] })).items.map((s) => s.id)).toEqual([ids[1], ids[3]]);
    const all = await list({ programIds: [program], tagIds: [tag], industryIds: [industry] });
    expect(all.items.map((s) => s.id)).toEqual([ids[1]]);
    expect((await list({ search: "Listed 05" })).items.map((s) => s.id)).toEqual([ids[4]]);
  });

  it("refuses the roles outside the programme managers and bad input", async () => {
    expect(errorName(await call("coach@demo.test", LIST, { page: 1, pageSize: 20 }))).toBe("ForbiddenError");
    expect(ok(await call("staff@demo.test", LIST, { page: 1, pageSize: 20 }))).toBeTruthy();
    expect(errorName(await call("founder@demo.test", LIST, { page: 1, pageSize: 20 }))).toBe(
      "ForbiddenError",
    );
    const bad = await call("admin@demo.test", LIST, { page: 0, pageSize: 500, filter: { tagIds: ["x"] } });
    expect(errorName(bad)).toBe("ValidationError");
  });

  it("with STARTUP_FILE:VIEW for assigned startups, lists only the viewer's connected startups", async () => {
    await setRoleKey(t.database, tenant, "SubAdmin", "STARTUP_FILE:VIEW", "ASSIGNED");
    try {
      const none = await list({}, 1, 20, "subadmin@demo.test");
      expect(none.total).toBe(0);
      const subadmin = await userIdOf(t.database, tenant, "subadmin@demo.test");
      await addMember(t.database, tenant, ids[2] ?? "", subadmin);
      expect((await list({}, 1, 20, "subadmin@demo.test")).items.map((s) => s.id)).toEqual([ids[2]]);
    } finally {
      await setRoleKey(t.database, tenant, "SubAdmin", "STARTUP_FILE:VIEW", "ALL");
    }
  });

  it("offers supporters and cofounders to pick", async () => {
    const supporters = ok(
      await call(
        "admin@demo.test",
        `{ startupAdminPeople(group: SUPPORTERS, search: "coach") { email roleName } }`,
      ),
    ).startupAdminPeople as { email: string }[];
    expect(supporters.map((p) => p.email)).toContain("coach@demo.test");
    const cofounders = ok(
      await call("admin@demo.test", "{ startupAdminPeople(group: COFOUNDERS, limit: 50) { email } }"),
    ).startupAdminPeople as { email: string }[];
    expect(cofounders.map((p) => p.email)).toContain("founder@demo.test");
    expect(cofounders.map((p) => p.email)).not.toContain("coach@demo.test");
  });
});
