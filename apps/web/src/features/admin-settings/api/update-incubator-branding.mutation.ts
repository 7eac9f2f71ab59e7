import { graphql } from "../../../gql/index.ts";

/** Saves the branding page; the server then publishes incubatorUpdated and every tab restyles. */
export const UpdateIncubatorBrandingMutation = graphql(`
  mutation UpdateIncubatorBranding($input: IncubatorBrandingInput!) {
    updateIncubatorBranding(input: $input) {
      ...IncubatorSettingsFields
    }
  }
`);
