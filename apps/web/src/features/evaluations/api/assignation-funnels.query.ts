import { graphql } from "../../../gql/index.ts";

/** The funnels the viewer may list, with their rounds (the assignment page picks an evaluation round). */
export const AssignationFunnelsQuery = graphql(`
  query AssignationFunnels {
    funnels {
      id
      name
      rounds {
        id
        position
        name
        type
        blind
        evaluatorsPerApplication
      }
    }
  }
`);
