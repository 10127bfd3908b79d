/**
 * The request headers every call to the api carries (spec §7: "accept json, transaction and correlation ids,
 * locale, user session id (x-usid) when present, an access key and a server trust id, and an optional testing
 * header"). The spec does not name them; these names are ours (docs/decisions/0003-api-headers.md).
 */
export const Headers = {
  accept: 'accept',
  correlationId: 'x-correlation-id',
  transactionId: 'x-transaction-id',
  locale: 'x-locale',
  siteId: 'x-site-id',
  usid: 'x-usid',
  accessKey: 'x-access-key',
  serverTrustId: 'x-server-trust-id',
  testing: 'x-testing',
  authorization: 'authorization',
} as const;

export type HeaderName = (typeof Headers)[keyof typeof Headers];

/** Headers the api sends back on every answer. */
export const ResponseHeaders = {
  correlationId: Headers.correlationId,
  transactionId: Headers.transactionId,
} as const;
