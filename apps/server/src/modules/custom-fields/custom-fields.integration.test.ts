import { DEFAULT_PLAN } from "@launchpad/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customFieldValues, incubators, startups, users } from "../../db/schema/index.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds, type GraphQLBody } from "../../test/harness.ts";

type Field = {
  id: string;
  key: string;
  fieldType: string;
  archived: boolean;
  position: number;
  valueCount: number;
};
const FIELD = "id key fieldType archived position valueCount labelText";
const LIST = `query Q($e: CustomFieldEntity, $a: Boolean) { customFields(entity: $e, includeArchived: $a) { ${FIELD} } }`;
const CREATE = `mutation M($input: CustomFieldInput!) { createCustomField(input: $input) { ${FIELD} } }`;
const UPDATE = `mutation M($id: ID!, $input: CustomFieldInput!) { updateCustomField(id: $id, input: $input) { ${FIELD} } }`;
const ARCHIVE = `mutation M($id: ID!) { archiveCustomField(id: $id) { ${FIELD} } }`;
const RESTORE = `mutation M($id: ID!) { restoreCustomField(id: $id) { ${FIELD} } }`;
const MOVE = `mutation M($id: ID!, $p: Int!) { moveCustomField(id: $id, position: $p) { ${FIELD} } }`;
const VALUES = "query Q($e: CustomFieldEntity!, $id: ID!) { customFieldValues(entity: $e, entityId: $id) }";
const SET =
  "mutation M($e: CustomFieldEntity!, $id: ID!, $v: JSON!) { setCustomFieldValues(entity: $e, entityId: $id, values: $v) }";

const ok = (body: GraphQLBody) => {
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return (body.data ?? {}) as Record<string, unknown>;
};
const errorOf = (body: GraphQLBody) => body.errors?.[0]?.extensions as Record<string, unknown> | undefined;

