// Completes, once signed in, the action a guest tried on this page: the product goes into the
// cart, into the favourites (unless already there), or the add-to-list dialog opens for it. The intent is
// taken from storage as the action starts (the dialog: when it closes), so it runs once. Loaded only when
// such an action is pending, so other pages carry none of this.
import { useEffect, useRef } from 'react';
import { useAddToCart } from '../features/cart';
import { AddToListDialog, useFavourites, useLists } from '../features/lists';
import { takePendingAction, type PendingAction } from '../lib/returnAfterLogin';

function AddToCart({ path, productId, quantity }: { path: string; productId: number; quantity: number }) {
  const { addToCart } = useAddToCart();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    // The call's own answer handling (cart, popup) outlives this component, which goes once the intent is taken.
    if (takePendingAction(path)) addToCart(productId, quantity);
  }, [addToCart, path, productId, quantity]);
  return null;
}

function Favourite({ path, productId }: { path: string; productId: number }) {
  const lists = useLists();
  const favourites = useFavourites();
  const done = useRef(false);
  // Waits for the lists, so a product already among the favourites is left there (the button toggles).
  useEffect(() => {
    if (done.current || !lists.data) return;
    done.current = true;
    if (takePendingAction(path) && !favourites.isFavourite(productId)) favourites.toggle({ id: productId });
  }, [lists.data, favourites, path, productId]);
  return null;
}

export default function ResumeAfterLogin({ path, action }: { path: string; action: PendingAction }) {
  if (action.kind === 'cart') return <AddToCart path={path} productId={action.productId} quantity={action.quantity} />;
  if (action.kind === 'favourite') return <Favourite path={path} productId={action.productId} />;
  return <AddToListDialog productId={action.productId} open onOpenChange={(open) => void (open || takePendingAction(path))} />;
}
