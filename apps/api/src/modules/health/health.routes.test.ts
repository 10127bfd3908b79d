import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('live answers ok without an access key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('ready checks the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', checks: { database: 'ok' } });
  });

  it('ready answers 503 when the database is gone', async () => {
    const broken = await createTestApp();
    try {
      // Up first: a database never used has no connections to close, and would simply open them again.
      expect((await broken.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
      await broken.db.destroy();
      const response = await broken.app.inject({ method: 'GET', url: '/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', checks: { database: 'down' } });
    } finally {
      await broken.close();
    }
  });
});
