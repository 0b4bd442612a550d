// Prints rows of figures as a plain aligned table (numbers right-aligned), for the benchmark reports.

/** @param {Record<string, string | number>[]} rows */
export function printTable(rows) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] ?? {});
  const cells = rows.map((row) => columns.map((c) => String(row[c] ?? '')));
  const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((r) => r[i]?.length ?? 0)));
  const numeric = columns.map((_, i) => cells.every((r) => /^[\d.,\s%/-]*$/.test(r[i] ?? '')));
  const line = (/** @type {string[]} */ values) =>
    '  ' +
    values
      .map((v, i) => (numeric[i] ? v.padStart(widths[i] ?? 0) : v.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  console.log(line(columns));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const r of cells) console.log(line(r));
}
