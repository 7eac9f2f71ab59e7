import { graphql } from "../../../gql/index.ts";

export const AssignableProgramsQuery = graphql(`
  query AssignablePrograms {
    programs {
      id
      name
    }
  }
`);