describe.each(databaseKinds("both"))("custom fields and their values on %s", (kind) => {
  const t = useTestApp(kind);
  const as = async (local: string) => t.signIn(`${local}@demo.test`);
  const call = async (who: { token: string }, query: string, variables?: Record<string, unknown>) =>
    (await gqlAs(t.app, who.token, query, variables)).body;
  const userId = async (local: string) =>
    (
      await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, `${local}@demo.test`))
    )[0]?.id ?? "";
  const startupId = async (name: string) =>
    (await t.database.db.select().from(startups).where(eq(startups.name, name)))[0]?.id ?? "";
  const fieldByKey = async (entity: string, key: string) => {
    const list = ok(await call(await as("admin"), LIST, { e: entity, a: true })).customFields as Field[];
    return list.find((f) => f.key === key) as Field;
  };

  it("lists the demo fields in order, with their value counts", async () => {
    const list = ok(await call(await as("founder"), LIST, { e: "user" })).customFields as Field[];
    expect(list.map((f) => [f.key, f.fieldType, f.valueCount])).toEqual([
      ["linkedin_profile", "text_link", 1],
      ["years_of_experience", "number", 2],
      ["languages_spoken", "select_checkbox", 2],
    ]);
  });

  it("creates, edits, reorders, archives and restores a field; refuses a taken key and bad options", async () => {
    const admin = await as("staff");
    const input = {
      entity: "user",
      key: "github",
      fieldType: "text_link",
      label: { en: "GitHub", fr: "GitHub" },
    };
    const made = ok(await call(admin, CREATE, { input })).createCustomField as Field;
    expect(made).toMatchObject({ key: "github", position: 3, valueCount: 0, archived: false });
    const taken = errorOf(await call(admin, CREATE, { input: { ...input, key: "GitHub".toLowerCase() } }));
    expect(taken?.fieldErrors).toEqual([{ path: "key", code: "INVALID", params: { reason: "KEY_TAKEN" } }]);
    const badKey = errorOf(await call(admin, CREATE, { input: { ...input, key: "Git Hub" } }));
    expect(badKey?.fieldErrors).toEqual([{ path: "key", code: "INVALID_FORMAT" }]);
    const noOptions = errorOf(
      await call(admin, CREATE, { input: { ...input, key: "stack", fieldType: "select_radio" } }),
    );
    expect(noOptions?.fieldErrors).toEqual([{ path: "options", code: "REQUIRED" }]);
    // The same key for startups is another field.
    ok(await call(admin, CREATE, { input: { ...input, entity: "startup" } }));

    const moved = ok(await call(admin, MOVE, { id: made.id, p: 0 })).moveCustomField as Field;
    expect(moved.position).toBe(0);
    const order = ok(await call(admin, LIST, { e: "user" })).customFields as Field[];
    expect(order.map((f) => f.key)).toEqual([
      "github",
      "linkedin_profile",
      "years_of_experience",
      "languages_spoken",
    ]);

    const renamed = ok(
      await call(admin, UPDATE, {
        id: made.id,
        input: { ...input, key: "github_profile", fieldType: "text" },
      }),
    ).updateCustomField as Field;
    expect(renamed).toMatchObject({ key: "github_profile", fieldType: "text" });
    const moveEntity = errorOf(
      await call(admin, UPDATE, { id: made.id, input: { ...input, entity: "startup" } }),
    );
    expect(moveEntity?.fieldErrors).toEqual([
      { path: "entity", code: "INVALID", params: { reason: "ENTITY_FIXED" } },
    ]);

    expect((ok(await call(admin, ARCHIVE, { id: made.id })).archiveCustomField as Field).archived).toBe(true);
    const live = ok(await call(admin, LIST, { e: "user" })).customFields as Field[];
    expect(live.map((f) => f.key)).not.toContain("github_profile");
    expect((ok(await call(admin, RESTORE, { id: made.id })).restoreCustomField as Field).archived).toBe(
      false,
    );
  });

  it("keeps a field's type once values exist", async () => {
    const admin = await as("admin");
    const years = await fieldByKey("user", "years_of_experience");
    const change = errorOf(
      await call(admin, UPDATE, {
        id: years.id,
        input: { entity: "user", key: "years_of_experience", fieldType: "text", label: { en: "Years" } },
      }),
    );
    expect(change).toMatchObject({ name: "ConflictError", reason: "TYPE_HAS_VALUES", valueCount: 2 });
    expect((await fieldByKey("user", "years_of_experience")).fieldType).toBe("number");
  });

  it("refuses field editing when the feature flag is off or the plan lacks it", async () => {
    const admin = await as("admin");
    const input = { entity: "user", key: "x_handle", fieldType: "text", label: { en: "X" } };
    const db = t.database.db;
    await db
      .update(incubators)
      .set({ featureFlags: { customFieldsEdit: { enabled: false, activated: false } } })
      .where(eq(incubators.slug, "demo"));
    expect(errorOf(await call(admin, CREATE, { input }))).toMatchObject({
      name: "ForbiddenError",
      reason: "FEATURE_OFF",
    });
    await db.update(incubators).set({ featureFlags: {} }).where(eq(incubators.slug, "demo"));
    const [demo] = await db.select().from(incubators).where(eq(incubators.slug, "demo"));
    await db
      .update(incubators)
      .set({ plan: { ...DEFAULT_PLAN, features: [] } })
      .where(eq(incubators.slug, "demo"));
    expect(errorOf(await call(admin, CREATE, { input }))).toMatchObject({
      name: "ForbiddenError",
      reason: "PLAN",
    });
    await db
      .update(incubators)
      .set({ plan: demo?.plan ?? null })
      .where(eq(incubators.slug, "demo"));
    // A founder is not of the setup roles.
    expect(errorOf(await call(await as("founder"), CREATE, { input }))?.name).toBe("ForbiddenError");
  });

  it("lets a founder set their own values, checked per field, and no one else's", async () => {
    const founder = await as("founder");
    const me = await userId("founder");
    const years = await fieldByKey("user", "years_of_experience");
    const link = await fieldByKey("user", "linkedin_profile");
    const languages = await fieldByKey("user", "languages_spoken");

    const bad = errorOf(
      await call(founder, SET, {
        e: "user",
        id: me,
        v: {
          [years.id]: { numberValue: 99 },
          [link.id]: { textValue: "not a link" },
          [languages.id]: { arrayValue: ["xx"] },
        },
      }),
    );
    expect(bad?.fieldErrors).toEqual(
      expect.arrayContaining([
        { path: years.id, code: "TOO_BIG", params: { max: 70 } },
        { path: link.id, code: "INVALID_URL" },
        { path: languages.id, code: "INVALID_CHOICE" },
      ]),
    );
    const before = ok(await call(founder, VALUES, { e: "user", id: me })).customFieldValues as Record<
      string,
      unknown
    >;
    expect(before[years.id]).toEqual({ numberValue: 6 });

    const after = ok(
      await call(founder, SET, {
        e: "user",
        id: me,
        v: {
          [years.id]: { numberValue: 7 },
          [link.id]: null,
          [languages.id]: { arrayValue: ["ar", "other"], textValue: " Tamil " },
        },
      }),
    ).setCustomFieldValues as Record<string, unknown>;
    expect(after[years.id]).toEqual({ numberValue: 7 });
    expect(after[link.id]).toBeUndefined();
    expect(after[languages.id]).toEqual({ arrayValue: ["ar", "other"], textValue: "Tamil" });
    const rows = await t.database.db
      .select()
      .from(customFieldValues)
      .where(eq(customFieldValues.entityId, me));
    expect(rows).toHaveLength(2);

    // Another founder's profile: not theirs to change.
    const other = await userId("cofounder2");
    expect(
      errorOf(await call(founder, SET, { e: "user", id: other, v: { [years.id]: { numberValue: 1 } } }))
        ?.name,
    ).toBe("ForbiddenError");
    // An admin (USER:EDIT) may.
    ok(await call(await as("admin"), SET, { e: "user", id: other, v: { [years.id]: { numberValue: 4 } } }));
    // A value for a startup field on a user is unknown there.
    const team = await fieldByKey("startup", "team_size");
    const wrong = errorOf(
      await call(founder, SET, { e: "user", id: me, v: { [team.id]: { numberValue: 3 } } }),
    );
    expect(wrong?.fieldErrors).toEqual([{ path: team.id, code: "UNKNOWN_FIELD", params: { keys: team.id } }]);
  });

  it("lets cofounders edit their startup's values and hides them from those who may not see the startup", async () => {
    const nimbus = await startupId("Nimbus Analytics");
    const greenloop = await startupId("GreenLoop");
    const team = await fieldByKey("startup", "team_size");
    const stage = await fieldByKey("startup", "funding_stage");
    const cofounder = await as("cofounder2");
    const set = ok(
      await call(cofounder, SET, {
        e: "startup",
        id: nimbus,
        v: { [team.id]: { numberValue: 5 }, [stage.id]: { arrayValue: ["seed"] } },
      }),
    ).setCustomFieldValues as Record<string, unknown>;
    expect(set[team.id]).toEqual({ numberValue: 5 });
    const twoStages = errorOf(
      await call(cofounder, SET, {
        e: "startup",
        id: nimbus,
        v: { [stage.id]: { arrayValue: ["seed", "series_a"] } },
      }),
    );
    expect(twoStages?.fieldErrors).toEqual([{ path: stage.id, code: "TOO_MANY", params: { max: 1 } }]);
    // founder@ is not a cofounder of GreenLoop.
    const refused = errorOf(
      await call(cofounder, SET, { e: "startup", id: greenloop, v: { [team.id]: { numberValue: 2 } } }),
    );
    expect(["ForbiddenError", "NotFoundError"]).toContain(refused?.name);
    ok(await call(await as("admin"), VALUES, { e: "startup", id: nimbus }));
    // An applicant sees no startup (startupAccess NONE by default).
    expect(errorOf(await call(await as("applicant"), VALUES, { e: "startup", id: nimbus }))?.name).toBe(
      "NotFoundError",
    );
  });
});
