import { useQuery } from "@apollo/client/react";
import type { CustomFieldEntity } from "@launchpad/domain/custom-fields";
import type { FormDefinition } from "@launchpad/domain/forms";
import { useMemo } from "react";
import { CustomFieldsQuery } from "../api/custom-fields.query.ts";
import { ProfileLayoutQuery } from "../api/profile-form.query.ts";
import { firstLayout, type ProfileField, withoutArchived } from "../lib/profile-layout.ts";

export type ProfileLayout = {
  /** The layout form, if one exists. */
  form: {
    id: string;
    status: string;
    publishedNumber: number | null;
    currentNumber: number;
    current: FormDefinition;
  } | null;
  /** What a profile shows: the published layout (without archived fields), else every live field in order. */
  definition: FormDefinition | null;
  published: boolean;
  fields: ProfileField[];
  loading: boolean;
  error: Error | undefined;
  refetch: () => Promise<unknown>;
};

const isDefinition = (value: unknown): value is FormDefinition =>
  !!value && typeof value === "object" && Array.isArray((value as FormDefinition).questions);

/** A profile's layout and the entity's fields (the layout's fallback while none is published). */
export function useProfileLayout(entity: CustomFieldEntity, title: string): ProfileLayout {
  const layout = useQuery(ProfileLayoutQuery, { variables: { entity } });
  const fieldsQuery = useQuery(CustomFieldsQuery, { variables: { entity, includeArchived: false } });
  const fields = useMemo(
    () =>
      (fieldsQuery.data?.customFields ?? []).map(
        (f): ProfileField => ({
          id: f.id,
          entity: f.entity,
          key: f.key,
          fieldType: f.fieldType as ProfileField["fieldType"],
          label: (f.label ?? {}) as ProfileField["label"],
          description: (f.description ?? null) as ProfileField["description"],
          options: (f.options ?? null) as ProfileField["options"],
          validations: (f.validations ?? null) as ProfileField["validations"],
          archived: f.archived,
        }),
      ),
    [fieldsQuery.data],
  );
  const served = layout.data?.profileForm ?? null;
  const published = isDefinition(served?.publishedVersion?.definition)
    ? served.publishedVersion.definition
    : null;
  const current = isDefinition(served?.currentVersion.definition) ? served.currentVersion.definition : null;
  const loaded = fieldsQuery.data !== undefined;
  const definition = useMemo(() => {
    if (published) return loaded ? withoutArchived(published, entity, fields) : published;
    return fields.length > 0 ? firstLayout(entity, fields, { en: title }) : null;
  }, [published, loaded, fields, entity, title]);
  return {
    form:
      served && current
        ? {
            id: served.id,
            status: served.status,
            publishedNumber: served.publishedVersion?.number ?? null,
            currentNumber: served.currentVersion.number,
            current,
          }
        : null,
    definition,
    published: published !== null,
    fields,
    loading: (layout.loading && !layout.data) || (fieldsQuery.loading && !fieldsQuery.data),
    error: layout.error ?? fieldsQuery.error,
    refetch: () => Promise.all([layout.refetch(), fieldsQuery.refetch()]),
  };
}
