// The buttons of a row in an ordered list (FAQ, branches, quiz questions, banners, groups, categories): move it
// one place up or down (the ids in their new order go to the list's reorder call), edit it, delete it.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';

/** The ids with the one at `index` moved one place up (-1) or down (+1). */
export function moved(ids: number[], index: number, step: -1 | 1): number[] {
  const next = [...ids];
  const [id] = next.splice(index, 1);
  next.splice(index + step, 0, id!);
  return next;
}

interface RowActionsProps {
  /** The list's ids in their order now. */
  ids: number[];
  index: number;
  /** A reorder is under way: the arrows wait. */
  busy: boolean;
  onReorder: (ids: number[]) => void;
  /** Opens the row's editor: a dialog (a function) or its page (a path). */
  edit: (() => void) | string;
  onDelete: () => void;
  /** The buttons' names, each naming the row. */
  labels: { up: string; down: string; edit: string; delete: string };
  className: string;
  /** Buttons of the row's own, between the arrows and edit. */
  children?: ReactNode;
}

export function RowActions({ ids, index, busy, onReorder, edit, onDelete, labels, className, children }: RowActionsProps) {
  const pencil = <Pencil size={18} aria-hidden="true" />;
  return (
    <div className={className}>
      <button
        type="button"
        className="icon-btn"
        disabled={index === 0 || busy}
        onClick={() => onReorder(moved(ids, index, -1))}
        aria-label={labels.up}
      >
        <ArrowUp size={18} aria-hidden="true" />
      </button>
      <button
        type="button"
        className="icon-btn"
        disabled={index === ids.length - 1 || busy}
        onClick={() => onReorder(moved(ids, index, 1))}
        aria-label={labels.down}
      >
        <ArrowDown size={18} aria-hidden="true" />
      </button>
      {children}
      {typeof edit === 'string' ? (
        <Link to={edit} className="icon-btn" aria-label={labels.edit}>
          {pencil}
        </Link>
      ) : (
        <button type="button" className="icon-btn" onClick={edit} aria-label={labels.edit}>
          {pencil}
        </button>
      )}
      <button type="button" className="icon-btn text-danger-700" onClick={onDelete} aria-label={labels.delete}>
        <Trash2 size={18} aria-hidden="true" />
      </button>
    </div>
  );
}
