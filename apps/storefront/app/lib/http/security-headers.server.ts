import { randomBytes } from 'node:crypto';

/** 128 random bits, base64: a fresh CSP nonce for every response. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

export interface CspOptions {
  nonce: string;
  /** Vite's dev server injects `<style>` elements without a nonce and talks to its HMR socket. */
  dev: boolean;
}

/**
 * The Content-Security-Policy of every response. Scripts run only from our origin or with this response's nonce.
 * Styles: our stylesheet plus nonce'd elements; `style-src-attr 'unsafe-inline'` is the one unavoidable allowance,
 * because React Aria renders `style=""` attributes on the server (visually hidden inputs, overlay positioning) and
 * those would otherwise be dropped before hydration.
 */
export function contentSecurityPolicy({ nonce, dev }: CspOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`],
    'style-src': dev ? ["'self'", "'unsafe-inline'"] : ["'self'", `'nonce-${nonce}'`],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export interface SecurityHeaderOptions extends CspOptions {
  production: boolean;
}

export function securityHeaders({ nonce, dev, production }: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy({ nonce, dev }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Geolocation for this origin only: "Use my location" in the store and collection point searches (0043).
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
  };
  // HSTS only where TLS terminates in front of production; on http://localhost it would pin the browser to https.
  if (production) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}
