// Create or edit a product: names and descriptions in both languages, prices in AED, opening stock (later
// changes go through a stock adjustment), group / category / sub-category, home flags and visibility;
// once saved, its photos (PhotosEditor). Titled with the product's name; Save and Cancel stay in a bar at the
// bottom; unsaved changes ask before the page is left.
import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronLeft } from 'lucide-react';
import { type AdminProductDetail } from '@shop/contract';
import { adminCatalogOptionsCall, adminProductCreateCall, adminProductGetCall, adminProductUpdateCall } from '@shop/contract/calls';
import { api, apiData } from '../../../api/client';
import { useLang } from '../../../i18n/useLang';
import { toast } from '../../../ui/toast';
import { PageHeader } from '../components/PageHeader';
import { QueryState } from '../components/QueryState';
import { CARD, LABEL } from '../components/table';
import { PhotosEditor } from './PhotosEditor';

const TEXTS = ['name_en', 'name_ar', 'short_desc_en', 'short_desc_ar', 'description_en', 'description_ar'] as const;
const FLAGS = ['is_featured', 'is_selected', 'is_new', 'visible'] as const;
type Form = Record<(typeof TEXTS)[number] | 'list_price' | 'sale_price' | 'stock' | 'group_id' | 'category_id' | 'sub_category_id', string> &
  Record<(typeof FLAGS)[number], boolean>;

const EMPTY: Form = {
  name_en: '',
  name_ar: '',
  short_desc_en: '',
  short_desc_ar: '',
  description_en: '',
  description_ar: '',
  list_price: '',
  sale_price: '',
  stock: '0',
  group_id: '',
  category_id: '',
  sub_category_id: '',
  is_featured: false,
  is_selected: false,
  is_new: false,
  visible: true,
};

function formOf(p: AdminProductDetail): Form {
  const id = (v: number | null) => (v === null ? '' : String(v));
  return {
    ...EMPTY,
    ...Object.fromEntries(TEXTS.map((k) => [k, p[k]])),
    list_price: String(p.list_price),
    sale_price: String(p.sale_price),
    stock: String(p.stock),
    group_id: id(p.group_id),
    category_id: id(p.category_id),
    sub_category_id: id(p.sub_category_id),
    is_featured: p.is_featured,
    is_selected: p.is_selected,
    is_new: p.is_new,
    visible: p.visible,
  };
}

export default function ProductFormPage() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const productId = Number(useParams().productId) || null;
  const product = useQuery({
    queryKey: ['admin_product', productId],
    queryFn: ({ signal }) => apiData(adminProductGetCall, { product_id: productId ?? 0 }, { signal }),
    enabled: productId !== null,
  });
  return (
    <>
      <Link to="/admin/products" className="mb-2 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-honey-700">
        <ChevronLeft size={18} aria-hidden="true" className="flip-rtl" />
        {t('nav.products')}
      </Link>
      {productId === null ? (
        <>
          <PageHeader title={t('products.add')} />
          <ProductForm product={null} />
        </>
      ) : (
        <QueryState query={product}>
          {(p) => (
            <>
              <PageHeader title={(lang === 'ar' ? p.name_ar : p.name_en) || t('products.edit', { id: p.id })}>
                <span className="text-sm text-ink-600">{t('products.edit', { id: p.id })}</span>
              </PageHeader>
              <ProductForm product={p} />
              <PhotosEditor product={p} />
            </>
          )}
        </QueryState>
      )}
    </>
  );
}

