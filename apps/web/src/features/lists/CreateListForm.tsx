import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListWithProducts } from '@shop/contract';
import { createListCall } from '@shop/contract/calls';
import { api, useApiMutation } from '../../api';
import { toast, TOAST_MS } from '../../ui/toast';
import { useRefreshLists } from './api';

/** A new named list: a name (docs/product.md §5 'Name is required') and a create button. */
export function CreateListForm({ onCreated, autoFocus = false }: { onCreated?: (list: ListWithProducts) => void; autoFocus?: boolean }) {
  const { t } = useTranslation('lists');
  const refresh = useRefreshLists();
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const create = useApiMutation({
    run: (listName: string) => api(createListCall, { list_name: listName, fav: 0 }),
    onDone: async (answer) => {
      setName('');
      setError('');
      toast.success(answer.msg, { duration: TOAST_MS.short });
      await refresh();
      onCreated?.(answer.data);
    },
    onRefused: (refusal) => setError(refusal.message),
    onFailed: () => toast.error(t('addListsFailed'), { duration: TOAST_MS.short }),
  });
  const busy = create.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    if (!name.trim()) return setError(t('nameRequired'));
    create.mutate(name.trim());
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <label htmlFor="new-list-name" className="text-sm font-semibold text-ink-800">
        {t('newListName')}
      </label>
      <div className="flex gap-2">
        <input
          id="new-list-name"
          className="field"
          value={name}
          maxLength={60}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'new-list-error' : undefined}
          onChange={(e) => {
            setName(e.target.value);
            if (error) setError('');
          }}
        />
        <button type="submit" className="btn btn-secondary shrink-0" disabled={busy}>
          {t('create')}
        </button>
      </div>
      {error && (
        <p id="new-list-error" role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      )}
    </form>
  );
}
