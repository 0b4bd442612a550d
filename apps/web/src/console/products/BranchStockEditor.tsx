// A saved product's stock by place: the web warehouse's units and each branch's, which together are
// the online stock. A count typed at a branch is saved on its own; the online stock moves by the difference and
// the warehouse keeps its units (contract admin/stock.ts).
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type AdminBranchStock } from '@shop/contract';
import { adminBranchStockCall, adminBranchStockSaveCall } from '@shop/contract/adminCalls';
import { api, apiData, useApiMutation } from '../../api';
import { formatNumber, useLang } from '../../i18n';
import { QueryState } from '../../ui/QueryState';
import { toast } from '../../ui/toast';
import { adminFailed } from '../components/AdminsOnly';
import { CARD } from '../components/table';
import { BATCHES_KEY } from './BatchesEditor';

const branchStockKey = (productId: number) => ['admin_branch_stock', productId];

export function BranchStockEditor({ productId }: { productId: number }) {
  const { t } = useTranslation('console');
  const lang = useLang();
  const stock = useQuery({
    queryKey: branchStockKey(productId),
    queryFn: ({ signal }) => apiData(adminBranchStockCall, { product_id: productId }, { signal }),
  });
  return (
    <section className={`${CARD} mt-4`} aria-labelledby="pf-branch-stock">
      <h2 id="pf-branch-stock" className="mb-1 font-bold text-ink-900">
        {t('branchStock.title')}
      </h2>
      <p className="mb-3 text-sm text-ink-600">{t('branchStock.hint')}</p>
      <QueryState query={stock} failed={adminFailed}>
        {(s) => (
          <table className="w-full text-sm">
            <tbody className="divide-y divide-ink-200">
              <tr>
                <th scope="row" className="py-2 text-start font-semibold text-ink-900">
                  {t('branchStock.warehouse')}
                </th>
                <td className="py-2 text-end tabular-nums" data-testid="warehouse-units">
                  {formatNumber(s.warehouse, lang)}
                </td>
              </tr>
              {s.branches.map((b) => (
                <BranchRow key={`${b.branch_id}-${b.quantity}`} productId={productId} branch={b} />
              ))}
              <tr>
                <th scope="row" className="py-2 text-start font-bold text-ink-900">
                  {t('branchStock.online')}
                </th>
                <td className="py-2 text-end font-bold tabular-nums">{formatNumber(s.stock, lang)}</td>
              </tr>
            </tbody>
          </table>
        )}
      </QueryState>
    </section>
  );
}

function BranchRow({ productId, branch }: { productId: number; branch: AdminBranchStock['branches'][number] }) {
  const { t } = useTranslation('console');
  const queryClient = useQueryClient();
  const [count, setCount] = useState(String(branch.quantity));
  const save = useApiMutation({
    run: () => api(adminBranchStockSaveCall, { product_id: productId, branch_id: branch.branch_id, quantity: count }),
    refresh: [['admin_products'], ['admin_product'], ['admin_dashboard'], [BATCHES_KEY]],
    onDone: (answer) => {
      queryClient.setQueryData(branchStockKey(productId), answer.data);
      toast.success(answer.msg);
    },
    onRefused: (refusal) => toast.error(refusal.message),
    onFailed: () => toast.error(t('loadFailed')),
  });
  const id = `branch-stock-${branch.branch_id}`;
  return (
    <tr>
      <th scope="row" className="py-2 text-start font-normal text-ink-800">
        <label htmlFor={id}>
          <bdi>{branch.name}</bdi>
        </label>
        {!branch.pickup && <span className="ms-2 text-xs text-ink-600">{t('branchStock.noPickup')}</span>}
      </th>
      <td className="py-2">
        <form
          className="flex items-center justify-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate();
          }}
        >
          <input
            id={id}
            value={count}
            onChange={(e) => setCount(e.target.value.replace(/[^\d]/g, ''))}
            inputMode="numeric"
            dir="ltr"
            className="w-24 rounded-xl border border-ink-300 px-3 py-2 text-end tabular-nums"
          />
          <button
            type="submit"
            className="btn btn-secondary min-h-9 px-3 text-sm"
            disabled={save.isPending || count === '' || count === String(branch.quantity)}
            aria-label={t('branchStock.saveNamed', { branch: branch.name })}
          >
            {t('branchStock.save')}
          </button>
        </form>
      </td>
    </tr>
  );
}
