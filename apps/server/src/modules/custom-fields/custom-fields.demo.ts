import type { CustomFieldEntity, CustomFieldInput } from "@launchpad/domain/custom-fields";
import type { Answer } from "@launchpad/domain/forms";
import type { DemoSeed, DemoSeedContext } from "../../db/seed/demo-seed.ts";
import { startupsOfMember } from "../startups/index.ts";
import {
  findFields,
  findFieldsByKeys,
  findValues,
  insertField,
  nextPosition,
} from "./custom-fields.repository.ts";
import { writeValues } from "./values.service.ts";

/**
 * Demo custom fields (docs/demo-data.md, docs/custom-fields.md): three user fields and three
 * startup fields in every demo tenant, and values for the demo founders and the founder's
 * first startup. The forms module's demo builds the profile layouts from them (by key).
 */
const FIELDS: CustomFieldInput[] = [
  {
    entity: "user",
    key: "linkedin_profile",
    fieldType: "text_link",
    label: {
      en: "LinkedIn profile",
      fr: "Profil LinkedIn",
      de: "LinkedIn-Profil",
      es: "Perfil de LinkedIn",
      pt: "Perfil do LinkedIn",
      ar: "ملف LinkedIn الشخصي",
      id: "Profil LinkedIn",
      ja_JP: "LinkedIn プロフィール",
      ko: "LinkedIn 프로필",
      uk: "Профіль LinkedIn",
    },
  },
  {
    entity: "user",
    key: "years_of_experience",
    fieldType: "number",
    label: {
      en: "Years of experience",
      fr: "Années d'expérience",
      de: "Jahre Berufserfahrung",
      es: "Años de experiencia",
      pt: "Anos de experiência",
      ar: "سنوات الخبرة",
      id: "Tahun pengalaman",
      ja_JP: "経験年数",
      ko: "경력 연수",
      uk: "Років досвіду",
    },
    validations: { min: 0, max: 70 },
  },
  {
    entity: "user",
    key: "languages_spoken",
    fieldType: "select_checkbox",
    label: {
      en: "Languages spoken",
      fr: "Langues parlées",
      de: "Gesprochene Sprachen",
      es: "Idiomas hablados",
      pt: "Idiomas falados",
      ar: "اللغات المحكية",
      id: "Bahasa yang dikuasai",
      ja_JP: "話せる言語",
      ko: "구사 언어",
      uk: "Мови, якими володіє",
    },
    options: [
      {
        value: "en",
        labels: { en: "English", fr: "Anglais", ar: "الإنجليزية", de: "Englisch", es: "Inglés" },
      },
      {
        value: "fr",
        labels: { en: "French", fr: "Français", ar: "الفرنسية", de: "Französisch", es: "Francés" },
      },
      {
        value: "es",
        labels: { en: "Spanish", fr: "Espagnol", ar: "الإسبانية", de: "Spanisch", es: "Español" },
      },
      { value: "ar", labels: { en: "Arabic", fr: "Arabe", ar: "العربية", de: "Arabisch", es: "Árabe" } },
      {
        value: "other",
        labels: { en: "Other", fr: "Autre", ar: "أخرى", de: "Andere", es: "Otro" },
        isWriteIn: true,
      },
    ],
  },
  {
    entity: "startup",
    key: "team_size",
    fieldType: "number",
    label: {
      en: "Team size",
      fr: "Taille de l'équipe",
      de: "Teamgröße",
      es: "Tamaño del equipo",
      pt: "Tamanho da equipe",
      ar: "حجم الفريق",
      id: "Ukuran tim",
      ja_JP: "チームの人数",
      ko: "팀 규모",
      uk: "Розмір команди",
    },
    validations: { min: 1, max: 10_000 },
  },
  {
    entity: "startup",
    key: "funding_stage",
    fieldType: "select_dropdown",
    label: {
      en: "Funding stage",
      fr: "Stade de financement",
      de: "Finanzierungsphase",
      es: "Etapa de financiación",
      pt: "Estágio de financiamento",
      ar: "مرحلة التمويل",
      id: "Tahap pendanaan",
      ja_JP: "資金調達ステージ",
      ko: "투자 단계",
      uk: "Етап фінансування",
    },
    options: [
      {
        value: "bootstrapped",
        labels: {
          en: "Bootstrapped",
          fr: "Autofinancé",
          ar: "تمويل ذاتي",
          de: "Eigenfinanziert",
          es: "Autofinanciado",
        },
      },
      {
        value: "pre_seed",
        labels: { en: "Pre-seed", fr: "Pré-amorçage", ar: "ما قبل البذرة", de: "Pre-Seed", es: "Presemilla" },
      },
      { value: "seed", labels: { en: "Seed", fr: "Amorçage", ar: "البذرة", de: "Seed", es: "Semilla" } },
      {
        value: "series_a",
        labels: { en: "Series A", fr: "Série A", ar: "الجولة أ", de: "Serie A", es: "Serie A" },
      },
    ],
  },
  {
    entity: "startup",
    key: "incorporation_date",
    fieldType: "date",
    label: {
      en: "Incorporation date",
      fr: "Date de constitution",
      de: "Gründungsdatum",
      es: "Fecha de constitución",
      pt: "Data de constituição",
      ar: "تاريخ التأسيس",
      id: "Tanggal pendirian",
      ja_JP: "設立日",
      ko: "법인 설립일",
      uk: "Дата реєстрації",
    },
  },
];

