import { postJson } from '../../../lib/http';
import { parseSandboxResult, type SandboxPaymentResult } from './confirm-sandbox-payment';
import { okBody } from './rest-result';

const ENDPOINT = '/api/sandbox/authenticate/';

/** The sandbox's 3-D-Secure-style step: the buyer approves or refuses the payment. */
export async function authenticateSandboxPayment(
  clientSecret: string,
  approve: boolean,
): Promise<SandboxPaymentResult> {
  return parseSandboxResult(okBody(ENDPOINT, await postJson(ENDPOINT, { clientSecret, approve })));
}
