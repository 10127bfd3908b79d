import { describe, expect, it } from 'vitest';

import { correlationIdFrom } from './correlation-id.ts';
import { contentSecurityPolicy, createNonce, securityHeaders } from './security-headers.server.ts';

describe('security headers', () => {
  it('allows scripts only from our origin or with this response nonce', () => {
    const csp = contentSecurityPolicy({ nonce: 'abc123', dev: false });
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("style-src 'self' 'nonce-abc123'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("font-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
  });

  it('relaxes styles and connections only for the Vite dev server', () => {
    const csp = contentSecurityPolicy({ nonce: 'n', dev: true });
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("connect-src 'self' ws: wss:");
  });

  it('sends HSTS in production only', () => {
    expect(securityHeaders({ nonce: 'n', dev: false, production: true })['Strict-Transport-Security']).toMatch(
      /max-age=/,
    );
    const dev = securityHeaders({ nonce: 'n', dev: true, production: false });
    expect(dev['Strict-Transport-Security']).toBeUndefined();
    expect(dev).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    });
  });

  it('makes a fresh nonce every time', () => {
    expect(createNonce()).not.toBe(createNonce());
    expect(createNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it('keeps a plain caller correlation id and replaces anything else', () => {
    expect(correlationIdFrom('req-2024-abcdef')).toBe('req-2024-abcdef');
    expect(correlationIdFrom('bad id\r\nx-injected: 1')).toMatch(/^[0-9a-f-]{36}$/);
    expect(correlationIdFrom(undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
