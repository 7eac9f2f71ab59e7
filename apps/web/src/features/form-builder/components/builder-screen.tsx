import { useQuery } from "@apollo/client/react";
import {
  checkDefinition,
  type FormDefinition,
  type FormKind,
  localized,
  maxScore,
} from "@launchpad/domain/forms";
import { Alert, Badge, Loader, Text } from "@mantine/core";
import { lazy, Suspense, useCallback, useMemo, useReducer, useState } from "react";
import { useIntl } from "react-intl";
import type { BuilderFormFieldsFragment } from "../../../gql/graphql.ts";
import { withChunkReload } from "../../../lib/chunk-reload.ts";
import { useLocale } from "../../../lib/i18n/locale-context.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { BuilderCustomFieldsQuery } from "../api/custom-fields.query.ts";
import { BuilderFormQuery } from "../api/form.query.ts";
import { useDraftAutosave } from "../hooks/use-draft-autosave.ts";
import { usePublish } from "../hooks/use-publish.ts";
import type { CustomFieldChoice } from "../lib/custom-field-choice.ts";
import { editorReducer, initialEditorState } from "../lib/editor-state.ts";
import { questionName } from "../lib/names.ts";
import { problemsById, problemsOf } from "../lib/problems.ts";
import { isScoredKind } from "../lib/question-defaults.ts";
import { FormBuilder } from "./form-builder.tsx";
import { LimitNotice } from "./limit-notice.tsx";
import { PublishButton, PublishNotice } from "./publish-notice.tsx";
import { SaveIndicator } from "./save-indicator.tsx";
import { ShareMenu } from "./share-menu.tsx";
import { type VersionRow, VersionsButton } from "./versions-dialog.tsx";

/** The renderer (features/form-fill) comes with the first preview. */
const FormRenderer = lazy(
  withChunkReload(() =>
    import("../../form-fill/index.ts").then((module) => ({ default: module.FormRenderer })),
  ),
);

type BuilderScreenProps = {
  /** The stored form; null for a new one (created by its first autosave). */
  form: BuilderFormFieldsFragment | null;
  kind: FormKind;
  definition: FormDefinition;
  profile?: boolean;
  backTo: string;
  backLabel: MessageId;
  onCreated?: (formId: string) => void;
};

/** The builder wired to the server: autosave, publish, share, versions, custom fields. */
export function BuilderScreen({
  form,
  kind,
  definition,
  profile = false,
  backTo,
  backLabel,
  onCreated,
}: BuilderScreenProps) {
  const intl = useIntl();
  const { locale: uiLocale } = useLocale();
  const [state, dispatch] = useReducer(editorReducer, definition, initialEditorState);
  const fields = useQuery(BuilderCustomFieldsQuery);
  const customFields = useMemo<CustomFieldChoice[] | null>(
    () =>
      fields.data
        ? fields.data.customFields
            .filter((field) => !field.archived)
            .map((field) => ({
              id: field.id,
              entity: field.entity,
              key: field.key,
              fieldType: field.fieldType,
              label: (field.label ?? {}) as CustomFieldChoice["label"],
              labelText: field.labelText,
              options: Array.isArray(field.options) ? (field.options as CustomFieldChoice["options"]) : null,
              validations:
                field.validations && typeof field.validations === "object"
                  ? (field.validations as CustomFieldChoice["validations"])
                  : null,
            }))
        : null,
    [fields.data],
  );
  const autosave = useDraftAutosave({ formId: form?.id ?? null, kind, state, onCreated });
  // The stored form as the cache has it now: created by the first save, updated by publish.
  const stored = useQuery(BuilderFormQuery, {
    variables: { id: autosave.formId ?? "" },
    skip: !autosave.formId,
    fetchPolicy: "cache-first",
  });
  const liveForm = stored.data?.form ?? form;
  const formIdNow = useCallback(() => autosave.formId, [autosave.formId]);
  const publishing = usePublish(state.definition, formIdNow, autosave.flush);
  const [checked, setChecked] = useState(false);
  const publish = () => {
    setChecked(true);
    void publishing.publish();
  };
  // Once a publish has failed, the problems follow the edits (a fixed one goes away).
  const problems = useMemo(() => {
    if (!checked) return {};
    const local = problemsById(problemsOf(intl, checkDefinition(state.definition)));
    const failure = publishing.state.phase === "failure" ? problemsById(publishing.state.problems) : {};
    return Object.keys(local).length > 0 ? local : failure;
  }, [checked, intl, state.definition, publishing.state]);

  const versions: VersionRow[] = [...(liveForm?.versions ?? [])];
  if (autosave.version && !versions.some((version) => version.id === autosave.version?.id))
    versions.push({
      ...autosave.version,
      createdAt: new Date().toISOString(),
      answerCount: 0,
      publishedAt: null,
    });
  const newest = [...versions].sort((a, b) => b.number - a.number)[0];
  const formId = autosave.formId;
  const nameOf = (id: string) => {
    const question = state.definition.questions.find((candidate) => candidate.id === id);
    return question ? questionName(intl, state.definition, question, uiLocale) : null;
  };
  const scored = isScoredKind(kind);
  const max = scored ? maxScore(state.definition) : null;

  return (
    <FormBuilder
      state={state}
      dispatch={dispatch}
      kind={kind}
      profile={profile}
      customFields={fields.error ? null : customFields}
      problems={problems}
      backTo={backTo}
      backLabel={backLabel}
      status={
        <>
          {newest ? (
            <Badge
              variant="light"
              color={newest.status === "published" ? "green" : "gray"}
              data-testid="builder-version"
            >
              {intl.formatMessage(
                { id: "formBuilder.versions.name" },
                { n: newest.number, status: newest.status },
              )}
            </Badge>
          ) : null}
          {max !== null ? (
            <Text size="sm" data-testid="max-score">
              {intl.formatMessage({ id: "formBuilder.score.max" }, { max })}
            </Text>
          ) : null}
          <SaveIndicator save={autosave.save} dirty={autosave.dirty} onRetry={() => void autosave.flush()} />
        </>
      }
      actions={
        <>
          {formId && liveForm ? <ShareMenu formId={formId} shareUuid={liveForm.shareUuid} /> : null}
          {versions.length > 0 ? <VersionsButton versions={versions} /> : null}
          <PublishButton
            busy={publishing.state.phase === "publishing"}
            onPublish={publish}
            disabled={autosave.save.status === "limit"}
          />
        </>
      }
      notice={
        <>
          {autosave.save.status === "limit" ? <LimitNotice limit={autosave.save.limit} /> : null}
          {autosave.save.status === "failed" ? (
            <Alert color="red" role="alert" data-testid="save-failed">
              {intl.formatMessage({ id: "formBuilder.save.failedLong" }, { message: autosave.save.message })}
            </Alert>
          ) : null}
          <PublishNotice
            state={publishing.state}
            nameOf={nameOf}
            onShowQuestion={(id) => dispatch({ type: "select", id })}
            onDismiss={publishing.dismiss}
          />
        </>
      }
      renderPreview={(previewed, locale) => (
        <Suspense fallback={<Loader size="sm" />}>
          <FormRenderer key={locale} definition={previewed} mode="preview" locale={locale} />
        </Suspense>
      )}
    />
  );
}

export const titleOf = (definition: FormDefinition, locale: Parameters<typeof localized>[1]) =>
  localized(definition.title, locale, definition.locales);
