import { findContract } from '@outsole/contracts/registry';

import { errorResponse } from '../http/error-response.ts';
import { readJsonBody } from '../http/read-body.server.ts';

/**
 * POST /fapi/api/validate-response/{contract} (spec §5, §7 Internal): checks a posted JSON body against a named
 * contract of contracts/registry.ts. Enabled by VALIDATE_RESPONSE (default on outside production).
 */

export const VALIDATE_BODY_LIMIT_BYTES = 1024 * 1024;

export interface ValidationResult {
  valid: boolean;
  issues: Array<{ path: string; message: string }>;
}

export async function validateResponse(
  request: Request,
  contractName: string,
  options: { enabled: boolean; correlationId: string },
): Promise<Response> {
  const { correlationId } = options;
  if (!options.enabled) return errorResponse(404, 'API404', 'Not found', { correlationId });
  if (request.method !== 'POST') {
    return errorResponse(405, 'API405', 'Use POST', { correlationId, headers: { allow: 'POST' } });
  }
  const contract = findContract(contractName);
  if (!contract) return errorResponse(404, 'API404', `Unknown contract ${contractName}`, { correlationId });

  const read = await readJsonBody(request, VALIDATE_BODY_LIMIT_BYTES, correlationId);
  if (!read.ok) return read.response;

  const result = contract.safeParse(read.body);
  const answer: ValidationResult = result.success
    ? { valid: true, issues: [] }
    : {
        valid: false,
        issues: result.error.issues.map((issue) => ({
          path: issue.path.map(String).join('.'),
          message: issue.message,
        })),
      };
  return Response.json(answer, { headers: { 'cache-control': 'no-store' } });
}
