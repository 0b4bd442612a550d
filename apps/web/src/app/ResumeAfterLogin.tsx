// Completes, once signed in, the action a guest tried on this page (issue 14.10): the product goes into the
// cart, into the favourites (unless already there), or the add-to-list dialog opens for it. Loaded only when
// such an action is pending, so other pages carry none of this.
import { useEffect, useRef, useState } from 'react';
import { useAddToCart } from '../features/cart';
import { AddToListDialog, useFavourites, useLists } from '../features/lists';
import type { PendingAction } from './returnAfterLogin';

function AddToCart({ productId, quantity }: { productId: number; quantity: number }) {
  const { addToCart } = useAddToCart();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    addToCart(productId, quantity);
  }, [addToCart, productId, quantity]);
  return null;
}

function Favourite({ productId }: { productId: number }) {
  const lists = useLists();
  const favourites = useFavourites();
  const done = useRef(false);
  // Waits for the lists, so a product already among the favourites is left there (the button toggles).
  useEffect(() => {
    if (done.current || !lists.data) return;
    done.current = true;
    if (!favourites.isFavourite(productId)) favourites.toggle({ id: productId });
  }, [lists.data, favourites, productId]);
  return null;
}

function AddToList({ productId }: { productId: number }) {
  const [open, setOpen] = useState(true);
  return open ? <AddToListDialog productId={productId} open onOpenChange={setOpen} /> : null;
}

export default function ResumeAfterLogin({ action }: { action: PendingAction }) {
  if (action.kind === 'cart') return <AddToCart productId={action.productId} quantity={action.quantity} />;
  if (action.kind === 'favourite') return <Favourite productId={action.productId} />;
  return <AddToList productId={action.productId} />;
}
