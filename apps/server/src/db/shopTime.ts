// The shop's calendar day of a timestamp, in SQL (the shop's clock: packages/contract/src/shopTime.ts).
import { sql, type SQL } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@shop/contract';

/** The shop's date of a timestamp column or expression, as an SQL date. */
export const shopDay = (at: SQL | SQL.Aliased | { getSQL(): SQL }) => sql`(${at} at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)})::date`;

/** Today in the shop, as an SQL date. */
export const shopToday = shopDay(sql`now()`);
