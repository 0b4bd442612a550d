import { Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiRefusal } from '../../api';
import { useLoginFirst, useWarnThenGo } from '../../lib/guards';
import { usePageMeta } from '../../lib/usePageMeta';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorReference } from '../../ui/ErrorReference';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { AddToListDialog, useFavourites } from '../lists';
import { BackInStock } from './BackInStock';
import { Breadcrumbs } from './Breadcrumbs';
import { ProductDetails } from './ProductDetails';
import { productQuery } from './api';
import { productTrail } from './trail';
import { useProductActions } from './useProductActions';

/** /Details/{id} and /details/{id}: a product, or /notfound when the shop has no such product (docs/product.md §4). */
export default function ProductDetailsPage() {
  const { id = '' } = useParams();
  const productId = /^\d+$/.test(id) ? Number(id) : 0;
  if (productId < 1) return <Navigate to="/notfound" replace />;
  return <ProductPage key={productId} productId={productId} />;
}

function ProductPage({ productId }: { productId: number }) {
  const { t } = useTranslation(['catalog/product', 'catalog']);
  const navigate = useNavigate();
  const warnThenGo = useWarnThenGo();
  const actions = useProductActions();
  const favourites = useFavourites();
  const loginFirst = useLoginFirst();
  const [listOpen, setListOpen] = useState(false);
  const detail = useQuery(productQuery(productId));
  const product = detail.data;
  usePageMeta(product?.name ?? t('details.title'), product ? product.short_desc || product.name : undefined);

  // Status false sends the visitor to /notfound; an invalid session to /login like the home page.
  const refusal = detail.error instanceof ApiRefusal ? detail.error : null;
  useEffect(() => {
    if (!refusal) return undefined;
    if (refusal.wrongKey) return warnThenGo(t('common:loginFirst'), '/login');
    navigate('/notfound', { replace: true });
    return undefined;
  }, [refusal, navigate, warnThenGo, t]);

  if (detail.isError && !refusal) {
    return (
      <div className="container-page">
        <EmptyState title={t('details.failed')}>
          <ErrorReference error={detail.error} />
          <button type="button" className="btn btn-primary" onClick={() => void detail.refetch()}>
            {t('catalog:home.retry')}
          </button>
        </EmptyState>
      </div>
    );
  }
  if (!product) {
    return (
      <div className="container-page relative grid min-h-[70vh] gap-6 py-6 md:grid-cols-2" aria-busy="true">
        <div className="aspect-square rounded-3xl bg-cream-200" />
        <LoadingOverlay />
      </div>
    );
  }
  return (
    <div className="container-page py-4 sm:py-8">
      <Breadcrumbs steps={productTrail(product)} />
      <ProductDetails
        product={product}
        onAddToCart={(quantity) => actions.addToCart(product.id, quantity)}
        addingToCart={actions.addingId === product.id}
        // The favourite button toggles (docs/product.md §4: add_to_list with the favourites id, remove_product when pressed again).
        onFavourite={() => favourites.toggle(product)}
        favourite={favourites.isFavourite(product.id)}
        favouriteBusy={favourites.busyId === product.id}
        onAddToList={() => loginFirst({ kind: 'list', productId: product.id }) && setListOpen(true)}
        onAddCardToCart={(id) => actions.addToCart(id)}
        addingCardId={actions.addingId}
        onFavouriteCard={(id) => actions.toggleFavourite(id)}
        isFavouriteCard={actions.isFavourite}
        outOfStockAction={<BackInStock productId={product.id} />}
      />
      {listOpen && (
        <Suspense fallback={null}>
          <AddToListDialog productId={product.id} open onOpenChange={setListOpen} />
        </Suspense>
      )}
    </div>
  );
}
