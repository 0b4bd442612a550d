import { useEffect, useState } from 'react';
import { Heart, ListChecks, Trash2, X } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type ListWithProducts } from '@shop/contract';
import { deleteListCall, removeFromListCall } from '@shop/contract/calls';
import { api, useApiMutation } from '../../api';
import { usePageMeta } from '../../lib/usePageMeta';
import { ConfirmDialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { ProductCard } from '../../ui/ProductCard';
import { LoadingLine, QueryState } from '../../ui/QueryState';
import { toast, TOAST_MS } from '../../ui/toast';
import { CreateListForm } from './CreateListForm';
import { useLists, useRefreshLists } from './api';
import { PageTitle, Section } from '../profile';

function ListSection({ list, onDelete }: { list: ListWithProducts; onDelete: () => void }) {
  const { t } = useTranslation('lists');
  const refresh = useRefreshLists();
  const title = list.fav === 1 ? t('lists.favourites') : list.name;

  const removal = useApiMutation({
    run: (productId: number) => api(removeFromListCall, { list_id: list.id, product_id: productId }),
    onDone: async (answer) => {
      toast.success(answer.msg, { duration: TOAST_MS.short });
      await refresh();
    },
    onRefused: (refusal) => toast.error(refusal.message),
    onFailed: () => toast.error(t('lists.removeFailed')),
  });
  const removing = removal.isPending ? removal.variables : null;
  const remove = (productId: number) => removal.mutate(productId);

  return (
    <Section
      title={`${title} · ${t('lists.count', { count: list.total_products })}`}
      id={`list-${list.id}`}
      action={
        list.fav === 1 ? (
          <Link to="/Favourites" className="btn btn-quiet text-honey-800">
            <Heart size={16} aria-hidden="true" />
            {t('lists.openFavourites')}
          </Link>
        ) : (
          <button
            type="button"
            className="btn btn-quiet text-danger-700"
            onClick={onDelete}
            aria-label={t('lists.deleteNamed', { name: list.name })}
          >
            <Trash2 size={16} aria-hidden="true" />
            {t('lists.delete')}
          </button>
        )
      }
    >
      {list.products.length === 0 ? (
        <p className="text-ink-600">{t('lists.empty')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
          {list.products.map((p) => (
            <li key={p.id} className="flex flex-col gap-2">
              <ProductCard product={p} showFavourite={false} imageSizes="(min-width: 1280px) 200px, (min-width: 640px) 30vw, 50vw" />
              <button
                type="button"
                className="btn btn-quiet min-h-11 text-sm text-ink-700"
                disabled={removing === p.id}
                onClick={() => remove(p.id)}
                aria-label={t('lists.removeNamed', { product: p.name, list: title })}
              >
                <X size={16} aria-hidden="true" />
                {t('lists.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** /myprofile/lists (docs/product.md §2): the lists with their products; create ('Name is required'), delete, remove a product. */
export default function ListsPage() {
  const { t } = useTranslation('lists');
  usePageMeta(t('profile:menu.lists'));
  const lists = useLists();
  const refresh = useRefreshLists();
  const [deleting, setDeleting] = useState<ListWithProducts | null>(null);

  useEffect(() => {
    if (lists.isError) toast.error(t('lists.loadFailed'));
  }, [lists.isError, t]);

  const deletion = useApiMutation({
    run: (listId: number) => api(deleteListCall, { list_id: listId, fav: 0 }),
    onDone: async (answer) => {
      toast.success(answer.msg, { duration: TOAST_MS.short });
      setDeleting(null);
      await refresh();
    },
    onRefused: (refusal) => toast.error(refusal.message),
    onFailed: () => toast.error(t('lists.deleteFailed')),
  });
  const busy = deletion.isPending;
  const remove = () => {
    if (deleting) deletion.mutate(deleting.id);
  };

  return (
    <div className="space-y-5">
      <PageTitle text={t('lists.text')}>{t('profile:menu.lists')}</PageTitle>
      <Section title={t('lists.create')} id="create-list">
        <CreateListForm />
      </Section>
      <QueryState query={lists} loading={<LoadingLine />} failed={<EmptyState title={t('lists.loadFailed')} />}>
        {(rows) => (
          <>
            {rows.map((list) => (
              <ListSection key={list.id} list={list} onDelete={() => setDeleting(list)} />
            ))}
            {rows.every((l) => l.fav === 1) && (
              <p className="flex items-center gap-2 text-ink-700">
                <ListChecks size={18} aria-hidden="true" className="text-honey-700" />
                {t('lists.noNamed')}
              </p>
            )}
          </>
        )}
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        message={t('lists.deleteConfirm', { name: deleting?.name ?? '' })}
        onConfirm={remove}
        busy={busy}
      />
    </div>
  );
}
