/**
 * The claims of an access token as the storefront reads them: WITHOUT verifying the signature, so only to decide
 * what to show and when to refresh. The api verifies the token on every call; nothing here grants anything.
 */
export interface AccessClaims {
  typ: 'Guest' | 'Registered';
  /** Seconds since the epoch. */
  exp: number;
  usid?: string;
  /** consumerNo for a registered shopper, `guest:{usid}` for a guest. */
  sub?: string;
  /** consumerType of a registered shopper. */
  ctp?: 'REGISTERED' | 'EMPLOYEE';
}

export function decodeAccessClaims(token: string): AccessClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const claims = value as Record<string, unknown>;
  if ((claims.typ !== 'Guest' && claims.typ !== 'Registered') || typeof claims.exp !== 'number') return null;
  return {
    typ: claims.typ,
    exp: claims.exp,
    ...(typeof claims.usid === 'string' ? { usid: claims.usid } : {}),
    ...(typeof claims.sub === 'string' ? { sub: claims.sub } : {}),
    ...(claims.ctp === 'REGISTERED' || claims.ctp === 'EMPLOYEE' ? { ctp: claims.ctp } : {}),
  };
}
