// CSV for the console's exports and the stock import: RFC 4180 quoting, CRLF line ends, and the guard against
// formula injection every exported cell goes through.
// CSV injection (OWASP): a spreadsheet runs a cell that starts with =, +, -, @, a tab or a carriage return as a
// formula. Such a cell is exported behind a single quote, and quoted; the import takes one quote off again.
// A cell already starting with quotes before such a character gets one more, so every cell reads back as it was.
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** A CSV field: quoted when it holds a comma, quote or line break, or could be read as a formula. */
export const csvField = (v: string | number) => {
  const guarded = FORMULA_START.test(String(v));
  const s = guarded ? `'${v}` : String(v);
  return guarded || /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
/** A field as it was before csvField guarded it against formulas. */
const unguarded = (field: string) => (field.startsWith("'") && FORMULA_START.test(field) ? field.slice(1) : field);

/** A CSV line of fields, each guarded and quoted as needed. */
export const csvLine = (fields: (string | number)[]) => fields.map(csvField).join(',');

/** Lines joined as a CSV file: CRLF after each, the last included. */
export const csvText = (lines: string[]) => `${lines.join('\r\n')}\r\n`;

/** Splits CSV text into records (RFC 4180 quoting), taking off the quote csvField puts before a formula. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(unguarded(field));
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      record.push(unguarded(field));
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || record.length > 0) {
    record.push(unguarded(field));
    records.push(record);
  }
  return records;
}
