import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, type ValidationRule } from 'graphql';
import mercurius, { type IResolvers, type MercuriusContext } from 'mercurius';
import type { Lang } from '@scaffale/domain/languages';
import type { Db } from '../db/database.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { AppError, HttpErrors, RETRY_AFTER_SECONDS } from '../http/errors.ts';
import { requestLanguage, translate } from '../http/i18n.ts';
import type { SessionStore } from '../http/session.ts';
import { documentHoldsNul, invalidText } from '../http/text-guard.ts';
import type { GraphQLContext } from './context.ts';
import { prepareGraphiqlRoutes } from './graphiql.ts';
import { checkGraphQLRequest, checkQueryCost, MAX_QUERY_TOKENS, QueryRefused } from './limits.ts';
import { rootFieldNames } from './requested-fields.ts';
import type { Resolvers } from './resolvers.generated.ts';

const schema = readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8');

export { MAX_QUERY_DEPTH, MAX_ROOT_FIELDS, MAX_SELECTED_FIELDS } from './limits.ts';

/**
 * Refuses `__schema` and `__type` (introspection; `__typename` stays). graphql-js's own
 * NoSchemaIntrospectionCustomRule compares types with instanceof, which fails across the ESM
 * copy we import and the CommonJS one Mercurius runs; this looks at the names alone, which
 * only introspection may use.
 */
const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    const name = node.name.value;
    if (name === '__schema' || name === '__type') {
      context.reportError(
        new GraphQLError(`GraphQL introspection is not allowed: "${name}".`, { nodes: node }),
      );
    }
  },
});

/** graphql-js's "Did you mean …?" ending of a validation message (it has no switch in v16). */
const SUGGESTION = /\s*Did you mean .*\?$/s;

function validationError(error: GraphQLError, describeSchema: boolean): GraphQLError {
  const message = describeSchema ? error.message : error.message.replace(SUGGESTION, '');
  return new GraphQLError(message, {
    ...(error.path ? { path: error.path } : {}),
    extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
  });
}

/** Mercurius reports syntax, validation and depth failures as one error holding a list. */
function isQueryRefusal(error: unknown): error is { errors: GraphQLError[] } {
  if (error instanceof QueryRefused) return true;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    error.code.startsWith('MER_ERR_GQL') &&
    'errors' in error &&
    Array.isArray(error.errors)
  );
}

/** The 4xx status a refused HTTP request carries (Fastify's body errors, Mercurius's own). */
function requestErrorStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || error instanceof AppError) return null;
  const status = 'statusCode' in error ? error.statusCode : undefined;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

/** The codes of requests refused as HTTP requests, and their statuses. */
const REQUEST_ERRORS = {
  BAD_REQUEST: 400,
  INVALID_TEXT: 400,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
} as const;

function requestError(status: number, lang: Lang): GraphQLError {
  const code =
    (Object.keys(REQUEST_ERRORS) as (keyof typeof REQUEST_ERRORS)[]).find(
      (name) => REQUEST_ERRORS[name] === status,
    ) ?? 'BAD_REQUEST';
  return new GraphQLError(translate(lang, status === 413 ? 'payloadTooLarge' : 'badRequest'), {
    extensions: { code },
  });
}

/** Refusals any route can answer (http/errors.ts), thrown before an operation runs. */
const HTTP_REFUSALS: ReadonlyMap<string, number> = new Map(
  Object.values(HttpErrors.specs).map((spec) => [spec.code, spec.status]),
);

function requestErrorStatusOf(code: unknown): number | null {
  if (typeof code !== 'string') return null;
  if (code in REQUEST_ERRORS) return REQUEST_ERRORS[code as keyof typeof REQUEST_ERRORS];
  return HTTP_REFUSALS.get(code) ?? null;
}

/** Errors a person caused keep their code and translated message; anything else is hidden. */
function formatError(
  error: GraphQLError,
  context: MercuriusContext,
  describeSchema: boolean,
): GraphQLError[] {
  const original = error.originalError;
  if (original instanceof AppError) {
    return [
      new GraphQLError(original.translated(context.lang), {
        path: error.path,
        // The field lets a form show the refusal beside the input at fault.
        extensions:
          original.field === null
            ? { code: original.code }
            : { code: original.code, field: original.field },
      }),
    ];
  }
  if (isQueryRefusal(original)) {
    return original.errors.map((e) => validationError(e, describeSchema));
  }
  if (!original || original instanceof GraphQLError) {
    // Syntax and validation errors describe the query, not the server.
    return [validationError(error, describeSchema)];
  }
  // Malformed JSON, a body too large, a content type we do not read: the request, not us.
  const status = requestErrorStatus(original);
  if (status !== null) return [requestError(status, context.lang)];
  if (isDatabaseUnavailable(original)) {
    context.reply.log.warn({ err: original }, 'database unavailable');
    return [
      new GraphQLError(translate(context.lang, 'serviceUnavailable'), {
        path: error.path,
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      }),
    ];
  }
  context.reply.log.error({ err: original }, 'resolver failed');
  return [
    new GraphQLError(translate(context.lang, 'serverError'), {
      path: error.path,
      extensions: { code: 'INTERNAL' },
    }),
  ];
}

