// The dialog of a list whose items are added and edited in place (FAQ, branches, banners, groups, coupons).
import { Fragment, type ReactNode } from 'react';
import { Dialog } from '../../ui/Dialog';

/**
 * Open while `editing` is an item (its editor) or 'new' (a blank one). The form is keyed by the item, so opening
 * another starts afresh; it is given the item, null for a new one.
 */
export function EditDialog<T extends { id: number }>({
  editing,
  onClose,
  titles,
  children,
}: {
  editing: T | 'new' | null;
  onClose: () => void;
  titles: { add: string; edit: string };
  children: (item: T | null) => ReactNode;
}) {
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()} title={editing === 'new' ? titles.add : titles.edit}>
      {editing !== null && <Fragment key={editing === 'new' ? 'new' : editing.id}>{children(editing === 'new' ? null : editing)}</Fragment>}
    </Dialog>
  );
}
