import { graphql } from "../../../gql/index.ts";

/** The organisation's programmes (visibility: startups in these programmes). */
export const EventProgramsQuery = graphql(`
  query EventPrograms {
    programs {
      id
      name
    }
  }
`);
