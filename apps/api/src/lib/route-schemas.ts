import { ErrorResponse } from '@outsole/contracts/errors';

/**
 * Every route can fail in the spec's error format (validation, access key, rate limit, unexpected), so every
 * route declares it for 4xx and 5xx: the OpenAPI document shows it and the serializer checks it.
 */
export const errorResponses = {
  '4xx': ErrorResponse.describe('Client error in the spec format (errorDetails, appId, correlationId)'),
  '5xx': ErrorResponse.describe('Server error in the spec format; GEN500 quotes the correlation id'),
} as const;
