import { useTranslation } from 'react-i18next';
import type { AddressItem } from '@shop/contract';
import { Dialog } from '../../ui/Dialog';
import { AddressForm } from './AddressForm';

/** What the dialog edits: a new address, one of the customer's, or nothing (closed). */
export type AddressEditing = { mode: 'add' } | { mode: 'edit'; address: AddressItem } | null;

/**
 * The address form in a dialog, where the shopper is: the addresses screen and checkout (which stays open behind it).
 * `onSaved` runs after the server kept the address, before the dialog closes.
 */
export function AddressDialog({ editing, onClose, onSaved }: { editing: AddressEditing; onClose: () => void; onSaved?: () => void }) {
  const { t } = useTranslation('addresses');
  return (
    <Dialog
      open={editing !== null}
      onOpenChange={(open) => !open && onClose()}
      title={editing?.mode === 'edit' ? t('addresses.editTitle') : t('addresses.addTitle')}
    >
      {editing && (
        <AddressForm
          address={editing.mode === 'edit' ? editing.address : undefined}
          onDone={() => {
            onSaved?.();
            onClose();
          }}
        />
      )}
    </Dialog>
  );
}
