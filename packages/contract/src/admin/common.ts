// Field helpers shared by the admin calls (the shop owner's console).
import { z } from 'zod';
import { int, num, optText, PG_INT_MAX, text } from '../fields';
import { reason } from '../reasons';

/** Offset into a list paged by PAGE_SIZE (30). */
export const offsetField = () => int(0).default(0);
/** True when an AED amount has at most two decimals (whole fils). */
export const hasWholeFils = (aed: number) => Math.abs(aed * 100 - Math.round(aed * 100)) < 1e-6;
/** An amount in AED (two decimals at most), stored as fils. */
export const aedField = (max = 1_000_000) => num(0, max).refine(hasWholeFils, reason('twoDecimals'));
/** A calendar day written YYYY-MM-DD that exists (not 2026-02-30). */
export const isDay = (v: string) => {
  const at = new Date(`${v}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === v;
};
/** A day, YYYY-MM-DD (the shop's time zone, Asia/Dubai). */
export const dayField = () => text(10).refine(isDay, reason('isoDate'));
/** An optional day, YYYY-MM-DD (the shop's time zone, Asia/Dubai). */
export const optDay = () => optText(10).refine((v) => v === undefined || isDay(v), reason('isoDate'));
/** A name in both languages (groups, categories, variations). */
export const nameFields = { name_en: text(100), name_ar: text(100) };
/** An optional whole number: missing or blank is undefined. */
export const optInt = (min = 0, max = PG_INT_MAX) => int(min, max).optional();

/** Ids in a chosen order, comma-separated ('4,1,3'); repeated form fields are read too. */
export const idListField = (min = 1, max = 500) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z.array(int(1)).min(min).max(max),
  );

/**
 * Records sent as one field of JSON text (a grid's rows): each row checked by `row`, a refused one named with its
 * place ('variants.2.sale_price'). Text that is not JSON is refused as not a list.
 */
export const jsonListField = <T extends z.ZodType>(row: T, min: number, max: number) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  }, z.array(row).min(min).max(max));

/** A page of rows and how many rows match in all. */
export const page = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), total: z.number() });

export const personRef = z.object({ id: z.number(), name: z.string(), email: z.string() });
export type PersonRef = z.infer<typeof personRef>;
