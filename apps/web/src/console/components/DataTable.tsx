// The console's lists: a table from tablet width; below it each row is a card (one DOM for both, laid out by
// CSS), its fields labelled with their column's header, so nothing needs sideways scrolling on a phone.
import type { Key, ReactNode } from 'react';

export interface Column<T> {
  /** The column's header; on a card, the field's label. */
  header: string;
  cell: (row: T) => ReactNode;
  /** Numbers and money: aligned to the end in the table. */
  end?: boolean;
  /** The card's title (the whole first line, without a label), e.g. the order number or product name. */
  title?: boolean;
  /** Buttons: a header only screen readers hear, and the card's whole last line without a label. */
  actions?: boolean;
  /** No label on the card: the value names itself ('Order #7'). */
  unlabelled?: boolean;
  /** Where the field goes on the card (CSS order); the fields that matter first get the smallest numbers. */
  cardOrder?: number;
  /** Extra classes of the column's cells. */
  className?: string;
}

interface DataTableProps<T> {
  caption: string;
  rows: readonly T[];
  rowKey: (row: T) => Key;
  columns: readonly Column<T>[];
  rowClassName?: (row: T) => string;
}

const TH = 'border-b border-ink-200 px-3 py-2.5 text-xs font-bold text-ink-600';
// On a card, a field is its label over its value; the title and the buttons take the card's whole width.
const TD = 'md:border-b md:border-cream-300 md:px-3 md:py-2.5 md:align-middle max-md:block max-md:min-w-0 max-md:break-words';
const LABELLED =
  'max-md:before:block max-md:before:text-xs max-md:before:font-semibold max-md:before:text-ink-600 max-md:before:content-[attr(data-label)]';
const WIDE = 'max-md:col-span-2';

export function DataTable<T>({ caption, rows, rowKey, columns, rowClassName }: DataTableProps<T>) {
  return (
    <div className="md:overflow-x-auto md:rounded-2xl md:bg-white md:shadow-card md:ring-1 md:ring-ink-200/60">
      <table className="w-full text-sm max-md:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="max-md:hidden">
          <tr>
            {columns.map((c) => (
              <th key={c.header} className={`${TH} ${c.end ? 'text-end' : 'text-start'}`}>
                {c.actions ? <span className="sr-only">{c.header}</span> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:grid max-md:gap-3">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className={`max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-2.5 max-md:rounded-2xl max-md:p-4 max-md:shadow-card max-md:ring-1 max-md:ring-ink-200/60 ${
                rowClassName?.(row) || 'max-md:bg-white'
              }`}
            >
              {columns.map((c) => (
                <td
                  key={c.header}
                  data-label={c.title || c.actions || c.unlabelled ? undefined : c.header}
                  style={c.cardOrder === undefined ? undefined : { order: c.cardOrder }}
                  className={`${TD} ${c.title || c.actions ? WIDE : c.unlabelled ? '' : LABELLED} ${c.end ? 'md:text-end' : ''} ${c.className ?? ''}`}
                >
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
