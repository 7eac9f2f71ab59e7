import { FormattedMessage, useIntl } from "react-intl";
import { MessagesGate } from "../../../lib/i18n/messages-gate.tsx";
import { useViewerAccess } from "../../access/index.ts";
import { useCurrentUser } from "../../session/index.ts";
import { useEntityFields } from "../hooks/use-entity-fields.ts";
import { CUSTOM_FIELDS_MESSAGES } from "../lib/messages.ts";
import { EntityFieldsCard } from "./entity-fields-card.tsx";
import { QuietBoundary } from "./quiet-boundary.tsx";

/**
 * "Profile details" on /profile/:userId/show: the user profile's layout (the published
 * user_profile form; every field while none is) with the person's values, read-only, and
 * "Edit" for the person themself or a USER:EDIT holder (the server checks again, and narrows
 * an ASSIGNED key). Saving sends the layout's fields (setCustomFieldValues); a refused value
 * is said under its question. Nothing shows when there are no fields, or when the viewer may
 * not see the person's values.
 */
export function ProfileDetails({ userId }: { userId: string }) {
  return (
    <QuietBoundary>
      <MessagesGate areas={CUSTOM_FIELDS_MESSAGES} loading={null}>
        <Details userId={userId} />
      </MessagesGate>
    </QuietBoundary>
  );
}

function Details({ userId }: { userId: string }) {
  const intl = useIntl();
  const viewer = useCurrentUser();
  const { permissions } = useViewerAccess();
  const fields = useEntityFields("user", userId, intl.formatMessage({ id: "customFields.details.title" }));
  if (!fields.definition || fields.definition.questions.length === 0 || !fields.loaded) return null;
  return (
    <EntityFieldsCard
      title={<FormattedMessage id="customFields.details.title" />}
      headingId="profile-details-title"
      testId="profile-details"
      editTestId="profile-details-edit"
      definition={fields.definition}
      answers={fields.answers}
      mayEdit={viewer.id === userId || permissions.includes("USER:EDIT")}
      save={fields.save}
    />
  );
}
