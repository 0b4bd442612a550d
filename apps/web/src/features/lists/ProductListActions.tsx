import { SpriteIcon } from '../../ui/SpriteIcon';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductCard } from '@shop/contract';
import { useLoginFirst } from '../../lib/guards';
import { useFavourites } from './api';
import { AddToListDialog } from './lazyAddToListDialog';

/** The product page's favourite button: add_to_list with the favourites list id, pressed again to remove. */
export function FavouriteButton({
  product,
  className = 'btn btn-secondary',
}: {
  product: Pick<ProductCard, 'id' | 'name'>;
  className?: string;
}) {
  const { t } = useTranslation('lists');
  const favourites = useFavourites();
  const on = favourites.isFavourite(product.id);
  return (
    <button
      type="button"
      className={className}
      aria-pressed={on}
      disabled={favourites.busyId === product.id}
      onClick={() => favourites.toggle(product)}
    >
      <SpriteIcon name="heart" size={18} className={on ? 'fill-danger-600 text-danger-600' : ''} />
      {on ? t('inFavourites') : t('addToFavourites')}
    </button>
  );
}

/** The product page's 'add to list' button and its dialog (a guest is told to log in first). */
export function AddToListButton({ productId, className = 'btn btn-secondary' }: { productId: number; className?: string }) {
  const { t } = useTranslation('lists');
  const loginFirst = useLoginFirst();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => loginFirst({ kind: 'list', productId }) && setOpen(true)}>
        <SpriteIcon name="list-plus" size={18} />
        {t('addToList')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <AddToListDialog productId={productId} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
