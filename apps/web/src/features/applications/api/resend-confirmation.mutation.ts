import { graphql } from "../../../gql/index.ts";

/** The validation e-mail again (submitting waits for the confirmed address). */
export const ResendApplicantConfirmationMutation = graphql(`
  mutation ResendApplicantConfirmation {
    resendConfirmationEmail
  }
`);
