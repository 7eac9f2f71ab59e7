import { LOCALE_NAMES, LOCALES, type Locale } from "@launchpad/domain";
import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { type CSSProperties, useState } from "react";
import { useIntl } from "react-intl";
import { Link, useNavigate } from "react-router";
import { BrandCardPage } from "../../../components/brand-card-page/brand-card-page.tsx";
import { ListLoader } from "../../../components/list-states.tsx";
import { PasswordField } from "../../../components/password-field.tsx";
import { storeSignIn } from "../../../lib/auth-storage.ts";
import { sayFieldErrors } from "../../../lib/forms/field-errors.ts";
import { useFieldRules } from "../../../lib/forms/field-rules.ts";
import { useLocale } from "../../../lib/i18n/locale-context.ts";
import type { Transport } from "../../../lib/public-graphql/public-client.ts";
import { usePublicQuery } from "../../../lib/public-graphql/use-public-query.ts";
import { LOGIN_PATH, RETURN_TO_PARAM } from "../../../lib/return-to.ts";
import { useLoginLogo } from "../../branding/index.ts";
import { PublicFunnelQuery } from "../api/public-funnel.query.ts";
import type { Refusal } from "../lib/apply-errors.ts";
import { applyRequest } from "../lib/apply-request.ts";
import { localizedText } from "../lib/localized.ts";
import { fillPath, newApplicationPath } from "../lib/paths.ts";
import { RefusalText } from "./refusal-text.tsx";

type Values = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  language: string;
  startupName: string;
};
const FIELDS = ["firstName", "lastName", "email", "password", "startupName"] as const;

/** Field errors in red 8 (4.5:1 on white, WCAG 1.4.3), not Mantine's red 6 (3.3:1). */
const READABLE_ERRORS = { "--mantine-color-error": "var(--mantine-color-red-8)" } as CSSProperties;

/**
 * /apply/program/:slug (spec-1 §2, for visitors): "You are applying for …", the deadline and
 * the steps, and the account form — name, e-mail, password, language and, for a startup
 * funnel, the startup's name. Applying makes the account (its validation e-mail goes out),
 * signs the visitor in and opens round 1's form. No Apollo here (decision 022).
 */
export function ApplyPage({ slug, transport }: { slug: string; transport?: Transport }) {
  const intl = useIntl();
  const logo = useLoginLogo();
  const { locale } = useLocale();
  const { data, loading, error } = usePublicQuery(PublicFunnelQuery, { slug });
  const funnel = data?.publicFunnel ?? null;

  return (
    <BrandCardPage logo={logo} wide>
      {loading && !data ? (
        <ListLoader />
      ) : error && !data ? (
        <Alert color="red" role="alert">
          {intl.formatMessage({ id: "applications.apply.loadError" })}
        </Alert>
      ) : !funnel ? (
        <>
          <Title order={1} size="h2">
            {intl.formatMessage({ id: "applications.apply.notFound" })}
          </Title>
          <Anchor component={Link} to={LOGIN_PATH}>
            {intl.formatMessage({ id: "applications.apply.signIn" })}
          </Anchor>
        </>
      ) : (
        <>
          <Title order={1} size="h2">
            {intl.formatMessage(
              { id: "applications.apply.title" },
              { name: <bdi key="name">{localizedText(funnel.displayName, locale)}</bdi> },
            )}
          </Title>
          {funnel.deadline ? (
            <Text>
              {intl.formatMessage(
                { id: "applications.apply.deadline" },
                { date: intl.formatDate(funnel.deadline, { dateStyle: "long", timeStyle: "short" }) },
              )}
            </Text>
          ) : null}
          {funnel.rounds.length > 0 ? (
            <section aria-labelledby="apply-steps">
              <Text fw={600} id="apply-steps">
                {intl.formatMessage({ id: "applications.apply.steps" })}
              </Text>
              <List type="ordered" size="sm">
                {funnel.rounds.map((round) => (
                  <List.Item key={round.id}>
                    {localizedText(round.name, locale)} (
                    {intl.formatMessage({ id: `applications.roundType.${round.type}` })})
                  </List.Item>
                ))}
              </List>
            </section>
          ) : null}
          {funnel.open ? (
            <ApplyForm slug={funnel.slug} startup={funnel.type === "startup"} transport={transport} />
          ) : (
            <Alert color="gray" role="alert">
              {intl.formatMessage({ id: "applications.apply.closed" })}
            </Alert>
          )}
        </>
      )}
    </BrandCardPage>
  );
}

