import { graphql } from "../../../gql/index.ts";

/** Rounds and their e-mails; each answers the funnel's rounds (or the round's e-mails) as they now are. */
export const SaveRoundMutation = graphql(`
  mutation SaveRound($funnelId: ID!, $input: RoundInput!) {
    saveRound(funnelId: $funnelId, input: $input) {
      ...FunnelRoundFields
    }
  }
`);

export const DeleteRoundMutation = graphql(`
  mutation DeleteRound($id: ID!) {
    deleteRound(id: $id) {
      ...FunnelRoundFields
    }
  }
`);

export const MoveRoundMutation = graphql(`
  mutation MoveRound($id: ID!, $position: Int!) {
    moveRound(id: $id, position: $position) {
      ...FunnelRoundFields
    }
  }
`);

export const SaveRoundEmailMutation = graphql(`
  mutation SaveRoundEmail($roundId: ID!, $input: RoundEmailInput!) {
    saveRoundEmail(roundId: $roundId, input: $input) {
      ...FunnelRoundEmailFields
    }
  }
`);

export const DeleteRoundEmailMutation = graphql(`
  mutation DeleteRoundEmail($id: ID!) {
    deleteRoundEmail(id: $id) {
      ...FunnelRoundEmailFields
    }
  }
`);
