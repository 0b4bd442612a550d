import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AddressItem } from '@shop/contract';
import { refreshAfterChange } from '../../api';
import { placeName, useLang } from '../../i18n';
import { AddressDialog, useMakeMain, type AddressEditing } from '../addresses';
import { CART_KEY } from '../cart';

/**
 * Where the order goes, chosen inside checkout: one of the customer's addresses (it becomes the
 * main one, whose region's fee the cart is priced with), edited or added in a dialog over checkout. After each
 * change the cart is asked again for its delivery fee.
 */
export function AddressChoice({ addresses }: { addresses: AddressItem[] }) {
  const { t } = useTranslation('checkout');
  const lang = useLang();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AddressEditing>(null);
  const repriced = () => void refreshAfterChange(queryClient, CART_KEY);
  const makeMain = useMakeMain(repriced);
  const chosen = addresses.find((a) => a.primary === '1');

  return (
    <div className="space-y-4">
      {!chosen && (
        <p role="alert" className="rounded-2xl bg-honey-50 p-4 text-honey-900 ring-1 ring-honey-200">
          {t('address.required')}
        </p>
      )}
      {addresses.length > 0 && (
        <fieldset className="space-y-3" disabled={makeMain.isPending}>
          <legend className="sr-only">{t('address.deliverTo')}</legend>
          {addresses.map((a) => (
            <label
              key={a.id}
              className={`flex cursor-pointer gap-3 rounded-2xl p-4 ring-1 transition-colors ${
                a.primary === '1' ? 'bg-honey-50 ring-2 ring-honey-500' : 'bg-white ring-ink-200 hover:bg-cream-50'
              }`}
            >
              <input
                type="radio"
                name="delivery_address"
                value={a.id}
                checked={a.primary === '1'}
                onChange={() => makeMain.mutate(a)}
                className="mt-1 size-5 shrink-0 accent-honey-600"
              />
              <span className="min-w-0 space-y-0.5">
                <span dir="auto" className="block text-start font-semibold text-ink-900">
                  {a.name}
                </span>
                <span dir="auto" className="block text-start text-ink-700">
                  {a.address}
                </span>
                <span className="block text-ink-700">
                  {placeName(lang, lang === 'ar' ? a.region_ar : a.region_en, lang === 'ar' ? a.emirate_ar : a.emirate_en)}
                </span>
                <span className="block text-sm text-ink-600" dir="ltr">
                  {a.phone}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="flex flex-wrap gap-2">
        {chosen && (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => setEditing({ mode: 'edit', address: chosen })}
            aria-label={t('address.editNamed', { name: chosen.name })}
          >
            <Pencil size={16} aria-hidden="true" />
            {t('address.edit')}
          </button>
        )}
        <button
          type="button"
          className={addresses.length === 0 ? 'btn btn-primary' : 'btn btn-secondary'}
          onClick={() => setEditing({ mode: 'add' })}
        >
          <Plus size={16} aria-hidden="true" />
          {t(addresses.length === 0 ? 'address.add' : 'address.addAnother')}
        </button>
      </div>
      <AddressDialog editing={editing} onClose={() => setEditing(null)} onSaved={repriced} />
    </div>
  );
}
