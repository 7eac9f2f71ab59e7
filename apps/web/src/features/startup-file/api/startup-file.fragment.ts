import { graphql } from "../../../gql/index.ts";

/** What the file's header and its company tab show, and what the viewer may change of it. */
export const StartupFileFieldsFragment = graphql(`
  fragment StartupFileFields on StartupFile {
    id
    name
    logo
    website
    foundingYear
    description
    createdAt
    members {
      id
      fullName
    }
    people {
      id
      role
      user {
        id
        fullName
        avatar
        email
      }
    }
    programs {
      id
      name
    }
    viewerIsMember
    viewerRights {
      mayEditName
      mayEditProfile
      mayEditMembers
      mayEditConnections
    }
  }
`);
