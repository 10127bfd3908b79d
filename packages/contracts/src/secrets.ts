/**
 * The rules the secrets shared by the storefront server and the api must meet, in one place so neither app accepts
 * a value the other refuses. `SERVER_TRUST_ID` lets its holder speak for any shopper session (`x-usid`) and for any
 * client address (`x-forwarded-for`), and keys the digests popular queries keep of who searched (decision 0038): a
 * key, as long as the captcha sandbox's (`CAPTCHA_SANDBOX_SECRET`, 16). An access key names a storefront to the api
 * (`API_ACCESS_KEYS`, 8).
 */
export const SERVER_TRUST_ID_MIN_LENGTH = 16;
export const ACCESS_KEY_MIN_LENGTH = 8;
