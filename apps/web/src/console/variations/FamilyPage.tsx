// One product family: its (at most two) variations, e.g. Size then Type, the product page's first and
// second selectors; each option is a value in both languages leading to one product of the family. Its products'
// SKU, prices, stock and visibility are edited together in the variant grid.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, Pencil, Trash2 } from 'lucide-react';
import { adminVariationOptionSaveCall, adminVariationSaveCall, type AdminFamily, type AdminVariation } from '@shop/contract';
import { adminFamilyGetCall, adminVariationDeleteCall, adminVariationOptionDeleteCall } from '@shop/contract/adminCalls';
import { api, apiData, type Fields } from '../../api';
import { formatNumber, useLang } from '../../i18n';
import { ConfirmDialog, Dialog } from '../../ui/Dialog';
import { QueryState } from '../../ui/QueryState';
import { PageHeader } from '../components/PageHeader';
import { Thumbnail } from '../components/Thumbnail';
import { adminFailed } from '../components/AdminsOnly';
import { CARD } from '../components/table';
import { BiField, useChange } from '../components/forms';
import { AdminFormElement, bindBi, SubmitRow, useAdminForm } from '../components/adminForm';
import { Names } from '../components/Names';
import { CATALOGUE_READERS } from '../components/shopQueries';
import { FAMILIES } from './FamiliesPage';
import { ProductPicker, type PickedProduct } from './ProductPicker';
import { VariantGrid } from './VariantGrid';

const FAMILY = ['admin_family'];
const REFRESH = [FAMILY, FAMILIES, ...CATALOGUE_READERS];

type Option = AdminVariation['options'][number];
type Editing =
  { kind: 'variation'; variation: AdminVariation | null } | { kind: 'option'; variation: AdminVariation; option: Option | null };
type Deleting = { kind: 'variation'; variation: AdminVariation } | { kind: 'option'; option: Option };

export default function FamilyPage() {
  const { t } = useTranslation('console');
  const productId = Number(useParams().productId) || 0;
  const family = useQuery({
    queryKey: [...FAMILY, productId],
    queryFn: ({ signal }) => apiData(adminFamilyGetCall, { product_id: productId }, { signal }),
  });
  return (
    <>
      <Link to="/admin/variations" className="mb-2 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-honey-700">
        <ChevronLeft size={18} aria-hidden="true" className="flip-rtl" />
        {t('nav.variations')}
      </Link>
      <QueryState query={family} failed={adminFailed}>
        {(f) => <Family family={f} />}
      </QueryState>
    </>
  );
}

