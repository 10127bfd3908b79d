import type { ConfigVariableRow } from '@outsole/contracts/config-docs';

/**
 * The storefront's environment variables as documentation rows (default and meaning); README.md's table is
 * written from this list by `npm run docs:config`, and config-variables.test.ts keeps it in step with the schema.
 */
export const CONFIG_VARIABLES: readonly ConfigVariableRow[] = [
  {
    name: 'NODE_ENV',
    default: 'development',
    description: 'development, production or test. production requires the secrets, refuses mock mode and sends HSTS.',
  },
  { name: 'PORT', default: '3000', description: 'Port the storefront listens on.' },
  { name: 'HOST', default: '0.0.0.0', description: 'Address the storefront listens on.' },
  { name: 'API_URL', default: 'http://127.0.0.1:4000', description: 'The api, as the storefront server reaches it.' },
  {
    name: 'API_ACCESS_KEY',
    default: 'outsole-dev-storefront; required in production',
    description:
      'Sent as `x-access-key`; must be one of the api’s `API_ACCESS_KEYS`. Production refuses the published ' +
      'development value and one under 8 characters, as the api does.',
  },
  {
    name: 'SERVER_TRUST_ID',
    default: 'outsole-dev-trust; required in production',
    description:
      'Sent as `x-server-trust-id`; must equal the api’s `SERVER_TRUST_ID`. Production refuses the published ' +
      'development value and one under 16 characters, as the api does.',
  },
  {
    name: 'API_TESTING',
    default: '(unset)',
    description: 'Value of the optional `x-testing` header; unset: not sent.',
  },
  {
    name: 'DEFAULT_LOCALE',
    default: 'en-us',
    description:
      'Where `/` redirects when the browser asks for no language the brand has a site in; language of error pages outside a locale; the hreflang `x-default` page.',
  },
  { name: 'DEFAULT_BRAND', default: 'stride', description: 'Brand for host names not listed in `BRAND_HOSTS`.' },
  {
    name: 'BRAND_HOSTS',
    default: '(empty)',
    description: 'Host name to brand, e.g. `kestrel.example=kestrel,kestrel.localhost=kestrel`.',
  },
  {
    name: 'STOREFRONT_BRAND_ORIGINS',
    default: '(unset: the request’s origin); required in production',
    description:
      'Public origin of each brand’s storefront, the same value as the api’s: canonical, hreflang, og:url, JSON-LD, ' +
      'sitemap and robots.txt URLs name it, never the request’s Host header. Comma-separated `brand=origin` pairs, ' +
      'every brand listed; each origin’s host also serves its brand (as if in `BRAND_HOSTS`).',
  },
  {
    name: 'API_MOCK',
    default: 'false',
    description:
      'Typed mock answers instead of the api, for offline UI work and tests; refused in production (spec §9).',
  },
  { name: 'TOAST_DURATION_MS', default: '5000', description: 'Toast auto-dismiss delay (spec §9).' },
  { name: 'TOAST_ACTION_DURATION_MS', default: '10000', description: 'Auto-dismiss delay of toasts with buttons.' },
  {
    name: 'VALIDATE_RESPONSE',
    default: 'true; false in production',
    description: 'Enables `POST /fapi/api/validate-response/{contract}`.',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'Behind a load balancer: Express `trust proxy`, read as the api’s `TRUST_PROXY`: true, false (or yes, no, any ' +
      'case), a hop count, or a comma-separated list of proxy addresses, subnets and loopback, linklocal, uniquelocal.',
  },
  {
    name: 'REFERENCE_CACHE_TTL_MS',
    default: '60000',
    description: 'How long each process keeps the site record and the catalog tree (same for all shoppers); 0: off.',
  },
  {
    name: 'API_CACHE_MAX_ENTRIES',
    default: '2000',
    description:
      'Api answers each process keeps, as their Cache-Control allows (public catalog reads: products, search, ' +
      'categories); least recently used go first; 0: off.',
  },
  {
    name: 'PAGE_CACHE_MB',
    default: '128 in production; 0 otherwise',
    description:
      'Megabytes of home, listing, product and search pages each process keeps as a visitor without a session gets ' +
      'them, each served with its own CSP nonce (decision 0022), to visitors and to shoppers with a session, guests ' +
      'or signed in, whose browser then fetches the header’s account state and cart count (0024, 0025); least ' +
      'recently used go first; 0: off.',
  },
  {
    name: 'PAGE_CACHE_TTL_S',
    default: '60',
    description: 'How long a kept page is served before it is rendered again (1 to 3600).',
  },
  {
    name: 'SITEMAP_PAGE_SIZE',
    default: '10000',
    description: 'URLs per child sitemap of `/sitemap.xml` (1 to 10000; the protocol allows 50,000).',
  },
  {
    name: 'KEEP_ALIVE_TIMEOUT_S',
    default: '65',
    description:
      'Seconds an idle keep-alive connection stays open (1 to 3600). Keep it above your load balancer’s idle timeout (60 s on most), or the balancer may reuse a connection just as it closes: a 502.',
  },
  {
    name: 'REQUEST_TIMEOUT_S',
    default: '30',
    description:
      'Seconds a client has to send a whole request, headers and body (1 to 3600; then 408): a client trickling a body byte by byte cannot hold a connection for long. An idle keep-alive connection is not a request.',
  },
  {
    name: 'SHUTDOWN_GRACE_MS',
    default: '10000',
    description: 'On SIGTERM/SIGINT, how long in-flight requests may finish before connections are cut.',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description:
      'Minimum level of the JSON lines written to stdout (fatal, error, warn, info, debug, trace or silent): the access log is info (error for a 5xx).',
  },
];
