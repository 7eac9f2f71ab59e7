import { FormattedMessage } from "react-intl";
import type { MessageId } from "../../../lib/i18n/message-id.ts";

/** A field type's name in the user's language ("Number", "Checkboxes"…). */
export function FieldTypeName({ type }: { type: string }) {
  return <FormattedMessage id={`customFields.type.${type}` as MessageId} defaultMessage={type} />;
}
