import { graphql } from "../../../gql/index.ts";

/** /application/review: the applicant's submitted answers, by application and round. */
export const MySubmittedFormsQuery = graphql(`
  query MySubmittedForms {
    myApplications {
      ...MyApplicationFields
      submittedForms {
        formId
        roundId
        position
        roundName
        title
        definition
        answers
        submittedAt
      }
    }
  }
`);