const USER_VALUES: Record<string, Record<string, Answer>> = {
  founder: {
    linkedin_profile: { textValue: "https://www.linkedin.com/in/demo-founder" },
    years_of_experience: { numberValue: 6 },
    languages_spoken: { arrayValue: ["en", "fr"] },
  },
  cofounder2: {
    years_of_experience: { numberValue: 3 },
    languages_spoken: { arrayValue: ["en", "es"] },
  },
};

const STARTUP_VALUES: Record<string, Answer> = {
  team_size: { numberValue: 4 },
  funding_stage: { arrayValue: ["pre_seed"] },
  incorporation_date: { textValue: "2025-03-14" },
};

async function seedValues(
  ctx: DemoSeedContext,
  entity: CustomFieldEntity,
  entityId: string,
  byKey: Record<string, Answer>,
) {
  const fields = await findFieldsByKeys(ctx.db, ctx.tenant, entity, Object.keys(byKey));
  const existing = new Set(
    (
      await findValues(
        ctx.db,
        ctx.tenant,
        entityId,
        fields.map((f) => f.id),
      )
    ).map((v) => v.fieldId),
  );
  const values: Record<string, Answer> = {};
  for (const field of fields) {
    const value = byKey[field.key];
    if (value && !existing.has(field.id)) values[field.id] = value;
  }
  if (Object.keys(values).length > 0) await writeValues(ctx, entity, entityId, values);
}

export const customFieldsDemo: DemoSeed = {
  after: ["users", "startups"],
  async seed(ctx) {
    const existing = new Set(
      (await findFields(ctx.db, ctx.tenant, { includeArchived: true })).map((f) => `${f.entity}:${f.key}`),
    );
    for (const field of FIELDS) {
      if (existing.has(`${field.entity}:${field.key}`)) continue;
      await insertField(ctx.db, ctx.tenant, {
        entity: field.entity,
        key: field.key,
        fieldType: field.fieldType,
        label: field.label,
        description: null,
        options: field.options ?? null,
        validations: field.validations ?? null,
        position: await nextPosition(ctx.db, ctx.tenant, field.entity),
      });
    }
    for (const [person, byKey] of Object.entries(USER_VALUES)) {
      const userId = ctx.ids.people.get(person);
      if (userId) await seedValues(ctx, "user", userId, byKey);
    }
    const founderId = ctx.ids.people.get("founder");
    const startup = founderId ? (await startupsOfMember(ctx, founderId))[0] : undefined;
    if (startup) await seedValues(ctx, "startup", startup.id, STARTUP_VALUES);
  },
};
