import { useQuery } from "@apollo/client/react";
import { Container } from "@mantine/core";
import { ListLoader, LoadError } from "../../../components/list-states.tsx";
import { useLocale } from "../../../lib/i18n/locale-context.ts";
import { BuilderProfileFormQuery } from "../api/profile-form.query.ts";
import { blankDefinition } from "../lib/question-defaults.ts";
import { definitionFrom } from "../lib/stored-definition.ts";
import { BuilderScreen } from "./builder-screen.tsx";
import { EditFormScreen } from "./edit-form-screen.tsx";

/**
 * /setup/profiles/entity/:id/builder: the profile's layout in the builder's profile mode
 * (custom fields, sections, headings, paragraphs). `:id` is the entity (user or startup: the
 * entity's user_profile / startup_profile form, created by its first save) or the layout
 * form's own id (the profile overview's "Edit layout" links so).
 */
export function ProfileBuilderScreen({ entity }: { entity: string }) {
  if (entity !== "user" && entity !== "startup") return <EditFormScreen formId={entity} />;
  return <EntityLayoutScreen entity={entity} />;
}

function EntityLayoutScreen({ entity }: { entity: "user" | "startup" }) {
  const { locale } = useLocale();
  const query = useQuery(BuilderProfileFormQuery, {
    variables: { entity },
    fetchPolicy: "cache-and-network",
  });
  if (query.error && !query.data)
    return (
      <Container py="xl">
        <LoadError
          titleId="formBuilder.loadError"
          retryId="formBuilder.retry"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </Container>
    );
  if (!query.data) return <ListLoader />;
  const form = query.data.profileForm;
  return (
    <BuilderScreen
      key={form?.id ?? "new"}
      form={form ?? null}
      kind={entity === "startup" ? "startup_profile" : "user_profile"}
      definition={form ? definitionFrom(form.currentVersion.definition, locale) : blankDefinition(locale)}
      profile
      backTo={`/setup/profiles/entity/${entity}/overview`}
      backLabel="formBuilder.back.profile"
      onCreated={() => void query.refetch()}
    />
  );
}
