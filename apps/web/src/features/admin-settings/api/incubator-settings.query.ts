import { graphql } from "../../../gql/index.ts";

export const IncubatorSettingsQuery = graphql(`
  query IncubatorSettings {
    incubatorSettings {
      ...IncubatorSettingsFields
    }
  }
`);
