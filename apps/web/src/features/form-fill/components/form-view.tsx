import { directionOf, type FieldError, type Locale, toLanguageTag } from "@launchpad/domain";
import { isDisplayType, keptAnswers, localized, type Question } from "@launchpad/domain/forms";
import { Button, Group, Progress, Stack, Text, Title } from "@mantine/core";
import { useEffect, useMemo, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { useLocale } from "../../../lib/i18n/locale-context.ts";
import { useFormSession } from "../hooks/use-form-session.ts";
import { sayFormErrors } from "../lib/field-messages.ts";
import { questionIdOf, stepsOf, visibleSteps } from "../lib/steps.ts";
import { FormLanguage } from "./form-language.tsx";
import classes from "./form-renderer.module.css";
import type { FormRendererProps } from "./form-renderer.tsx";
import { QuestionField } from "./questions/question-field.tsx";

type Focus = { kind: "error"; questionId: string } | { kind: "step" } | null;

/**
 * The renderer's logic (decision 041): one evaluator session for answers, visibility and
 * calculated values; sections as steps with progress; a question's errors once it has been
 * left (all of them after a submit), the server's too; focus to the first error on submit
 * and to the step's title on moving (WCAG 3.3.1, 2.4.3); what happens said in a status region
 * (4.1.3).
 */
export function FormView({
  definition,
  initialAnswers,
  mode,
  locale: wanted,
  onChange,
  onSubmit,
  submitLabel,
  videoToken = null,
  titleOrder = 2,
}: FormRendererProps) {
  const intl = useIntl();
  const { locale: userLocale } = useLocale();
  const [chosenLocale, setLocale] = useState<Locale | null>(null);
  const locale = pickLocale(definition.locales, chosenLocale ?? wanted ?? userLocale);
  const { answers, evaluation, set } = useFormSession(definition, initialAnswers, !!videoToken);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<readonly FieldError[]>([]);
  const [stepIndex, setStepIndex] = useState(0);
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState("");
  const focus = useRef<Focus>(null);
  const root = useRef<HTMLDivElement>(null);
  const readonly = mode === "readonly";

  // Video questions need the viewer's token; without it they are not asked (decision 041).
  const shown = useMemo(() => {
    const visible = new Set(evaluation.visible);
    if (!videoToken)
      for (const question of definition.questions)
        if (question.questionType === "video") visible.delete(question.id);
    return visible;
  }, [evaluation, definition, videoToken]);
  const steps = useMemo(() => visibleSteps(stepsOf(definition), shown), [definition, shown]);
  const current = readonly ? null : steps[Math.min(stepIndex, steps.length - 1)];
  const onPage = readonly ? steps : current ? [current] : [];

  // Every rule, the required ones too: what a submit would refuse, shown per question once left.
  // The session evaluates as a submit would (every rule, `required` too): shown per question once left.
  const check = useMemo(
    () => evaluation.errors.filter((error) => shown.has(questionIdOf(error.path))),
    [evaluation, shown],
  );
  const messages = useMemo(() => {
    const showing = check.filter((error) => submitted || touched.has(questionIdOf(error.path)));
    return sayFormErrors(intl, definition, [...serverErrors, ...showing], locale);
  }, [check, submitted, touched, serverErrors, intl, definition, locale]);

  useEffect(() => {
    const target = focus.current;
    focus.current = null;
    if (!target || !root.current) return;
    if (target.kind === "step") root.current.querySelector<HTMLElement>("[data-step-title]")?.focus();
    else {
      // Question ids are [A-Za-z0-9_-] (the definition's schema): safe in a selector as they are.
      const box = root.current.querySelector(`[data-question-id="${target.questionId}"]`);
      box
        ?.querySelector<HTMLElement>(
          "input:not([type=hidden]):not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled])",
        )
        ?.focus();
    }
  });

  function answer(question: Question, next: Parameters<typeof set>[1]) {
    set(question.id, next);
    if (serverErrors.some((error) => questionIdOf(error.path) === question.id))
      setServerErrors((errors) => errors.filter((error) => questionIdOf(error.path) !== question.id));
  }
  // After a change: the kept answers for the caller (autosave), once the session has them.
  const lastReported = useRef(answers);
  useEffect(() => {
    if (lastReported.current === answers) return;
    lastReported.current = answers;
    onChange?.(keptAnswers(definition, answers, evaluation));
  }, [answers, evaluation, definition, onChange]);

  const touch = (questionId: string) =>
    setTouched((before) => (before.has(questionId) ? before : new Set(before).add(questionId)));

  function showErrors(errors: readonly FieldError[]) {
    const first = errors[0];
    if (!first) return;
    const questionId = questionIdOf(first.path);
    const index = steps.findIndex((step) => step.questions.some((question) => question.id === questionId));
    if (index >= 0) setStepIndex(index);
    focus.current = { kind: "error", questionId };
    setStatus(
      intl.formatMessage(
        { id: "formFill.status.errors" },
        { count: new Set(errors.map((e) => questionIdOf(e.path))).size },
      ),
    );
  }

  function next() {
    if (!current) return;
    const ids = new Set(current.questions.map((question) => question.id));
    const errors = check.filter((error) => ids.has(questionIdOf(error.path)));
    setTouched((before) => new Set([...before, ...ids]));
    if (errors.length > 0) return showErrors(errors);
    move(stepIndex + 1);
  }

  function move(index: number) {
    const target = Math.max(0, Math.min(index, steps.length - 1));
    setStepIndex(target);
    focus.current = { kind: "step" };
    const section = steps[target]?.section;
    const title = localized(section ? section.label : definition.title, locale, definition.locales);
    setStatus(
      intl.formatMessage({ id: "formFill.status.step" }, { step: target + 1, total: steps.length, title }),
    );
  }

  async function submit() {
    setSubmitted(true);
    if (check.length > 0) return showErrors(check);
    if (!onSubmit) {
      setStatus(intl.formatMessage({ id: "formFill.status.previewValid" }));
      return;
    }
    setSending(true);
    setStatus(intl.formatMessage({ id: "formFill.status.sending" }));
    try {
      const refused = (await onSubmit(keptAnswers(definition, answers, evaluation))) ?? [];
      setServerErrors(refused);
      if (refused.length > 0) showErrors(refused);
      else setStatus(intl.formatMessage({ id: "formFill.status.sent" }));
    } catch {
      // The caller says why (its own alert); the answers stay as they are, to send again.
      setStatus("");
    } finally {
      setSending(false);
    }
  }

  const stepNumber = Math.min(stepIndex, steps.length - 1) + 1;
  const last = readonly || stepNumber >= steps.length;
  const errorOf = (question: Question) => messages[question.id] ?? null;

  return (
    <div
      ref={root}
      className={classes.form}
      lang={toLanguageTag(locale)}
      dir={directionOf(locale)}
      data-testid="form-renderer"
    >
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={titleOrder}>{localized(definition.title, locale, definition.locales)}</Title>
            {definition.description ? (
              <Text c="dimmed" style={{ whiteSpace: "pre-line" }}>
                {localized(definition.description, locale, definition.locales)}
              </Text>
            ) : null}
          </div>
          {definition.locales.length > 1 && !wanted ? (
            <FormLanguage locales={definition.locales} value={locale} onChange={setLocale} />
          ) : null}
        </Group>
        {!readonly && steps.length > 1 ? (
          <div>
            <Text size="sm" aria-hidden>
              {intl.formatMessage({ id: "formFill.progress" }, { step: stepNumber, total: steps.length })}
            </Text>
            <Progress.Root size="sm" mt={4}>
              <Progress.Section
                value={(stepNumber / steps.length) * 100}
                aria-label={intl.formatMessage(
                  { id: "formFill.progress" },
                  { step: stepNumber, total: steps.length },
                )}
              />
            </Progress.Root>
          </div>
        ) : null}
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (last) void submit();
            else next();
          }}
        >
          <Stack gap="lg">
            {onPage.map((step) => (
              <Stack gap="md" key={step.key}>
                {step.section ? (
                  <div>
                    <Title
                      order={(titleOrder + 1) as 2 | 3 | 4}
                      tabIndex={-1}
                      data-step-title
                      className={classes.stepTitle}
                    >
                      {localized(step.section.label, locale, definition.locales)}
                    </Title>
                    {step.section.description ? (
                      <Text size="sm" c="dimmed" style={{ whiteSpace: "pre-line" }}>
                        {localized(step.section.description, locale, definition.locales)}
                      </Text>
                    ) : null}
                  </div>
                ) : (
                  <span tabIndex={-1} data-step-title />
                )}
                {step.questions
                  .filter((question) => shown.has(question.id))
                  .map((question) => (
                    <QuestionField
                      key={question.id}
                      question={question}
                      answer={answers[question.id]}
                      onAnswer={(next) => answer(question, next)}
                      onTouch={() => touch(question.id)}
                      error={isDisplayType(question.questionType) ? null : errorOf(question)}
                      cellErrors={messages}
                      locale={locale}
                      locales={definition.locales}
                      disabled={readonly || sending}
                      mode={mode}
                      videoToken={videoToken}
                      calculated={evaluation.calculated[question.id]}
                      headingOrder={(titleOrder + 2) as 3 | 4 | 5}
                    />
                  ))}
              </Stack>
            ))}
            {readonly ? null : (
              <Group justify="space-between">
                {stepNumber > 1 ? (
                  <Button variant="default" onClick={() => move(stepIndex - 1)}>
                    {intl.formatMessage({ id: "formFill.back" })}
                  </Button>
                ) : (
                  <span />
                )}
                <Button type="submit" loading={sending}>
                  {last
                    ? (submitLabel ?? intl.formatMessage({ id: "formFill.submit" }))
                    : intl.formatMessage({ id: "formFill.next" })}
                </Button>
              </Group>
            )}
          </Stack>
        </form>
        <div role="status" className={classes.visuallyHidden} data-testid="form-fill-status">
          {status}
        </div>
      </Stack>
    </div>
  );
}

function pickLocale(locales: readonly Locale[], wanted: Locale): Locale {
  return locales.includes(wanted) ? wanted : (locales[0] ?? wanted);
}
