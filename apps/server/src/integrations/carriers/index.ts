// Chooses the carriers with an API from the configuration: Aramex when its account is configured, else none
// (the owner then types the tracking number, as for every other carrier).
import { inArray } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { storeSettings } from '../../db/schema';
import { createAramexCarrier } from './aramex';
import type { Carrier, ShopParty } from './carrier';

export * from './carrier';

export interface Carriers {
  aramex: Carrier | null;
}

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
  const c = config;
  const city = c.ARAMEX_SHIPPER_CITY;
  const configured =
    c.ARAMEX_USERNAME &&
    c.ARAMEX_PASSWORD &&
    c.ARAMEX_ACCOUNT_NUMBER &&
    c.ARAMEX_ACCOUNT_PIN &&
    c.ARAMEX_ACCOUNT_ENTITY &&
    c.ARAMEX_ACCOUNT_COUNTRY_CODE;
  if (!configured || !city) return { aramex: null };
  return {
    aramex: createAramexCarrier({
      userName: c.ARAMEX_USERNAME!,
      password: c.ARAMEX_PASSWORD!,
      accountNumber: c.ARAMEX_ACCOUNT_NUMBER!,
      accountPin: c.ARAMEX_ACCOUNT_PIN!,
      accountEntity: c.ARAMEX_ACCOUNT_ENTITY!,
      accountCountryCode: c.ARAMEX_ACCOUNT_COUNTRY_CODE!,
      baseUrl: c.ARAMEX_BASE_URL,
      timeoutMs: c.CARRIER_TIMEOUT_MS,
      shipperCity: city,
    }),
  };
}
