import { ApiError } from './api-error.js';

/** Where a field of a merged query and body was sent, as errors name it: `body.code`, `query.cartId`. */
export type FieldOf<T> = (name: keyof T & string) => string;

export interface QueryOrBody<T> {
  /** The query's and the body's fields in one (equal where both give one). */
  input: T;
  /** Where the field was sent: the body's name when the body gave it, else the query's (also for a missing one). */
  fieldOf: FieldOf<T>;
}

/**
 * A call the spec sends with its fields in the query ("(query; …)", spec §7) that also takes them in a JSON body,
 * as clients written against the body send them: the two merged. A field given in both with different values is an
 * integrator's mistake, never silently one of them: 400 API400 naming the body's field. Each part is validated by the
 * route's own schemas first (the query's values read as numbers and flags), so equal values compare equal.
 */
export function queryOrBody<Q extends object, B extends object>(
  query: Q,
  body: B | null | undefined,
): QueryOrBody<Q & B> {
  const given = body ?? ({} as B);
  for (const [name, value] of Object.entries(given)) {
    const inQuery = (query as Record<string, unknown>)[name];
    if (inQuery !== undefined && value !== undefined && inQuery !== value) {
      throw new ApiError('API400', {
        field: `body.${name}`,
        message: `${name} is ${JSON.stringify(inQuery)} in the query and ${JSON.stringify(value)} in the body: send one.`,
      });
    }
  }
  const input = { ...query, ...given } as Q & B;
  return { input, fieldOf: (name) => `${name in given ? 'body' : 'query'}.${name}` };
}

/** A field the merged query and body must give: 400 API400 naming it where it was (or would be) sent otherwise. */
export function requiredField<T, K extends keyof T & string>(
  { input, fieldOf }: QueryOrBody<T>,
  name: K,
): NonNullable<T[K]> {
  const value = input[name];
  if (value === undefined || value === null || value === '') {
    throw new ApiError('API400', { field: fieldOf(name), message: `${name} is required.` });
  }
  return value as NonNullable<T[K]>;
}