function ApplyForm({ slug, startup, transport }: { slug: string; startup: boolean; transport?: Transport }) {
  const intl = useIntl();
  const rules = useFieldRules();
  const navigate = useNavigate();
  const { locale } = useLocale();
  const [failure, setFailure] = useState<Refusal | null>(null);
  const labels: Record<(typeof FIELDS)[number], string> = {
    firstName: intl.formatMessage({ id: "field.firstName" }),
    lastName: intl.formatMessage({ id: "field.lastName" }),
    email: intl.formatMessage({ id: "field.email" }),
    password: intl.formatMessage({ id: "field.password" }),
    startupName: intl.formatMessage({ id: "applications.apply.startupName" }),
  };
  const form = useForm<Values>({
    initialValues: {
      firstName: "",
      lastName: "",
      email: "",
      password: "",
      language: locale,
      startupName: "",
    },
    validate: {
      firstName: rules.required(labels.firstName),
      lastName: rules.required(labels.lastName),
      email: rules.email(labels.email),
      password: rules.required(labels.password),
      startupName: startup ? rules.required(labels.startupName) : undefined,
    },
  });
  const [submitting, setSubmitting] = useState(false);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setSubmitting(true);
    const outcome = await applyRequest(
      {
        slug,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
        language: values.language,
        startupName: startup ? values.startupName.trim() : null,
      },
      transport,
    );
    setSubmitting(false);
    if (outcome.ok) {
      if (outcome.applied.token) storeSignIn(outcome.applied.token);
      void navigate(fillPath(outcome.applied.application.id, outcome.applied.roundPosition ?? 1), {
        replace: true,
      });
      return;
    }
    const said = {
      ...outcome.refusal.fields,
      ...sayFieldErrors(intl, outcome.refusal.fieldErrors, (path) => labels[path as keyof typeof labels]),
    };
    const known = FIELDS.filter((field) => said[field]);
    for (const field of known) form.setFieldError(field, said[field]);
    if (known.length === 0) setFailure(outcome.refusal);
  });

  const signIn = `${LOGIN_PATH}?${new URLSearchParams({ [RETURN_TO_PARAM]: newApplicationPath(slug) })}`;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={intl.formatMessage({ id: "applications.apply.submit" })}
      style={READABLE_ERRORS}
    >
      <Stack gap="sm">
        <Text c="dimmed">{intl.formatMessage({ id: "applications.apply.intro" })}</Text>
        <Group grow align="flex-start" gap="sm">
          <TextInput
            label={labels.firstName}
            autoComplete="given-name"
            required
            {...form.getInputProps("firstName")}
          />
          <TextInput
            label={labels.lastName}
            autoComplete="family-name"
            required
            {...form.getInputProps("lastName")}
          />
        </Group>
        <TextInput
          label={labels.email}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps("email")}
        />
        <PasswordField
          label={labels.password}
          autoComplete="new-password"
          required
          {...form.getInputProps("password")}
        />
        {startup ? (
          <TextInput
            label={labels.startupName}
            autoComplete="organization"
            required
            {...form.getInputProps("startupName")}
          />
        ) : null}
        <NativeSelect
          label={intl.formatMessage({ id: "applications.apply.language" })}
          data={LOCALES.map((value: Locale) => ({ value, label: LOCALE_NAMES[value] }))}
          {...form.getInputProps("language")}
        />
        {failure ? (
          <Alert color="red" role="alert">
            <RefusalText refusal={failure} />
            {failure.reason === "ACCOUNT_EXISTS" ? (
              <>
                {" "}
                <Anchor component={Link} to={signIn}>
                  {intl.formatMessage({ id: "applications.apply.signIn" })}
                </Anchor>
              </>
            ) : null}
          </Alert>
        ) : null}
        <Button type="submit" fullWidth loading={submitting}>
          {intl.formatMessage({ id: "applications.apply.submit" })}
        </Button>
        <Text size="sm">
          {intl.formatMessage({ id: "applications.apply.haveAccount" })}{" "}
          <Anchor component={Link} to={signIn}>
            {intl.formatMessage({ id: "applications.apply.signIn" })}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
