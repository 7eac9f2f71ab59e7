import { graphql } from "../../../gql/index.ts";

/** What the funnel editor offers: forms, programmes, community roles, the team and possible hosts. */
export const FunnelSetupOptionsQuery = graphql(`
  query FunnelSetupOptions($locale: String) {
    funnelSetupOptions(locale: $locale) {
      intakeForms {
        id
        title
        published
      }
      evaluationForms {
        id
        title
        published
      }
      programs {
        id
        name
      }
      communityRoles {
        id
        label
      }
      team {
        id
        fullName
        email
      }
      hosts {
        id
        fullName
        email
      }
    }
  }
`);

/** The tags a funnel may give (startup tags, or user and community tags); refused without a tags key. */
export const FunnelTagOptionsQuery = graphql(`
  query FunnelTagOptions($kind: TagKind!) {
    tags(kind: $kind) {
      id
      name
      color
    }
  }
`);
