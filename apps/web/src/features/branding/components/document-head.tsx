import { useIntl } from "react-intl";
import { useBranding } from "../hooks/use-branding.ts";
import { documentMetadata } from "../lib/document-metadata.ts";

/** Page title and description; React hoists these elements into <head>. */
export function DocumentHead() {
  const incubator = useBranding();
  const intl = useIntl();
  const { title, description } = incubator
    ? documentMetadata(incubator)
    : { title: intl.formatMessage({ id: "app.name" }), description: null };

  return (
    <>
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
