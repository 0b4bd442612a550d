// Chooses the payment gateway from the configuration: MyFatoorah when its API key is set, else the sandbox;
// and Tabby (buy now, pay later) beside it when its secret key and merchant code are set.
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentGateway } from './gateway';
import { createMyFatoorahGateway } from './myfatoorah';
import { createSandboxGateway, type SandboxGateway } from './sandbox';
import { createTabbyGateway, type TabbyGateway } from './tabby';
import { createTabbySandbox, type TabbySandbox } from './tabby-sandbox';

export * from './gateway';

export interface Gateways {
  gateway: PaymentGateway;
  /** Set when the sandbox is the gateway: its hosted card page must be served. */
  sandbox: SandboxGateway | null;
  /** Set when Tabby is configured (or its sandbox asked for): only then is it offered at checkout. */
  tabby: TabbyGateway | null;
  /** Set when Tabby's sandbox is used: its hosted page must be served. */
  tabbySandbox: TabbySandbox | null;
}

export function tabbyGatewayFor(config: Config): Pick<Gateways, 'tabby' | 'tabbySandbox'> {
  if (!config.TABBY_SECRET_KEY || !config.TABBY_MERCHANT_CODE) {
    if (config.TABBY_SANDBOX !== '1') return { tabby: null, tabbySandbox: null };
    const tabbySandbox = createTabbySandbox(config.PUBLIC_URL);
    return { tabby: tabbySandbox, tabbySandbox };
  }
  const tabby = createTabbyGateway({
    secretKey: config.TABBY_SECRET_KEY,
    merchantCode: config.TABBY_MERCHANT_CODE,
    baseUrl: config.TABBY_BASE_URL,
    timeoutMs: config.PAYMENT_GATEWAY_TIMEOUT_MS,
  });
  return { tabby, tabbySandbox: null };
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
    return { gateway, sandbox: null, ...tabby };
  }
  const sandbox = createSandboxGateway(db);
  return { gateway: sandbox, sandbox, ...tabby };
}
