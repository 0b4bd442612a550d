import { lazy } from 'react';

/**
 * The add-to-list dialog in a chunk of its own (with the dialog primitives and the new-list form): the pages
 * that offer it load it when a customer opens it, not with the page. Render it inside a Suspense.
 */
export const AddToListDialog = lazy(() => import('./AddToListDialog').then((m) => ({ default: m.AddToListDialog })));
