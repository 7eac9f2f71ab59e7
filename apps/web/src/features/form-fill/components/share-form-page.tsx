import { Alert, Stack } from "@mantine/core";
import { useMemo } from "react";
import { useIntl } from "react-intl";
import { ListLoader } from "../../../components/list-states.tsx";
import { usePublicQuery } from "../../../lib/public-graphql/use-public-query.ts";
import { SharedFormQuery } from "../api/shared-form.query.ts";
import { parseDefinition } from "../lib/parse-definition.ts";
import { FormRenderer } from "./form-renderer.tsx";
import { PublicFormFrame } from "./public-form-frame.tsx";

/**
 * /share/forms/:uuid (public): anyone with the link previews the form (its published version,
 * else its draft) and may try it; nothing is saved or uploaded (mode "preview").
 */
export function ShareFormPage({ uuid }: { uuid: string }) {
  const intl = useIntl();
  const { data, loading, error } = usePublicQuery(SharedFormQuery, { uuid });
  const definition = useMemo(
    () => (data?.sharedForm ? parseDefinition(data.sharedForm.definition) : null),
    [data],
  );

  return (
    <PublicFormFrame>
      {loading && !data ? (
        <ListLoader />
      ) : error && !data ? (
        <Alert color="red" role="alert">
          {intl.formatMessage({ id: "formFill.loadError" })}
        </Alert>
      ) : !definition ? (
        <Alert color="gray" role="alert">
          {intl.formatMessage({ id: "formFill.notFound" })}
        </Alert>
      ) : (
        <Stack gap="lg">
          <Alert color="blue" data-testid="preview-banner">
            {intl.formatMessage({ id: "formFill.preview.banner" })}
          </Alert>
          <FormRenderer definition={definition} mode="preview" titleOrder={1} />
        </Stack>
      )}
    </PublicFormFrame>
  );
}
