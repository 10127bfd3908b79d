import type { FastifyRequest } from 'fastify';
import { single } from './request-headers.js';

/** The first address of x-forwarded-for, as the caller sent it (trust it only from our storefront server). */
export function forwardedClient(request: FastifyRequest): string | undefined {
  return single(request.headers['x-forwarded-for'])?.split(',')[0]?.trim() || undefined;
}

/**
 * The shopper's address, as rate limits and sign-in throttling count it: the address our storefront server forwards
 * for the shopper (a call trusted through x-server-trust-id), else the connecting address (request.ip, which honours
 * TRUST_PROXY). Anyone else's x-forwarded-for is ignored, so a client cannot pick its own key.
 */
export function clientAddress(request: FastifyRequest): string {
  return (request.ctx?.trusted ? forwardedClient(request) : undefined) ?? request.ip;
}
