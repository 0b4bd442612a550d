// Chooses the carriers with an API from the configuration: Aramex and Quiqup each when its account is configured
// (without one, the owner types the tracking number, as for every other carrier).
import { inArray } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { storeSettings } from '../../db/schema';
import { createAramexCarrier } from './aramex';
import { createQuiqupCarrier } from './quiqup';
import type { Carrier, ShopParty } from './carrier';

export * from './carrier';

export interface Carriers {
  aramex: Carrier | null;
  quiqup: Carrier | null;
}

/** The carriers with an API that are configured, by name, as the console is told (admin order detail). */
export const configuredCarriers = (carriers: Carriers): ('aramex' | 'quiqup')[] =>
  (['aramex', 'quiqup'] as const).filter((name) => carriers[name] !== null);

/** The shop as sender: its legal name and address, phone and e-mail from the store settings (set in the console). */
export async function shopAsShipper(db: DbOrTx): Promise<ShopParty> {
  const rows = await db
    .select()
    .from(storeSettings)
    .where(inArray(storeSettings.key, ['legal_name_en', 'legal_address_en', 'phone', 'email']));
  const of = (k: string) => String(rows.find((r) => r.key === k)?.value ?? '');
  return {
    name: of('legal_name_en'),
    company: of('legal_name_en'),
    phone: of('phone'),
    email: of('email'),
    line1: of('legal_address_en'),
  };
}

export function carriersFor(config: Config): Carriers {
  return { aramex: aramexFor(config), quiqup: quiqupFor(config) };
}

function quiqupFor(c: Config): Carrier | null {
  if (!c.QUIQUP_CLIENT_ID || !c.QUIQUP_CLIENT_SECRET) return null;
  return createQuiqupCarrier({
    clientId: c.QUIQUP_CLIENT_ID,
    clientSecret: c.QUIQUP_CLIENT_SECRET,
    baseUrl: c.QUIQUP_BASE_URL,
    timeoutMs: c.CARRIER_TIMEOUT_MS,
    service: c.QUIQUP_SERVICE,
    pickupTown: c.QUIQUP_PICKUP_TOWN,
  });
}

function aramexFor(c: Config): Carrier | null {
  const city = c.ARAMEX_SHIPPER_CITY;
  const configured =
    c.ARAMEX_USERNAME &&
    c.ARAMEX_PASSWORD &&
    c.ARAMEX_ACCOUNT_NUMBER &&
    c.ARAMEX_ACCOUNT_PIN &&
    c.ARAMEX_ACCOUNT_ENTITY &&
    c.ARAMEX_ACCOUNT_COUNTRY_CODE;
  if (!configured || !city) return null;
  return createAramexCarrier({
    userName: c.ARAMEX_USERNAME!,
    password: c.ARAMEX_PASSWORD!,
    accountNumber: c.ARAMEX_ACCOUNT_NUMBER!,
    accountPin: c.ARAMEX_ACCOUNT_PIN!,
    accountEntity: c.ARAMEX_ACCOUNT_ENTITY!,
    accountCountryCode: c.ARAMEX_ACCOUNT_COUNTRY_CODE!,
    baseUrl: c.ARAMEX_BASE_URL,
    timeoutMs: c.CARRIER_TIMEOUT_MS,
    shipperCity: city,
  });
}
