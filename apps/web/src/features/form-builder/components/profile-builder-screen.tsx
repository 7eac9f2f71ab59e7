import { useQuery } from "@apollo/client/react";
import { Container } from "@mantine/core";
import { ListLoader, LoadError } from "../../../components/list-states.tsx";
import { useLocale } from "../../../lib/i18n/locale-context.ts";
import { MissingPage } from "../../errors/index.ts";
import { BuilderProfileFormQuery } from "../api/profile-form.query.ts";
import { blankDefinition } from "../lib/question-defaults.ts";
import { definitionFrom } from "../lib/stored-definition.ts";
import { BuilderScreen } from "./builder-screen.tsx";

/**
 * /setup/profiles/entity/:id/builder, `:id` the entity (user or startup): the profile's layout
 * in the builder's profile mode (custom fields, sections, headings, paragraphs). The layout is
 * the entity's user_profile / startup_profile form, created by its first save.
 */
export function ProfileBuilderScreen({ entity }: { entity: string }) {
  const { locale } = useLocale();
  const valid = entity === "user" || entity === "startup";
  const query = useQuery(BuilderProfileFormQuery, {
    variables: { entity: entity === "startup" ? "startup" : "user" },
    skip: !valid,
    fetchPolicy: "cache-and-network",
  });
  if (!valid) return <MissingPage backTo="/setup/profile-fields" fullScreen />;
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
