import { useQuery } from "@apollo/client/react";
import { FORM_KINDS, type FormKind } from "@launchpad/domain/forms";
import { Container } from "@mantine/core";
import { ListLoader, LoadError } from "../../../components/list-states.tsx";
import { useLocale } from "../../../lib/i18n/locale-context.ts";
import { MissingPage } from "../../errors/index.ts";
import { BuilderFormQuery } from "../api/form.query.ts";
import { definitionFrom } from "../lib/stored-definition.ts";
import { BuilderScreen } from "./builder-screen.tsx";

/** /admin/forms/:id/edit (and a profile layout by its form id): the stored form's draft (or newest version) in the builder. */
export function EditFormScreen({ formId }: { formId: string }) {
  const { locale } = useLocale();
  const query = useQuery(BuilderFormQuery, { variables: { id: formId }, fetchPolicy: "cache-and-network" });
  const form = query.data?.form;
  if (query.error && !form)
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
  if (!form) return <MissingPage backTo="/admin/forms" fullScreen />;
  const kind: FormKind = FORM_KINDS.includes(form.kind) ? form.kind : "feedback";
  const profile = kind === "user_profile" || kind === "startup_profile";
  return (
    <BuilderScreen
      key={form.id}
      form={form}
      kind={kind}
      definition={definitionFrom(form.currentVersion.definition, locale)}
      profile={profile}
      backTo={
        profile
          ? `/setup/profiles/entity/${kind === "user_profile" ? "user" : "startup"}/overview`
          : "/admin/forms"
      }
      backLabel={profile ? "formBuilder.back.profile" : "formBuilder.back.forms"}
    />
  );
}