function Family({ family }: { family: AdminFamily }) {
  const { t } = useTranslation('console');
  const lang = useLang();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const remove = useChange(
    (d: Deleting) =>
      d.kind === 'variation'
        ? api(adminVariationDeleteCall, { variation_id: d.variation.id })
        : api(adminVariationOptionDeleteCall, { option_id: d.option.id }),
    REFRESH,
    () => setDeleting(null),
  );
  const mainName = lang === 'ar' ? family.main_name_ar : family.main_name_en;
  const name = (v: { name_en: string; name_ar: string }) => (lang === 'ar' ? v.name_ar : v.name_en);
  const mainHasOption = family.variations.some((v) => v.options.some((o) => o.product_id === family.main_product_id));

  return (
    <>
      <PageHeader title={t('variations.familyOf', { name: mainName })}>
        <button
          type="button"
          className="btn btn-primary"
          disabled={family.variations.length >= 2}
          onClick={() => setEditing({ kind: 'variation', variation: null })}
        >
          {t('variations.addVariation')}
        </button>
      </PageHeader>
      <div className={`${CARD} mb-4 flex flex-wrap items-center gap-3`}>
        <Thumbnail image={family.main_image} size={64} />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-bold text-ink-600 uppercase">{t('variations.mainProduct')}</p>
          <Names en={family.main_name_en} ar={family.main_name_ar} />
        </div>
        <Link to={`/admin/products/${family.main_product_id}`} className="btn btn-secondary">
          {t('variations.editProduct')}
        </Link>
      </div>
      {family.variations.length === 0 ? (
        <p className={`${CARD} text-ink-700`}>{t('variations.noVariations')}</p>
      ) : (
        !mainHasOption && (
          <p role="note" className="mb-4 rounded-xl bg-honey-50 p-3 text-sm text-honey-900 ring-1 ring-honey-200">
            {t('variations.mainNotOption', { name: mainName })}
          </p>
        )
      )}
      {family.variations.length > 0 && <VariantGrid key={JSON.stringify(family.products)} family={family} />}
      <div className="space-y-4">
        {family.variations.map((v, i) => (
          <section key={v.id} className={CARD} aria-labelledby={`var-${v.id}`}>
            <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="text-xs font-bold text-ink-600 uppercase">{t(i === 0 ? 'variations.first' : 'variations.second')}</p>
                <h2 id={`var-${v.id}`} className="text-lg font-bold text-ink-900">
                  {name(v)}
                </h2>
                <p className="text-sm text-ink-600">
                  <bdi lang={lang === 'ar' ? 'en' : 'ar'}>{lang === 'ar' ? v.name_en : v.name_ar}</bdi>
                </p>
              </div>
              <div className="flex items-center">
                <button
                  type="button"
                  className="icon-btn"
                  onClick={() => setEditing({ kind: 'variation', variation: v })}
                  aria-label={t('variations.renameVariation', { name: name(v) })}
                >
                  <Pencil size={18} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="icon-btn text-danger-700"
                  onClick={() => setDeleting({ kind: 'variation', variation: v })}
                  aria-label={t('variations.deleteVariation', { name: name(v) })}
                >
                  <Trash2 size={18} aria-hidden="true" />
                </button>
              </div>
            </div>
            {v.options.length === 0 ? (
              <p className="mb-3 text-sm text-ink-600">{t('variations.noOptions')}</p>
            ) : (
              <ul className="mb-3 divide-y divide-cream-300" aria-label={t('variations.optionsOf', { name: name(v) })}>
                {v.options.map((o) => (
                  <li key={o.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                    {o.product_image ? (
                      <img
                        src={o.product_image}
                        alt=""
                        width={40}
                        height={40}
                        className="size-10 shrink-0 rounded-lg bg-cream-200 object-cover"
                      />
                    ) : (
                      <span className="size-10 shrink-0 rounded-lg bg-cream-200" />
                    )}
                    <div className="min-w-0 flex-1 basis-40">
                      <p className="truncate font-semibold text-ink-900">
                        <bdi lang="en">{o.value_en}</bdi> · <bdi lang="ar">{o.value_ar}</bdi>
                      </p>
                      <p className="truncate text-sm text-ink-600">
                        {lang === 'ar' ? o.product_name_ar : o.product_name_en} #{formatNumber(o.product_id, lang, { useGrouping: false })}
                        {!o.product_visible && ` (${t('taxonomy.hidden')})`}
                      </p>
                    </div>
                    <div className="flex shrink-0 items-center">
                      <button
                        type="button"
                        className="icon-btn"
                        onClick={() => setEditing({ kind: 'option', variation: v, option: o })}
                        aria-label={t('variations.editOption', { value: lang === 'ar' ? o.value_ar : o.value_en })}
                      >
                        <Pencil size={18} aria-hidden="true" />
                      </button>
                      <button
                        type="button"
                        className="icon-btn text-danger-700"
                        onClick={() => setDeleting({ kind: 'option', option: o })}
                        aria-label={t('variations.removeOption', { value: lang === 'ar' ? o.value_ar : o.value_en })}
                      >
                        <Trash2 size={18} aria-hidden="true" />
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
            <button type="button" className="btn btn-secondary" onClick={() => setEditing({ kind: 'option', variation: v, option: null })}>
              {t('variations.addOption')}
            </button>
          </section>
        ))}
      </div>
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={
          editing?.kind === 'option'
            ? t(editing.option ? 'variations.editOptionTitle' : 'variations.addOptionTo', { name: name(editing.variation) })
            : t(editing?.variation ? 'variations.renameTitle' : 'variations.addVariation')
        }
      >
        {editing?.kind === 'variation' && (
          <VariationForm
            key={editing.variation?.id ?? 'new'}
            mainProductId={family.main_product_id}
            variation={editing.variation}
            onDone={() => setEditing(null)}
          />
        )}
        {editing?.kind === 'option' && (
          <OptionForm
            key={editing.option?.id ?? `new-${editing.variation.id}`}
            variation={editing.variation}
            option={editing.option}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        message={
          deleting?.kind === 'variation'
            ? t('variations.confirmDeleteVariation', { name: name(deleting.variation) })
            : t('variations.confirmRemoveOption', {
                value: deleting ? (lang === 'ar' ? deleting.option.value_ar : deleting.option.value_en) : '',
              })
        }
        onConfirm={() => deleting && remove.mutate(deleting)}
        busy={remove.isPending}
      />
    </>
  );
}

function VariationForm({
  mainProductId,
  variation,
  onDone,
}: {
  mainProductId: number;
  variation: AdminVariation | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('console');
  const form = useAdminForm({
    schema: adminVariationSaveCall.request,
    defaultValues: { name_en: variation?.name_en ?? '', name_ar: variation?.name_ar ?? '' },
    toFields: (v) => ({ ...v, variation_id: variation?.id, main_product_id: variation ? undefined : mainProductId }),
  });
  const save = useChange((fields: Fields<typeof adminVariationSaveCall>) => api(adminVariationSaveCall, fields), REFRESH, onDone, form);
  return (
    <AdminFormElement form={form} onValid={(fields) => save.mutate(fields as Fields<typeof adminVariationSaveCall>)} className="space-y-3">
      <BiField id="var-name" label={t('variations.variationName')} {...bindBi(form, 'name')} />
      <p className="text-xs text-ink-600">{t('variations.variationNameHint')}</p>
      <SubmitRow busy={save.isPending}>{t('variations.save')}</SubmitRow>
    </AdminFormElement>
  );
}

function OptionForm({ variation, option, onDone }: { variation: AdminVariation; option: Option | null; onDone: () => void }) {
  const { t } = useTranslation('console');
  const form = useAdminForm({
    schema: adminVariationOptionSaveCall.request,
    defaultValues: {
      value_en: option?.value_en ?? '',
      value_ar: option?.value_ar ?? '',
      product_id: (option
        ? { id: option.product_id, name_en: option.product_name_en, name_ar: option.product_name_ar }
        : null) as PickedProduct | null,
    },
    toFields: (v) => ({ ...v, option_id: option?.id, variation_id: option ? undefined : variation.id, product_id: v.product_id?.id }),
  });
  const save = useChange(
    (fields: Fields<typeof adminVariationOptionSaveCall>) => api(adminVariationOptionSaveCall, fields),
    REFRESH,
    onDone,
    form,
  );
  const productError = form.formState.errors.product_id?.message;
  return (
    <AdminFormElement
      form={form}
      onValid={(fields) => save.mutate(fields as Fields<typeof adminVariationOptionSaveCall>)}
      className="space-y-4"
    >
      <BiField id="opt-value" label={t('variations.value')} {...bindBi(form, 'value')} />
      <div>
        <ProductPicker
          id="opt-product"
          label={t('variations.leadsTo')}
          value={form.watch('product_id')}
          onChange={(p) => form.setValue('product_id', p, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
        />
        {productError && (
          <p role="alert" className="mt-1 text-sm text-danger-700">
            {productError}
          </p>
        )}
      </div>
      <SubmitRow busy={save.isPending}>{t('variations.save')}</SubmitRow>
    </AdminFormElement>
  );
}
