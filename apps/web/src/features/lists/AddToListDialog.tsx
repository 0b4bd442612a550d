import { useState } from 'react';
import { Checkbox } from 'radix-ui';
import { Check, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { addToListCall } from '@shop/contract/calls';
import { accepted, api, useApiMutation } from '../../api';
import { Dialog } from '../../ui/Dialog';
import { QueryState } from '../../ui/QueryState';
import { toast, TOAST_MS } from '../../ui/toast';
import { CreateListForm } from './CreateListForm';
import { useNamedLists } from './api';
import { page, RELOAD_AFTER_MS } from './reload';

interface AddToListDialogProps {
  productId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Spec §2 and §4 Add to list: checkboxes of the customer's lists, an 'add new list' link and a save
 * button. Saving sends one call per chosen list and stops at the first failure; when all succeed it
 * shows 'Success' and reloads the page after 2 s.
 */
export function AddToListDialog({ productId, open, onOpenChange }: AddToListDialogProps) {
  const { t } = useTranslation('lists');
  const lists = useNamedLists(open);
  const [chosen, setChosen] = useState<number[]>([]);
  const [error, setError] = useState('');
  const [creating, setCreating] = useState(false);
  const adding = useApiMutation({
    // One call per chosen list; the first refusal stops there.
    run: async (listIds: number[]) => {
      let answer = null;
      for (const listId of listIds) answer = accepted(await api(addToListCall, { product_id: productId, list_id: listId }));
      return answer!;
    },
    onDone: () => {
      toast.success(t('success'), { duration: RELOAD_AFTER_MS });
      window.setTimeout(page.reload, RELOAD_AFTER_MS);
    },
    onRefused: (refusal) => toast.error(t('failed'), { description: refusal.message, duration: TOAST_MS.short }),
    onFailed: () => toast.error(t('error'), { duration: TOAST_MS.short }),
  });
  const saving = adding.isPending;

  const choose = (id: number, on: boolean) => {
    setChosen((c) => (on ? [...c, id] : c.filter((x) => x !== id)));
    setError('');
  };

  const save = () => {
    if (chosen.length === 0) return setError(t('selectOne'));
    adding.mutate(chosen);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('addToList')}>
      <QueryState
        query={lists}
        loading={<p className="py-4 text-ink-600">{t('common:loading')}</p>}
        failed={
          <p role="alert" className="py-4 text-danger-700">
            {t('fetchFailed')}
          </p>
        }
        isEmpty={(rows) => rows.length === 0 && !creating}
        empty={<p className="py-2 text-ink-700">{t('noLists')}</p>}
      >
        {(rows) => (
          <fieldset>
            <legend className="sr-only">{t('chooseLists')}</legend>
            <ul className="max-h-64 space-y-1 overflow-y-auto">
              {rows.map((list) => {
                const id = `list-choice-${list.id}`;
                return (
                  <li key={list.id}>
                    <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 hover:bg-cream-100">
                      <Checkbox.Root
                        id={id}
                        checked={chosen.includes(list.id)}
                        onCheckedChange={(v) => choose(list.id, v === true)}
                        className="flex size-5 shrink-0 items-center justify-center rounded border border-ink-400 bg-white data-[state=checked]:border-honey-600 data-[state=checked]:bg-honey-600"
                      >
                        <Checkbox.Indicator>
                          <Check size={14} className="text-white" aria-hidden="true" />
                        </Checkbox.Indicator>
                      </Checkbox.Root>
                      <span className="flex-1 font-medium text-ink-900">{list.name}</span>
                      <span className="text-sm text-ink-600">{t('productsCount', { count: list.total_products })}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        )}
      </QueryState>

      <div className="mt-3">
        {creating ? (
          <CreateListForm autoFocus onCreated={(list) => choose(list.id, true)} />
        ) : (
          <button type="button" className="btn btn-quiet -ms-3 text-honey-700" onClick={() => setCreating(true)}>
            <Plus size={18} aria-hidden="true" />
            {t('addNewList')}
          </button>
        )}
      </div>

      {error && (
        <p role="alert" className="mt-3 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
      <div className="mt-6 flex justify-end">
        <button type="button" className="btn btn-primary min-w-32" onClick={save} disabled={saving || lists.isPending}>
          {t('save')}
        </button>
      </div>
    </Dialog>
  );
}
