// The report's ranges of shop days (YYYY-MM-DD, Asia/Dubai): the presets, worked out from the shop's today.
import { addDays, REPORT_MAX_DAYS, reportDays, shopDate } from '@shop/contract';

export interface DayRange {
  from: string;
  to: string;
}

export const PRESETS = ['thisMonth', 'lastMonth', 'last30'] as const;
export type Preset = (typeof PRESETS)[number];

/** A preset's days, `today` being the shop's (Dubai) today. */
export function presetRange(preset: Preset, today: string = shopDate()): DayRange {
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  if (preset === 'thisMonth') return { from: firstOfMonth, to: today };
  if (preset === 'lastMonth') {
    const lastDay = addDays(firstOfMonth, -1);
    return { from: `${lastDay.slice(0, 7)}-01`, to: lastDay };
  }
  return { from: addDays(today, -29), to: today };
}

/** Why a range cannot be asked for, before the server refuses it: a key of `reports.*`, or null when it is fine. */
export function rangeProblem({ from, to }: DayRange): 'missing' | 'toBeforeFrom' | 'tooLong' | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) return 'missing';
  if (to < from) return 'toBeforeFrom';
  if (reportDays(from, to) > REPORT_MAX_DAYS) return 'tooLong';
  return null;
}
