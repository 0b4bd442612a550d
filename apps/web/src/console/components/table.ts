// The console's table and card classes, so every list looks the same.
export const CARD = 'rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-200/60';
// relative: the tables' visually hidden labels (absolutely placed) stay inside the scrolling box on phones.
export const TABLE_WRAP = 'relative overflow-x-auto rounded-2xl bg-white shadow-card ring-1 ring-ink-200/60';
export const TABLE = 'w-full min-w-[640px] text-sm';
export const TH = 'border-b border-ink-200 px-3 py-2.5 text-start text-xs font-bold text-ink-600';
export const TD = 'border-b border-cream-300 px-3 py-2.5 align-middle';
export const LABEL = 'mb-1 block text-sm font-semibold text-ink-800';
