import type { GraphQLContext } from './context.ts';

/**
 * Reads rows by id for the fields of a list (every part's bookshop, every line's book) in one
 * statement, not one per item: the ids asked for while the list's resolvers run, in the same
 * turn of the event loop, are read together once that turn ends; an id asked for again is
 * answered from the first read. One loader per request (`perRequest`), so nothing outlives it.
 */
export function batchLoader<V>(
  read: (ids: readonly number[]) => Promise<ReadonlyMap<number, V>>,
): (id: number) => Promise<V | null> {
  const answers = new Map<number, Promise<V | null>>();
  interface Waiting {
    id: number;
    resolve: (rows: ReadonlyMap<number, V>) => void;
    reject: (error: unknown) => void;
  }
  let waiting: Waiting[] = [];
  const flush = () => {
    const batch = waiting;
    waiting = [];
    void read([...new Set(batch.map((entry) => entry.id))]).then(
      (rows) => batch.forEach((entry) => entry.resolve(rows)),
      (error: unknown) => batch.forEach((entry) => entry.reject(error)),
    );
  };
  return (id) => {
    const known = answers.get(id);
    if (known) return known;
    const answer = new Promise<ReadonlyMap<number, V>>((resolve, reject) => {
      if (waiting.length === 0) process.nextTick(flush);
      waiting.push({ id, resolve, reject });
    }).then((rows) => rows.get(id) ?? null);
    answers.set(id, answer);
    return answer;
  };
}

/** What `make` gives, made once per request: a loader that lives as long as its request. */
export function perRequest<T>(
  make: (context: GraphQLContext) => T,
): (context: GraphQLContext) => T {
  const made = new WeakMap<object, T>();
  return (context) => {
    let value = made.get(context.request);
    if (value === undefined) {
      value = make(context);
      made.set(context.request, value);
    }
    return value;
  };
}
