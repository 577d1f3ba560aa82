import type { TypedDocumentString } from '../gql/graphql';
import { csrfHeaders } from './csrf';
import { asksForPasswordChoice, goToPasswordChoice } from './password-choice';

export const GRAPHQL_ENDPOINT = '/graphql';

export interface GraphQLErrorItem {
  message: string;
  path?: readonly (string | number)[];
  extensions?: { code?: string } & Record<string, unknown>;
}

/**
 * A GraphQL answer with `errors`, or a transport failure. `code` is the first error's
 * `extensions.code` (a stable UPPER_SNAKE code, docs/spec/api-contract.md §3.3), `message` its
 * translated text.
 */
export class GraphQLRequestError extends Error {
  override readonly name = 'GraphQLRequestError';
  readonly code: string | undefined;
  readonly status: number;
  readonly errors: readonly GraphQLErrorItem[];
  readonly operationName: string;
  /**
   * True when `message` is the server's own text, already in the buyer's language; false
   * for our fallback ("… failed with HTTP 502"), which is for the log, not for the buyer.
   */
  readonly translated: boolean;

  constructor(input: {
    operationName: string;
    message: string;
    status: number;
    code?: string | undefined;
    errors?: readonly GraphQLErrorItem[];
    translated?: boolean;
  }) {
    super(input.message);
    this.operationName = input.operationName;
    this.status = input.status;
    this.code = input.code;
    this.errors = input.errors ?? [];
    this.translated = input.translated ?? false;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toErrorItems(value: unknown): GraphQLErrorItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).map((item) => {
    const extensions = isObject(item.extensions) ? item.extensions : undefined;
    return {
      message: typeof item.message === 'string' ? item.message : 'GraphQL error',
      ...(Array.isArray(item.path) ? { path: item.path as (string | number)[] } : {}),
      ...(extensions
        ? {
            extensions: {
              ...extensions,
              code: typeof extensions.code === 'string' ? extensions.code : undefined,
            },
          }
        : {}),
    };
  });
}

/**
 * Runs one GraphQL operation: POST `{ operationName, variables, query }` to /graphql with
 * the session cookie and the CSRF header. Resolves with `data`; rejects with a
 * `GraphQLRequestError` when the answer has `errors` or no data. The document, written with
 * `graphql()` (src/gql, generated from the schema), types the variables and the answer.
 */
export async function graphqlRequest<TResult, TVariables>(
  operationName: string,
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  init: { signal?: AbortSignal } = {},
): Promise<TResult> {
  const response = await fetch(GRAPHQL_ENDPOINT, {
    method: 'POST',
    credentials: 'include',
    headers: { ...(await csrfHeaders()), Accept: 'application/json' },
    body: JSON.stringify({ operationName, variables, query: document.toString() }),
    signal: init.signal,
  });

  const payload = await response.json().then(
    (body: unknown) => body,
    () => null,
  );

  const errors = isObject(payload) ? toErrorItems(payload.errors) : [];
  const first = errors[0];
  if (asksForPasswordChoice(response.status, first?.extensions?.code)) goToPasswordChoice();
  if (first) {
    throw new GraphQLRequestError({
      operationName,
      message: first.message,
      code: first.extensions?.code,
      status: response.status,
      errors,
      translated: true,
    });
  }
  if (!response.ok || !isObject(payload) || !('data' in payload) || payload.data == null) {
    const detail =
      isObject(payload) && typeof payload.detail === 'string' ? payload.detail : undefined;
    const code = isObject(payload) && typeof payload.code === 'string' ? payload.code : undefined;
    throw new GraphQLRequestError({
      operationName,
      message: detail ?? `${operationName} failed with HTTP ${response.status}`,
      code,
      status: response.status,
      translated: detail !== undefined,
    });
  }
  // The shape the document asked for (the server answers by the same schema).
  return payload.data as TResult;
}
