import { describe, expect, it } from 'vitest';
import { toApiError } from './error-mapping.js';

/** node-postgres's errors carry the server's SQLSTATE as `code`. */
function pgError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('a database that cannot be reached answers API503 (decision 0030)', () => {
  it.each([
    ['55000', 'database "outsole" is not currently accepting connections'], // ALLOW_CONNECTIONS false
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection due to crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['53300', 'sorry, too many clients already'],
    ['08006', 'connection failure'],
    ['08001', 'could not connect to server'],
    ['ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'],
  ])('SQLSTATE %s (%s)', (code, message) => {
    expect(toApiError(pgError(code, message)).errorId).toBe('API503');
  });

  it('other 55000 errors (object not in prerequisite state) stay GEN500: they are bugs, not an outage', () => {
    expect(toApiError(pgError('55000', 'currval of sequence "x" is not yet defined in this session')).errorId).toBe(
      'GEN500',
    );
    expect(toApiError(pgError('42P01', 'relation "carts" does not exist')).errorId).toBe('GEN500');
  });
});
