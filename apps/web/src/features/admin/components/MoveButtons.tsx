// Moving a row of an ordered list (FAQ, branches, quiz questions, banners, groups, categories, photos) one
// place up or down: the ids in their new order go to the list's reorder call.
import { ArrowDown, ArrowUp } from 'lucide-react';

/** The ids with the one at `index` moved one place up (-1) or down (+1). */
export function moved(ids: number[], index: number, step: -1 | 1): number[] {
  const next = [...ids];
  const [id] = next.splice(index, 1);
  next.splice(index + step, 0, id!);
  return next;
}

interface MoveButtonsProps {
  /** The list's ids in their order now. */
  ids: number[];
  index: number;
  /** A reorder is under way: both buttons wait. */
  busy: boolean;
  onReorder: (ids: number[]) => void;
  upLabel: string;
  downLabel: string;
}

export function MoveButtons({ ids, index, busy, onReorder, upLabel, downLabel }: MoveButtonsProps) {
  return (
    <>
      <button
        type="button"
        className="icon-btn"
        disabled={index === 0 || busy}
        onClick={() => onReorder(moved(ids, index, -1))}
        aria-label={upLabel}
      >
        <ArrowUp size={18} aria-hidden="true" />
      </button>
      <button
        type="button"
        className="icon-btn"
        disabled={index === ids.length - 1 || busy}
        onClick={() => onReorder(moved(ids, index, 1))}
        aria-label={downLabel}
      >
        <ArrowDown size={18} aria-hidden="true" />
      </button>
    </>
  );
}
