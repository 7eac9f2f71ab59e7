import { graphql } from "../../../gql/index.ts";

/** What the builder reads of a stored form: its draft (or newest) definition and its versions. */
export const BuilderFormFields = graphql(`
  fragment BuilderFormFields on Form {
    id
    kind
    title
    status
    shareUuid
    answerCount
    updatedAt
    currentVersion {
      id
      number
      status
      definition
      maxScore
    }
    publishedVersion {
      id
      number
    }
    versions {
      id
      number
      status
      publishedAt
      createdAt
      answerCount
    }
  }
`);
