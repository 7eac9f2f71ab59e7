import { graphql } from "../../../gql/index.ts";

export const ResendConfirmationEmailMutation = graphql(`
  mutation ResendConfirmationEmail {
    resendConfirmationEmail
  }
`);
