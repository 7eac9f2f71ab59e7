import { graphql } from "../../../gql/index.ts";

/** /admin/forms: the forms the viewer may read (of one kind, or all; titles in the interface's language), and the plan's form limits. */
export const BuilderFormsQuery = graphql(`
  query BuilderForms($kind: FormKind, $locale: String) {
    forms(kind: $kind) {
      id
      kind
      title(locale: $locale)
      status
      answerCount
      updatedAt
      currentVersion {
        id
        number
        status
      }
      publishedVersion {
        id
        number
      }
    }
    planInfo {
      limits {
        name
        current
        max
      }
    }
  }
`);
