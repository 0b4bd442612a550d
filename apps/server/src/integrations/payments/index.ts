// Chooses the payment gateway from the configuration: MyFatoorah when its API key is set, else the sandbox;
// and Tabby (buy now, pay later) beside it when its secret key and merchant code are set.
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentGateway } from './gateway';
import { createMyFatoorahGateway } from './myfatoorah';
import { createSandboxGateway, type SandboxGateway } from './sandbox';
import { createTabbyGateway, type TabbyGateway } from './tabby';

export * from './gateway';

export interface Gateways {
  gateway: PaymentGateway;
  /** Set when the sandbox is the gateway: its hosted card page must be served. */
  sandbox: SandboxGateway | null;
  /** Set when Tabby is configured: only then is it offered at checkout. */
  tabby: TabbyGateway | null;
}

export function tabbyGatewayFor(config: Config): TabbyGateway | null {
  if (!config.TABBY_SECRET_KEY || !config.TABBY_MERCHANT_CODE) return null;
  return createTabbyGateway({
    secretKey: config.TABBY_SECRET_KEY,
    merchantCode: config.TABBY_MERCHANT_CODE,
    baseUrl: config.TABBY_BASE_URL,
    timeoutMs: config.PAYMENT_GATEWAY_TIMEOUT_MS,
  });
}

export function paymentGatewayFor(config: Config, db: Db): Gateways {
  const tabby = tabbyGatewayFor(config);
  if (config.MYFATOORAH_API_KEY) {
    const gateway = createMyFatoorahGateway({
      apiKey: config.MYFATOORAH_API_KEY,
      baseUrl: config.MYFATOORAH_BASE_URL,
      cardMethodCode: config.MYFATOORAH_CARD_METHOD_CODE,
      timeoutMs: config.PAYMENT_GATEWAY_TIMEOUT_MS,
    });
    return { gateway, sandbox: null, tabby };
  }
  const sandbox = createSandboxGateway(db);
  return { gateway: sandbox, sandbox, tabby };
}