export async function registerGraphQL(
  app: FastifyInstance,
  deps: {
    db: Db;
    sessions: SessionStore;
    /** Each module's resolvers, typed from the schema (resolvers.generated.ts). */
    resolvers: Resolvers[];
    /** Introspection, GraphiQL and "did you mean" suggestions: development only. */
    describeSchema: boolean;
    onOrdersReplaced(orderIds: readonly number[]): Promise<void>;
    /** The root fields a session that must change its password may ask for (ADR 020). */
    openToPasswordChange: readonly string[];
  },
): Promise<RunOperation> {
  const openToPasswordChange = new Set(['__typename', ...deps.openToPasswordChange]);
  const contextOf = (request: FastifyRequest, reply: FastifyReply, lang: Lang): GraphQLContext => ({
    db: deps.db,
    sessions: deps.sessions,
    request,
    reply,
    lang,
    onOrdersReplaced: deps.onOrdersReplaced,
  });
  const resolvers: IResolvers = { Query: {}, Mutation: {} };
  for (const part of deps.resolvers) {
    Object.assign(resolvers.Query as object, part.Query);
    if (part.Mutation) Object.assign(resolvers.Mutation as object, part.Mutation);
    // Field resolvers of the module's own types (OrderPart.bookshop, say); a type extended
    // by another module (Bookshop's identity fields) gets both modules' fields.
    for (const [type, fields] of Object.entries(part))
      if (type !== 'Query' && type !== 'Mutation')
        resolvers[type] = { ...(resolvers[type] as object | undefined), ...(fields as object) };
  }
  if (Object.keys(resolvers.Mutation as object).length === 0) delete resolvers.Mutation;

  if (deps.describeSchema) prepareGraphiqlRoutes(app);
  await app.register(mercurius, {
    schema,
    resolvers,
    path: '/graphql',
    // GraphiQL at /graphiql with introspection, in development only (graphiql.ts).
    graphiql: deps.describeSchema,
    routes: true,
    jit: 1,
    // The depth limit is checkQueryCost's (limits.ts): Mercurius's counts introspection's
    // `ofType` unwrapping too, and would refuse GraphiQL's and graphql-codegen's query.
    graphql: { parseOptions: { maxTokens: MAX_QUERY_TOKENS } },
    allowBatchedQueries: false,
    ...(deps.describeSchema ? {} : { validationRules: [noIntrospection] }),
    additionalRouteOptions: {
      // After Mercurius's schema (which it reports itself), before it parses anything.
      preHandler: async (request) => {
        if (request.validationError) return;
        checkGraphQLRequest(request.method === 'GET' ? request.query : request.body);
      },
    },
    context: (request, reply) => contextOf(request, reply, requestLanguage(request)),
    errorFormatter: (execution, context) => {
      const formatted = (execution.errors ?? []).flatMap((e) =>
        formatError(e, context, deps.describeSchema),
      );
      const errors = formatted.map((e) => e.toJSON());
      const statusCode = execution.data ? 200 : statusOf(execution, formatted);
      if (statusCode === 503) context.reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return { statusCode, response: { data: execution.data ?? null, errors } };
    },
  });
  // Before validation (and only for documents not cached yet): a document too broad is
  // refused before graphql-js spends time validating it.
  app.graphql.addHook('preValidation', async (_schema, document) => {
    checkQueryCost(document);
    if (documentHoldsNul(document)) throw invalidText();
  });
  // A session opened with a one-time password: the identity reads and choosing the password,
  // nothing else, whichever operation of the document runs (http/password-change-gate.ts).
  app.graphql.addHook('preExecution', async (_schema, document, context) => {
    const { request } = context;
    if (!deps.sessions.mustChangePassword(request)) return;
    if ((await deps.sessions.current(request))?.userId == null) return;
    for (const field of rootFieldNames(document)) {
      if (!openToPasswordChange.has(field)) throw HttpErrors.passwordChangeRequired();
    }
  });
  // In-process, as the page would send it over HTTP: the same schema, hooks and session.
  return (request, reply, operation) =>
    app.graphql(
      operation.query,
      contextOf(request, reply, operation.lang),
      operation.variables,
      operation.operationName,
    );
}

/**
 * Runs a query for a request without a round trip (the server-rendered pages,
 * docs/spec/server-rendering.md §2): `data` and `errors` as a client would read them.
 */
export type RunOperation = (
  request: FastifyRequest,
  reply: FastifyReply,
  operation: {
    query: string;
    variables: Record<string, unknown>;
    operationName: string;
    lang: Lang;
  },
) => Promise<{ data?: unknown; errors?: readonly unknown[] }>;

/**
 * The HTTP status of an answer without data: a request refused before it ran is a 4xx, a
 * database out of reach a 503 (retry), an operation that ran and failed a 200 with errors.
 */
function statusOf(execution: object, formatted: readonly GraphQLError[]): number {
  const codes = formatted.map((e) => e.extensions.code);
  if (codes.length > 0 && codes.every((code) => code === 'SERVICE_UNAVAILABLE')) return 503;
  // Refusals concern the request as a whole: they have no path (resolvers' errors do).
  const refusals = formatted.filter((e) => e.path === undefined).map((e) => e.extensions.code);
  if (refusals.length === 0 || refusals.length < formatted.length) return 200;
  const requestStatus = refusals.map(requestErrorStatusOf).find((s) => s !== null);
  if (requestStatus !== undefined && requestStatus !== null) return requestStatus;
  if (refusals.every((code) => code === 'GRAPHQL_VALIDATION_FAILED')) return 400;
  // Mercurius sets statusCode (400) on queries it refused before running them.
  if ('statusCode' in execution && typeof execution.statusCode === 'number') {
    return execution.statusCode;
  }
  return 200;
}
