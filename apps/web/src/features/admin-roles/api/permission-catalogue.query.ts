import { graphql } from "../../../gql/index.ts";

export const PermissionCatalogueQuery = graphql(`
  query PermissionCatalogue {
    permissionCatalogue {
      key
      area
      withCriteria
    }
  }
`);
