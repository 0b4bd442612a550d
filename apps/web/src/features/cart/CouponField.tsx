import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Check, TicketPercent, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type Cart } from '@shop/contract';
import { addCouponCall, removeCouponCall } from '@shop/contract/calls';
import { api, useApiMutation } from '../../api';
import { setCart } from './api';

/**
 * The coupon (docs/product.md §4 Coupon): not applied (a code and Apply), then applied (the code shown in a disabled
 * field with a delete button), back when removed. The server's message shows under the field.
 */
export function CouponField({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const queryClient = useQueryClient();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');

  const apply = useApiMutation({
    run: (coupon: string) => api(addCouponCall, { coupon }),
    onDone: (answer) => {
      setCode('');
      setError('');
      return setCart(queryClient, answer.data);
    },
    onRefused: (refusal) => setError(refusal.message),
    onFailed: () => setError(t('couponAddFailed')),
  });
  const remove = useApiMutation({
    run: () => api(removeCouponCall, { coupon: cart.discount_coupon }),
    onDone: (answer) => {
      setError('');
      return setCart(queryClient, answer.data);
    },
    onRefused: (refusal) => setError(refusal.message),
    onFailed: () => setError(t('couponRemoveFailed')),
  });

  const applied = cart.discount_coupon !== null;
  const busy = apply.isPending || remove.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) apply.mutate(code.trim());
  };

  return (
    <form onSubmit={submit} className="space-y-2" noValidate>
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-semibold text-ink-800">
        <TicketPercent size={18} aria-hidden="true" className="text-honey-700" />
        {t('coupon.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          className="field min-w-0 flex-1 uppercase placeholder:normal-case"
          value={cart.discount_coupon ?? code}
          onChange={(e) => setCode(e.target.value)}
          disabled={applied || busy}
          placeholder={t('coupon.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-msg` : undefined}
        />
        {applied ? (
          <button
            type="button"
            className="icon-btn shrink-0 text-danger-600 ring-1 ring-ink-200 hover:bg-danger-50"
            onClick={() => remove.mutate()}
            disabled={busy}
            aria-label={t('coupon.remove')}
          >
            <X size={18} aria-hidden="true" />
          </button>
        ) : (
          <button type="submit" className="btn btn-secondary shrink-0" disabled={busy || !code.trim()}>
            {t('coupon.apply')}
          </button>
        )}
      </div>
      {error && (
        <p id={`${id}-msg`} role="alert" className="text-sm text-danger-600">
          {error}
        </p>
      )}
      {applied && !error && (
        <p role="status" className={`flex items-center gap-1.5 text-sm ${cart.coupon_note ? 'text-honey-800' : 'text-herb-700'}`}>
          {!cart.coupon_note && <Check size={16} aria-hidden="true" />}
          {cart.coupon_note || t('coupon.applied', { code: cart.discount_coupon })}
        </p>
      )}
    </form>
  );
}