function ProductForm({ product }: { product: AdminProductDetail | null }) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<Form>(() => (product ? formOf(product) : EMPTY));
  const options = useQuery({ queryKey: ['admin_catalog_options'], queryFn: ({ signal }) => apiData(adminCatalogOptionsCall, {}, { signal }) });
  const set = <K extends keyof Form>(k: K, v: Form[K]) => setForm((f) => ({ ...f, [k]: v }));
  const [saved, setSaved] = useState<Form>(form);
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);
  useLeaveWarning(dirty, t('productForm.leave'));

  const save = useMutation({
    mutationFn: () => {
      const fields = {
        name_en: form.name_en,
        name_ar: form.name_ar,
        short_desc_en: form.short_desc_en,
        short_desc_ar: form.short_desc_ar,
        description_en: form.description_en,
        description_ar: form.description_ar,
        list_price: form.list_price,
        sale_price: form.sale_price || form.list_price,
        // Blank optional ids are left out (the server reads '' as a bad number).
        group_id: form.group_id || undefined,
        category_id: form.category_id || undefined,
        sub_category_id: form.sub_category_id || undefined,
        is_featured: form.is_featured,
        is_selected: form.is_selected,
        is_new: form.is_new,
        visible: form.visible,
      };
      return product ? api(adminProductUpdateCall, { ...fields, product_id: product.id }) : api(adminProductCreateCall, { ...fields, stock: form.stock });
    },
    onSuccess: (answer) => {
      if (!answer.status) {
        toast.error(answer.msg);
        return;
      }
      toast.success(answer.msg);
      const done = answer.data;
      setSaved(form);
      queryClient.setQueryData(['admin_product', done.id], done);
      void queryClient.invalidateQueries({ queryKey: ['admin_products'] });
      if (!product) navigate(`/admin/products/${done.id}`, { replace: true });
    },
    onError: () => toast.error(t('loadFailed')),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };

  const name = (o: { name_en: string; name_ar: string }) => (lang === 'ar' ? o.name_ar : o.name_en);
  const categories = options.data?.categories ?? [];
  const topCategories = categories.filter((c) => c.parent_id === null && (!form.group_id || c.group_id === null || String(c.group_id) === form.group_id));
  const subCategories = categories.filter((c) => c.parent_id !== null && String(c.parent_id) === form.category_id);

  const textField = (k: (typeof TEXTS)[number], multiline = false) => {
    const dir = k.endsWith('_ar') ? 'rtl' : 'ltr';
    const common = { id: `pf-${k}`, className: 'field', dir, value: form[k], onChange: (e: { target: { value: string } }) => set(k, e.target.value) };
    return (
      <div>
        <label htmlFor={`pf-${k}`} className={LABEL}>
          {t(`products.field.${k}`)}
        </label>
        {multiline ? <textarea {...common} rows={4} /> : <input {...common} required={k.startsWith('name')} />}
      </div>
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <section className={`${CARD} grid gap-3 md:grid-cols-2`} aria-label={t('products.texts')}>
        {textField('name_en')}
        {textField('name_ar')}
        {textField('short_desc_en')}
        {textField('short_desc_ar')}
        {textField('description_en', true)}
        {textField('description_ar', true)}
      </section>
      <section className={`${CARD} grid grid-cols-2 gap-3 lg:grid-cols-3`} aria-label={t('products.pricesStock')}>
        <div>
          <label htmlFor="pf-list" className={LABEL}>
            {t('products.field.list_price')}
          </label>
          <input id="pf-list" className="field" inputMode="decimal" dir="ltr" required value={form.list_price} onChange={(e) => set('list_price', e.target.value)} />
        </div>
        <div>
          <label htmlFor="pf-sale" className={LABEL}>
            {t('products.field.sale_price')}
          </label>
          <input id="pf-sale" className="field" inputMode="decimal" dir="ltr" value={form.sale_price} onChange={(e) => set('sale_price', e.target.value)} />
        </div>
        {!product && (
          <div>
            <label htmlFor="pf-stock" className={LABEL}>
              {t('products.field.stock')}
            </label>
            <input id="pf-stock" className="field" inputMode="numeric" dir="ltr" value={form.stock} onChange={(e) => set('stock', e.target.value.replace(/\D/g, ''))} />
          </div>
        )}
        <div>
          <label htmlFor="pf-group" className={LABEL}>
            {t('products.field.group_id')}
          </label>
          <select id="pf-group" className="field" value={form.group_id} onChange={(e) => set('group_id', e.target.value)}>
            <option value="">—</option>
            {options.data?.groups.map((g) => (
              <option key={g.id} value={g.id}>
                {name(g)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="pf-category" className={LABEL}>
            {t('products.field.category_id')}
          </label>
          <select
            id="pf-category"
            className="field"
            value={form.category_id}
            onChange={(e) => setForm((f) => ({ ...f, category_id: e.target.value, sub_category_id: '' }))}
          >
            <option value="">—</option>
            {topCategories.map((c) => (
              <option key={c.id} value={c.id}>
                {name(c)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="pf-sub" className={LABEL}>
            {t('products.field.sub_category_id')}
          </label>
          <select id="pf-sub" className="field" value={form.sub_category_id} onChange={(e) => set('sub_category_id', e.target.value)} disabled={subCategories.length === 0}>
            <option value="">—</option>
            {subCategories.map((c) => (
              <option key={c.id} value={c.id}>
                {name(c)}
              </option>
            ))}
          </select>
        </div>
      </section>
      <fieldset className={`${CARD} flex flex-wrap gap-x-6 gap-y-2`}>
        <legend className="sr-only">{t('products.flags')}</legend>
        {FLAGS.map((k) => (
          <label key={k} className="inline-flex min-h-11 items-center gap-2 font-medium">
            <input type="checkbox" className="size-5 accent-honey-600" checked={form[k]} onChange={(e) => set(k, e.target.checked)} />
            {t(`products.field.${k}`)}
          </label>
        ))}
      </fieldset>
      <div className="sticky bottom-0 z-10 -mx-3 flex flex-wrap items-center justify-end gap-3 border-t border-ink-200 bg-cream-50/95 px-3 py-3 backdrop-blur md:-mx-5 md:px-5 lg:-mx-8 lg:px-8">
        {dirty && (
          <p className="me-auto text-sm font-semibold text-honey-800" role="status">
            {t('productForm.unsaved')}
          </p>
        )}
        <Link to="/admin/products" className="btn btn-quiet">
          {t('productForm.cancel')}
        </Link>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t('products.save')}
        </button>
      </div>
    </form>
  );
}

/**
 * While `dirty`, leaving asks first: closing or reloading the tab (the browser's own question) and following a
 * link inside the shop (the console uses BrowserRouter, which has no navigation blocker, so links are caught
 * on their way to the router).
 */
function useLeaveWarning(dirty: boolean, question: string) {
  useEffect(() => {
    if (!dirty) return;
    const onUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.('a[href]');
      if (!link || link.getAttribute('target') === '_blank' || e.defaultPrevented) return;
      if (!window.confirm(question)) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, question]);
}
