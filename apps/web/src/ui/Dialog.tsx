import { useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { AlertDialog, Dialog as RadixDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read by screen readers with the title; shown under it. */
  description?: ReactNode;
  /** 'center' is a card in the middle; 'start' slides in from the reading start (side menus). */
  placement?: 'center' | 'start';
  /** Hide the title visually (it is still announced). */
  hideTitle?: boolean;
  children: ReactNode;
}

const placements = {
  center:
    'fixed inset-0 z-50 m-auto h-fit max-h-[90dvh] w-[min(32rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl bg-white p-6 shadow-lift',
  start: 'sheet-from-start fixed inset-y-0 start-0 z-50 flex w-[min(20rem,85vw)] flex-col overflow-y-auto bg-cream-50 p-5 shadow-lift',
};

/** A modal dialog (Radix): focus stays inside, Escape and the backdrop close it. */
export function Dialog({ open, onOpenChange, title, description, placement = 'center', hideTitle = false, children }: DialogProps) {
  const { t } = useTranslation();
  // The element that opened the dialog gets the focus back on close (Radix only returns it to its own Trigger).
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink-950/45 backdrop-blur-[1px]" />
        <RadixDialog.Content
          className={placements[placement]}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(e) => {
            if (!opener.current?.isConnected) return;
            e.preventDefault();
            opener.current.focus();
          }}
          // Without a description, say so (Radix otherwise warns that one is missing).
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title className={hideTitle ? 'sr-only' : 'text-lg font-bold text-ink-900'}>{title}</RadixDialog.Title>
            <RadixDialog.Close className="icon-btn -me-2 -mt-2 shrink-0" aria-label={t('dialog.close')}>
              <X size={20} aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          {description ? <RadixDialog.Description className="mb-4 text-ink-700">{description}</RadixDialog.Description> : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question, e.g. 'Are you sure you want to log out?'. */
  message: ReactNode;
  title?: ReactNode;
  onConfirm: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirmed action is under way: both buttons wait. */
  busy?: boolean;
  /** More to fill in before answering (a cancel's reason), under the question. */
  children?: ReactNode;
}

/** A yes/no question (Radix AlertDialog): logout, delete a location, cancel an order. */
export function ConfirmDialog({
  open,
  onOpenChange,
  message,
  title,
  onConfirm,
  confirmLabel,
  cancelLabel,
  busy = false,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-950/45" />
        <AlertDialog.Content className={placements.center}>
          <AlertDialog.Title className={title ? 'mb-2 text-lg font-bold text-ink-900' : 'sr-only'}>{title ?? message}</AlertDialog.Title>
          <AlertDialog.Description className="text-ink-800">{message}</AlertDialog.Description>
          {children}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className="btn btn-secondary" disabled={busy}>
              {cancelLabel ?? t('dialog.no')}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className="btn btn-primary"
              disabled={busy}
              onClick={(e) => {
                // The caller closes the dialog when its action is done.
                e.preventDefault();
                onConfirm();
              }}
            >
              {confirmLabel ?? t('dialog.yes')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
