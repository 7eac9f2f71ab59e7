import { directionOf, type Locale, toLanguageTag } from "@launchpad/domain";
import type { FormDefinition, FormKind } from "@launchpad/domain/forms";
import { Anchor, Badge, Container, Group, Paper, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { type Dispatch, type ReactNode, useMemo, useState } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { useLocale } from "../../../lib/i18n/locale-context.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import type { CustomFieldChoice } from "../lib/custom-field-choice.ts";
import type { EditorAction, EditorState } from "../lib/editor-state.ts";
import { BuilderContext, type BuilderContextValue } from "./builder-context.ts";
import classes from "./form-builder.module.css";
import { FormSettings } from "./form-settings.tsx";
import { QuestionOutline } from "./question-outline.tsx";
import { QuestionPanel } from "./question-panel.tsx";

export type FormBuilderProps = {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  kind: FormKind;
  profile?: boolean;
  customFields: readonly CustomFieldChoice[] | null;
  problems: Readonly<Record<string, readonly string[]>>;
  /** Where "Back" leads (the forms list, the profile fields). */
  backTo: string;
  backLabel: MessageId;
  /** Status badges and the save state, beside the title. */
  status?: ReactNode;
  /** Publish, share, versions: the actions of a stored form. */
  actions?: ReactNode;
  /** Under the header: the publishing state, a limit or load message. */
  notice?: ReactNode;
  /** The respondent's view of the draft (FormRenderer, mode preview). */
  renderPreview: (definition: FormDefinition, locale: Locale) => ReactNode;
};

/**
 * The full-screen builder (spec-2 §2 /admin/forms/new, /admin/forms/:id/edit; the profile
 * builder): the outline on one side, the selected question's settings on the other, or the
 * form as a respondent sees it (preview), in any of its languages.
 */
export function FormBuilder(props: FormBuilderProps) {
  const { state, dispatch, kind, profile = false, customFields, problems } = props;
  const intl = useIntl();
  const { locale: uiLocale } = useLocale();
  const [view, setView] = useState<"edit" | "preview">("edit");
  const definition = state.definition;
  const context = useMemo<BuilderContextValue>(
    () => ({ definition, dispatch, kind, profile, uiLocale, problems, selectedId: state.selectedId }),
    [definition, dispatch, kind, profile, uiLocale, problems, state.selectedId],
  );
  const selected = definition.questions.find((question) => question.id === state.selectedId) ?? null;
  const title =
    definition.title[uiLocale] ||
    definition.title[definition.locales[0] ?? "en"] ||
    intl.formatMessage({ id: "formBuilder.untitledForm" });
  return (
    <BuilderContext value={context}>
      <Container size="xl" px="md" pb="xl">
        <header className={classes.header}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Group gap="sm" wrap="wrap">
                <Anchor component={Link} to={props.backTo} size="sm" data-testid="builder-back">
                  {intl.formatMessage({ id: props.backLabel })}
                </Anchor>
                <Title order={1} size="h3" dir="auto" data-testid="builder-title">
                  {title}
                </Title>
                <Badge variant="outline">
                  {intl.formatMessage({ id: `formBuilder.kind.${kind}` as MessageId })}
                </Badge>
                {props.status}
              </Group>
              <Group gap="sm" wrap="wrap">
                <SegmentedControl
                  value={view}
                  onChange={(value) => setView(value === "preview" ? "preview" : "edit")}
                  data={[
                    { value: "edit", label: intl.formatMessage({ id: "formBuilder.view.edit" }) },
                    { value: "preview", label: intl.formatMessage({ id: "formBuilder.view.preview" }) },
                  ]}
                  aria-label={intl.formatMessage({ id: "formBuilder.view" })}
                  data-testid="builder-view"
                />
                {props.actions}
              </Group>
            </Group>
            {props.notice}
          </Stack>
        </header>
        {view === "preview" ? (
          <PreviewPane definition={definition} render={props.renderPreview} />
        ) : (
          <div className={classes.layout}>
            <div className={classes.sticky}>
              <QuestionOutline />
            </div>
            <Stack gap="md">
              <FormSettings />
              {selected ? (
                <QuestionPanel key={selected.id} question={selected} customFields={customFields} />
              ) : (
                <Paper withBorder p="md" radius="md">
                  <Text c="dimmed">{intl.formatMessage({ id: "formBuilder.noSelection" })}</Text>
                </Paper>
              )}
            </Stack>
          </div>
        )}
      </Container>
    </BuilderContext>
  );
}

function PreviewPane({
  definition,
  render,
}: {
  definition: FormDefinition;
  render: FormBuilderProps["renderPreview"];
}) {
  const intl = useIntl();
  const { locale: uiLocale } = useLocale();
  // The renderer has its own language picker (the form's languages); it opens in the user's.
  const shown = definition.locales.includes(uiLocale) ? uiLocale : (definition.locales[0] ?? "en");
  return (
    <Stack gap="md" mt="md" data-testid="builder-preview">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {intl.formatMessage({ id: "formBuilder.preview.hint" })}
        </Text>
      </Group>
      <Paper withBorder p="lg" radius="md" lang={toLanguageTag(shown)} dir={directionOf(shown)}>
        {render(definition, shown)}
      </Paper>
    </Stack>
  );
}
