import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import mercurius, { type IResolvers, type MercuriusContext } from 'mercurius';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { requestLanguage, translate } from '../http/i18n.ts';
import type { SessionStore } from '../http/session.ts';
import './context.ts';

const schema = readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8');

export const MAX_QUERY_DEPTH = 8;

function validationError(error: GraphQLError): GraphQLError {
  return new GraphQLError(error.message, {
    ...(error.path ? { path: error.path } : {}),
    extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
  });
}

/** Mercurius reports syntax, validation and depth failures as one error holding a list. */
function isQueryRefusal(error: unknown): error is { errors: GraphQLError[] } {
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

/** Errors a person caused keep their code and translated message; anything else is hidden. */
function formatError(error: GraphQLError, context: MercuriusContext): GraphQLError[] {
  const original = error.originalError;
  if (original instanceof AppError) {
    return [
      new GraphQLError(original.translated(context.lang), {
        path: error.path,
        extensions: { code: original.code },
      }),
    ];
  }
  if (isQueryRefusal(original)) return original.errors.map(validationError);
  if (!original || original instanceof GraphQLError) {
    // Syntax and validation errors describe the query, not the server.
    return [validationError(error)];
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
  deps: { db: Db; sessions: SessionStore; resolvers: IResolvers[] },
): Promise<void> {
  const resolvers: IResolvers = { Query: {}, Mutation: {} };
  for (const part of deps.resolvers) {
    Object.assign(resolvers.Query as object, part.Query);
    if (part.Mutation) Object.assign(resolvers.Mutation as object, part.Mutation);
  }
  if (Object.keys(resolvers.Mutation as object).length === 0) delete resolvers.Mutation;

  await app.register(mercurius, {
    schema,
    resolvers,
    path: '/graphql',
    graphiql: false,
    routes: true,
    jit: 1,
    queryDepth: MAX_QUERY_DEPTH,
    allowBatchedQueries: false,
    context: (request, reply) => ({
      db: deps.db,
      sessions: deps.sessions,
      request,
      reply,
      lang: requestLanguage(request),
    }),
    errorFormatter: (execution, context) => {
      const errors = (execution.errors ?? [])
        .flatMap((e) => formatError(e, context))
        .map((e) => e.toJSON());
      // Mercurius sets statusCode (400) on queries it refused before running them.
      const refused = 'statusCode' in execution && typeof execution.statusCode === 'number';
      const statusCode = !execution.data && refused ? Number(execution.statusCode) : 200;
      return { statusCode, response: { data: execution.data ?? null, errors } };
    },
  });
}
