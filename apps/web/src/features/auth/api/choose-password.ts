import { graphql } from '../../../gql/gql';
import type { AccountRole } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';

const CHOOSE_PASSWORD = graphql(`
  mutation ChoosePassword($password: String!) {
    choosePassword(password: $password)
  }
`);

/**
 * Replaces the one-time password the session was opened with (ADR 020): the server ends
 * every session of the account and starts a new one. The account's role, where the page
 * goes on; a refusal is a `GraphQLRequestError` (the password's on the field 'password').
 */
export async function choosePassword(password: string): Promise<AccountRole> {
  const data = await graphqlRequest('ChoosePassword', CHOOSE_PASSWORD, { password });
  return data.choosePassword;
}
