import { graphql } from "../../../gql/index.ts";

/** Saves the general settings page (the whole form). */
export const UpdateIncubatorSettingsMutation = graphql(`
  mutation UpdateIncubatorSettings($input: IncubatorSettingsInput!) {
    updateIncubatorSettings(input: $input) {
      ...IncubatorSettingsFields
    }
  }
`);
