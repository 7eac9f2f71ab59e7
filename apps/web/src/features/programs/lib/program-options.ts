import { PROGRAM_MODES, PROGRAM_TYPES } from "@launchpad/domain/startups";
import type { IntlShape } from "react-intl";
import type { MessageId } from "../../../lib/i18n/message-id.ts";

/** The programme types and modes (packages/domain) as options in the user's language. */
export const typeOptions = (intl: IntlShape) =>
  PROGRAM_TYPES.map((value) => ({
    value,
    label: intl.formatMessage({ id: `programs.type.${value}` as MessageId }),
  }));

export const modeOptions = (intl: IntlShape) =>
  PROGRAM_MODES.map((value) => ({
    value,
    label: intl.formatMessage({ id: `programs.mode.${value}` as MessageId }),
  }));
