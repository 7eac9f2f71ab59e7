import { Text } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { ListLoader, LoadError } from "../../../components/list-states.tsx";
import { MessagesGate } from "../../../lib/i18n/messages-gate.tsx";
import { useViewerAccess } from "../../access/index.ts";
import { useEntityFields } from "../hooks/use-entity-fields.ts";
import { CUSTOM_FIELDS_MESSAGES } from "../lib/messages.ts";
import { EntityFieldsCard } from "./entity-fields-card.tsx";

type Props = { startupId: string; viewerIsMember: boolean };

/**
 * The startup file's custom-fields tab (issue 18, decision 060): the startup profile's layout
 * (the published startup_profile form; every field while none is) with the startup's values,
 * read-only, and "Edit" for its cofounders and STARTUP/NAME:EDIT holders (the server checks
 * again and narrows an ASSIGNED key). Saving sends the layout's fields; a refused value is
 * said under its question.
 */
export function StartupCustomFields(props: Props) {
  return (
    <MessagesGate areas={CUSTOM_FIELDS_MESSAGES} loading={<ListLoader />}>
      <Fields {...props} />
    </MessagesGate>
  );
}

function Fields({ startupId, viewerIsMember }: Props) {
  const intl = useIntl();
  const { permissions } = useViewerAccess();
  const title = intl.formatMessage({ id: "customFields.profile.startupTitle" });
  const fields = useEntityFields("startup", startupId, title);

  if (fields.error)
    return (
      <LoadError
        titleId="customFields.loadError"
        retryId="customFields.retry"
        error={fields.error}
        onRetry={fields.reload}
      />
    );
  if (!fields.loaded) return <ListLoader />;
  if (!fields.definition || fields.definition.questions.length === 0)
    return (
      <Text c="dimmed" py="xl" ta="center" data-testid="startup-custom-fields-empty">
        <FormattedMessage id="customFields.profile.noFields" />
      </Text>
    );
  return (
    <EntityFieldsCard
      title={title}
      headingId="startup-custom-fields-title"
      definition={fields.definition}
      answers={fields.answers}
      mayEdit={viewerIsMember || permissions.includes("STARTUP/NAME:EDIT")}
      save={fields.save}
    />
  );
}
