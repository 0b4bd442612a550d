// Chooses the payment gateway from the configuration: MyFatoorah when its API key is set, else the sandbox.
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentGateway } from './gateway';
import { createMyFatoorahGateway } from './myfatoorah';
import { createSandboxGateway, type SandboxGateway } from './sandbox';

export * from './gateway';

export interface Gateways {
  gateway: PaymentGateway;
  /** Set when the sandbox is the gateway: its hosted card page must be served. */
  sandbox: SandboxGateway | null;
}

export function paymentGatewayFor(config: Config, db: Db): Gateways {
  if (config.MYFATOORAH_API_KEY) {
    const gateway = createMyFatoorahGateway({
      apiKey: config.MYFATOORAH_API_KEY,
      baseUrl: config.MYFATOORAH_BASE_URL,
      cardMethodCode: config.MYFATOORAH_CARD_METHOD_CODE,
      timeoutMs: config.PAYMENT_GATEWAY_TIMEOUT_MS,
    });
    return { gateway, sandbox: null };
  }
  const sandbox = createSandboxGateway(db);
  return { gateway: sandbox, sandbox };
}
