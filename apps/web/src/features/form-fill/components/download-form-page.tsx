import { Alert, Button, Loader, Stack, Text, Title } from "@mantine/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { Navigate, useLocation } from "react-router";
import { BrandCardPage } from "../../../components/brand-card-page/brand-card-page.tsx";
import { readToken } from "../../../lib/auth-storage.ts";
import { useLocale } from "../../../lib/i18n/locale-context.ts";
import { loginPathFor } from "../../../lib/return-to.ts";
import { downloadFormPdf } from "../lib/download-pdf.ts";

type State = { step: "loading" } | { step: "done"; name: string } | { step: "failed" } | { step: "signIn" };

/**
 * /download/forms/:id (public address): a signed-in user gets the form's PDF (`?response=`
 * for their answers) from GET /api/forms/:id/pdf; a visitor signs in first and comes back.
 */
export function DownloadFormPage({ formId }: { formId: string }) {
  const intl = useIntl();
  const location = useLocation();
  const { locale } = useLocale();
  const [state, setState] = useState<State>(() => (readToken() ? { step: "loading" } : { step: "signIn" }));
  const started = useRef(false);
  const responseId = new URLSearchParams(location.search).get("response");

  const start = useCallback(async () => {
    setState({ step: "loading" });
    const query = new URLSearchParams({ locale });
    if (responseId) query.set("response", responseId);
    try {
      const result = await downloadFormPdf(
        `/api/forms/${encodeURIComponent(formId)}/pdf?${query}`,
        "form.pdf",
      );
      if (result.ok) setState({ step: "done", name: result.name });
      else setState(result.status === 401 ? { step: "signIn" } : { step: "failed" });
    } catch {
      setState({ step: "failed" });
    }
  }, [formId, responseId, locale]);

  useEffect(() => {
    if (started.current || state.step !== "loading") return;
    started.current = true;
    void start();
  }, [start, state.step]);

  if (state.step === "signIn") return <Navigate to={loginPathFor(location)} replace />;
  return (
    <BrandCardPage>
      <Title order={1} size="h3">
        {intl.formatMessage({ id: "formFill.thanks.download" })}
      </Title>
      {state.step === "loading" ? (
        <Stack gap="xs" align="flex-start">
          <Loader size="sm" />
          <Text role="status">{intl.formatMessage({ id: "formFill.download.preparing" })}</Text>
        </Stack>
      ) : state.step === "done" ? (
        <Stack gap="sm" align="flex-start">
          <Text role="status" data-testid="download-done">
            {intl.formatMessage({ id: "formFill.download.done" })} <bdi>{state.name}</bdi>
          </Text>
          <Button variant="light" onClick={() => void start()}>
            {intl.formatMessage({ id: "formFill.download.again" })}
          </Button>
        </Stack>
      ) : (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{intl.formatMessage({ id: "formFill.download.failed" })}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void start()}>
              {intl.formatMessage({ id: "formFill.retry" })}
            </Button>
          </Stack>
        </Alert>
      )}
    </BrandCardPage>
  );
}
