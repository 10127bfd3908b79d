import { createContext, use } from 'react';

/**
 * The CSP nonce of the response being rendered (entry.server.tsx provides it). In the browser there is none:
 * scripts are already allowed by then, and browsers hide the attribute's value from the DOM anyway.
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return use(NonceContext);
}
