// Chooses the payment gateway from the configuration: MyFatoorah when its API key is set, else the sandbox;
// and the hosted buy-now-pay-later providers beside it: Tabby when its secret key and merchant code are set, Tamara
// when its API token is set (each, without keys, through its sandbox when asked for).
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentGateway } from './gateway';
import { createMyFatoorahGateway } from './myfatoorah';
import { createSandboxGateway, type SandboxGateway } from './sandbox';
import { createTabbyGateway, type TabbyGateway } from './tabby';
import { createTabbySandbox, type TabbySandbox } from './tabby-sandbox';
import type { HostedGateways } from './hosted';
import { createTamaraGateway, type TamaraGateway } from './tamara';
import { createTamaraSandbox, type TamaraSandbox } from './tamara-sandbox';

export * from './gateway';
export * from './hosted';

export interface Gateways {
  gateway: PaymentGateway;
  /** Set when the sandbox is the gateway: its hosted card page must be served. */
  sandbox: SandboxGateway | null;
  /** Set when Tabby is configured (or its sandbox asked for): only then is it offered at checkout. */
  tabby: TabbyGateway | null;
  /** Set when Tabby's sandbox is used: its hosted page must be served. */
  tabbySandbox: TabbySandbox | null;
  /** Set when Tamara is configured (or its sandbox asked for): only then (and when its pre-check accepts) is it offered. */
  tamara: TamaraGateway | null;
  /** Set when Tamara's sandbox is used: its hosted page must be served. */
  tamaraSandbox: TamaraSandbox | null;
  /** The hosted providers configured, by gateway name: what a payment row's `gateway` is dispatched through. */
  hosted: HostedGateways;
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

export function tamaraGatewayFor(config: Config): Pick<Gateways, 'tamara' | 'tamaraSandbox'> {
  if (!config.TAMARA_API_TOKEN) {
    if (config.TAMARA_SANDBOX !== '1') return { tamara: null, tamaraSandbox: null };
    const tamaraSandbox = createTamaraSandbox(config.PUBLIC_URL);
    return { tamara: tamaraSandbox, tamaraSandbox };
  }
  const tamara = createTamaraGateway({
    apiToken: config.TAMARA_API_TOKEN,
    baseUrl: config.TAMARA_API_URL,
    timeoutMs: config.PAYMENT_GATEWAY_TIMEOUT_MS,
  });
  return { tamara, tamaraSandbox: null };
}

/** Tabby and Tamara as configured, and the registry of both by gateway name. */
function hostedGatewaysFor(config: Config): Pick<Gateways, 'tabby' | 'tabbySandbox' | 'tamara' | 'tamaraSandbox' | 'hosted'> {
  const tabby = tabbyGatewayFor(config);
  const tamara = tamaraGatewayFor(config);
  const hosted: HostedGateways = {};
  if (tabby.tabby) hosted.tabby = tabby.tabby;
  if (tamara.tamara) hosted.tamara = tamara.tamara;
  return { ...tabby, ...tamara, hosted };
}

export function paymentGatewayFor(config: Config, db: Db): Gateways {
  const tabby = hostedGatewaysFor(config);
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
