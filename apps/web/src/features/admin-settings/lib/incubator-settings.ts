import type { LOGO_TYPES } from "@launchpad/domain";
import type { IncubatorSettingsFieldsFragment } from "../../../gql/graphql.ts";

/** The organisation's settings as the admin pages read them (docs/admin-api.md IncubatorSettings). */
export type IncubatorSettings = IncubatorSettingsFieldsFragment;

/** Which of the two logos a place shows (the shared brand palette schema). */
export type LogoType = (typeof LOGO_TYPES)[number];
