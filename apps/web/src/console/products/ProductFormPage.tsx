// Create or edit a product: names and descriptions in both languages, prices in AED, opening stock (later
// changes go through a stock adjustment), group / category / sub-category, home flags and visibility;
// regulatory details (registration, origin, barcode, ingredients and usage); once saved, its photos (PhotosEditor)
// and its stock batches with their expiry (BatchesEditor). Titled with the product's name; Save and Cancel stay in a bar at the
// bottom; checked with the contract's create/update schema (adminForm.tsx), which also asks before unsaved
// changes are left.
import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, Copy } from 'lucide-react';
import { adminProductCreateCall, adminProductUpdateCall, REGISTRATION_AUTHORITIES, type AdminProductDetail } from '@shop/contract';
import { adminProductDuplicateCall, adminProductGetCall, adminProductsBulkEditCall } from '@shop/contract/adminCalls';
import { api, apiData, type Fields, refreshAfterChange, useApiMutation } from '../../api';
import { useLang } from '../../i18n';
import { countryChoices } from './countryChoices';
import { useCatalogOptions, type CatalogOptions } from './catalogOptions';
import { SelectField, TextArea, TextField } from '../../ui/Field';
import { allOf, QueryState } from '../../ui/QueryState';
import { toast } from '../../ui/toast';
import { PageHeader } from '../components/PageHeader';
import { adminFailed } from '../components/AdminsOnly';
import { CARD } from '../components/table';
import { AdminFormElement, useAdminForm } from '../components/adminForm';
import { PhotosEditor } from './PhotosEditor';
import { BatchesEditor } from './BatchesEditor';
import { BranchStockEditor } from './BranchStockEditor';

const TEXTS = [
  'name_en',
  'name_ar',
  'short_desc_en',
  'short_desc_ar',
  'description_en',
  'description_ar',
  'registration_number',
  'registration_authority',
  'country_of_origin',
  'barcode',
  'sku',
  'ingredients_en',
  'ingredients_ar',
  'usage_en',
  'usage_ar',
] as const;
/** Codes and numbers, written left to right in either language. */
const CODES = ['registration_number', 'barcode', 'sku'] as const;
const FLAGS = ['is_featured', 'is_selected', 'is_new', 'visible'] as const;
type Form = Record<
  | (typeof TEXTS)[number]
  | 'list_price'
  | 'sale_price'
  | 'cost_price'
  | 'weight_grams'
  | 'stock'
  | 'group_id'
  | 'category_id'
  | 'sub_category_id',
  string
> &
  Record<(typeof FLAGS)[number], boolean>;

const EMPTY: Form = {
  name_en: '',
  name_ar: '',
  short_desc_en: '',
  short_desc_ar: '',
  description_en: '',
  description_ar: '',
  registration_number: '',
  registration_authority: '',
  country_of_origin: '',
  barcode: '',
  sku: '',
  ingredients_en: '',
  ingredients_ar: '',
  usage_en: '',
  usage_ar: '',
  list_price: '',
  sale_price: '',
  cost_price: '',
  weight_grams: '',
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
    cost_price: id(p.cost_price),
    weight_grams: id(p.weight_grams),
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
  const { t } = useTranslation('console');
  const lang = useLang();
  const productId = Number(useParams().productId) || null;
  const product = useQuery({
    queryKey: ['admin_product', productId],
    queryFn: ({ signal }) => apiData(adminProductGetCall, { product_id: productId ?? 0 }, { signal }),
    enabled: productId !== null,
  });
  // The form starts once the choices are here: a select given a stored id before its option exists shows "—".
  const options = useCatalogOptions();
  return (
    <>
      <Link to="/admin/products" className="mb-2 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-honey-700">
        <ChevronLeft size={18} aria-hidden="true" className="flip-rtl" />
        {t('nav.products')}
      </Link>
      {productId === null ? (
        <>
          <PageHeader title={t('products.add')} />
          <QueryState query={options} failed={adminFailed}>
            {(o) => <ProductForm product={null} options={o} />}
          </QueryState>
        </>
      ) : (
        <QueryState query={allOf(product, options)} failed={adminFailed}>
          {([p, o]) => (
            <>
              <PageHeader title={(lang === 'ar' ? p.name_ar : p.name_en) || t('products.edit', { id: p.id })}>
                <span className="text-sm text-ink-600">{t('products.edit', { id: p.id })}</span>
                <DuplicateButton productId={p.id} />
              </PageHeader>
              {p.archived && <ArchivedNote productId={p.id} />}
              <ProductForm product={p} options={o} />
              <PhotosEditor product={p} />
              <BatchesEditor productId={p.id} />
              <BranchStockEditor productId={p.id} />
            </>
          )}
        </QueryState>
      )}
    </>
  );
}

/** An archived product's page says so, and restores it (hidden still, back in the products list). */
function ArchivedNote({ productId }: { productId: number }) {
  const { t } = useTranslation('console');
  const restore = useApiMutation({
    run: () => api(adminProductsBulkEditCall, { product_ids: String(productId), change: 'restore' }),
    refresh: [['admin_products'], ['admin_product']],
    onDone: () => toast.success(t('products.restored')),
    onRefused: (refusal) => toast.error(refusal.message),
    onFailed: () => toast.error(t('loadFailed')),
  });
  return (
    <div role="note" className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-cream-200 p-3 text-sm text-ink-800">
      <p>{t('products.archivedNote')}</p>
      <button type="button" className="btn btn-secondary" disabled={restore.isPending} onClick={() => restore.mutate()}>
        {t('products.restore')}
      </button>
    </div>
  );
}

/** Makes a hidden copy of the product (no stock, photos or barcode) and opens it, to be edited into a new one. */
function DuplicateButton({ productId }: { productId: number }) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const duplicate = useApiMutation({
    run: () => api(adminProductDuplicateCall, { product_id: productId }),
    refresh: [['admin_products']],
    onDone: (answer) => {
      toast.success(answer.msg);
      queryClient.setQueryData(['admin_product', answer.data.id], answer.data);
      navigate(`/admin/products/${answer.data.id}`);
    },
    onRefused: (refusal) => toast.error(refusal.message),
    onFailed: () => toast.error(t('loadFailed')),
  });
  return (
    <button type="button" className="btn btn-secondary" disabled={duplicate.isPending} onClick={() => duplicate.mutate()}>
      <Copy size={18} aria-hidden="true" />
      {t('products.duplicate')}
    </button>
  );
}

function ProductForm({ product, options }: { product: AdminProductDetail | null; options: CatalogOptions }) {
  const { t } = useTranslation('console');
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useAdminForm<Form>({
    schema: product ? adminProductUpdateCall.request : adminProductCreateCall.request,
    defaultValues: product ? formOf(product) : EMPTY,
    toFields: (v) => ({
      ...v,
      // A blank sale price is the list price.
      sale_price: v.sale_price.trim() || v.list_price,
      // Blank optional ids are left out (the contract reads '' as a bad number).
      cost_price: v.cost_price.trim() || undefined,
      weight_grams: v.weight_grams.trim() || undefined,
      group_id: v.group_id || undefined,
      category_id: v.category_id || undefined,
      sub_category_id: v.sub_category_id || undefined,
      ...(product ? { product_id: product.id, stock: undefined } : {}),
    }),
  });
  const { register, watch, setValue, formState } = form;
  const errors = formState.errors;

  const save = useApiMutation({
    run: ({ fields }: { fields: Record<string, unknown>; values: Form }) =>
      product
        ? api(adminProductUpdateCall, fields as Fields<typeof adminProductUpdateCall>)
        : api(adminProductCreateCall, fields as Fields<typeof adminProductCreateCall>),
    onRefused: (refusal) => form.refused(refusal.answer),
    onFailed: () => toast.error(t('loadFailed')),
    onDone: (answer, { values }) => {
      toast.success(answer.msg);
      const done = answer.data;
      form.saved(values);
      queryClient.setQueryData(['admin_product', done.id], done);
      void refreshAfterChange(queryClient, ['admin_products']);
      if (!product) navigate(`/admin/products/${done.id}`, { replace: true });
    },
  });

  const name = (o: { name_en: string; name_ar: string }) => (lang === 'ar' ? o.name_ar : o.name_en);
  const [groupId, categoryId] = watch(['group_id', 'category_id']);
  const categories = options.categories;
  const topCategories = categories.filter(
    (c) => c.parent_id === null && (!groupId || c.group_id === null || String(c.group_id) === groupId),
  );
  const subCategories = categories.filter((c) => c.parent_id !== null && String(c.parent_id) === categoryId);
  const countries = useMemo(() => countryChoices(lang), [lang]);

  const textField = (k: Exclude<(typeof TEXTS)[number], 'registration_authority' | 'country_of_origin'>, multiline = false) => {
    const common = {
      id: `pf-${k}`,
      label: t(`products.field.${k}`),
      dir: k.endsWith('_ar') ? 'rtl' : 'ltr',
      ...((CODES as readonly string[]).includes(k) ? { autoComplete: 'off', spellCheck: false } : {}),
      error: errors[k]?.message,
      ...register(k),
    };
    return multiline ? <TextArea {...common} /> : <TextField {...common} />;
  };

  return (
    <AdminFormElement form={form} onValid={(fields, values) => save.mutate({ fields, values })} className="space-y-4">
      <section className={`${CARD} grid gap-3 md:grid-cols-2`} aria-label={t('products.texts')}>
        {textField('name_en')}
        {textField('name_ar')}
        {textField('short_desc_en')}
        {textField('short_desc_ar')}
        {textField('description_en', true)}
        {textField('description_ar', true)}
      </section>
      <section className={`${CARD} grid grid-cols-2 gap-3 lg:grid-cols-3`} aria-label={t('products.pricesStock')}>
        <TextField
          id="pf-list"
          label={t('products.field.list_price')}
          inputMode="decimal"
          dir="ltr"
          error={errors.list_price?.message}
          {...register('list_price', { deps: ['sale_price'] })}
        />
        <TextField
          id="pf-sale"
          label={t('products.field.sale_price')}
          inputMode="decimal"
          dir="ltr"
          // A blank sale price is the list price: what is wrong with it is said beside the list price.
          error={watch('sale_price').trim() ? errors.sale_price?.message : undefined}
          {...register('sale_price', { deps: ['list_price'] })}
        />
        <TextField
          id="pf-cost"
          label={t('products.field.cost_price')}
          hint={t('products.costHint')}
          inputMode="decimal"
          dir="ltr"
          error={errors.cost_price?.message}
          {...register('cost_price')}
        />
        {textField('sku')}
        <TextField
          id="pf-weight"
          label={t('products.field.weight_grams')}
          inputMode="numeric"
          dir="ltr"
          error={errors.weight_grams?.message}
          {...register('weight_grams')}
        />
        {!product && (
          <TextField
            id="pf-stock"
            label={t('products.field.stock')}
            inputMode="numeric"
            dir="ltr"
            error={errors.stock?.message}
            {...register('stock')}
          />
        )}
        <SelectField id="pf-group" label={t('products.field.group_id')} error={errors.group_id?.message} {...register('group_id')}>
          <option value="">—</option>
          {options.groups.map((g) => (
            <option key={g.id} value={g.id}>
              {name(g)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="pf-category"
          label={t('products.field.category_id')}
          error={errors.category_id?.message}
          {...register('category_id', { onChange: () => setValue('sub_category_id', '', { shouldDirty: true }) })}
        >
          <option value="">—</option>
          {topCategories.map((c) => (
            <option key={c.id} value={c.id}>
              {name(c)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="pf-sub"
          label={t('products.field.sub_category_id')}
          error={errors.sub_category_id?.message}
          disabled={subCategories.length === 0}
          {...register('sub_category_id')}
        >
          <option value="">—</option>
          {subCategories.map((c) => (
            <option key={c.id} value={c.id}>
              {name(c)}
            </option>
          ))}
        </SelectField>
      </section>
      <section className={`${CARD} grid gap-3 md:grid-cols-2`} aria-label={t('products.regulatory')}>
        {textField('registration_number')}
        <SelectField
          id="pf-registration_authority"
          label={t('products.field.registration_authority')}
          error={errors.registration_authority?.message}
          {...register('registration_authority')}
        >
          <option value="">{t('products.authority.none')}</option>
          {REGISTRATION_AUTHORITIES.map((a) => (
            <option key={a} value={a}>
              {t(`products.authority.${a}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="pf-country_of_origin"
          label={t('products.field.country_of_origin')}
          error={errors.country_of_origin?.message}
          {...register('country_of_origin')}
        >
          <option value="">{t('products.countryNone')}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </SelectField>
        {textField('barcode')}
        {textField('ingredients_en', true)}
        {textField('ingredients_ar', true)}
        {textField('usage_en', true)}
        {textField('usage_ar', true)}
      </section>
      <fieldset className={`${CARD} flex flex-wrap gap-x-6 gap-y-2`}>
        <legend className="sr-only">{t('products.flags')}</legend>
        {FLAGS.map((k) => (
          <label key={k} className="inline-flex min-h-11 items-center gap-2 font-medium">
            <input type="checkbox" className="size-5 accent-honey-600" {...register(k)} />
            {t(`products.field.${k}`)}
          </label>
        ))}
      </fieldset>
      <div className="sticky bottom-0 z-10 -mx-3 flex flex-wrap items-center justify-end gap-3 border-t border-ink-200 bg-cream-50/95 px-3 py-3 backdrop-blur md:-mx-5 md:px-5 lg:-mx-8 lg:px-8">
        {formState.isDirty && (
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
    </AdminFormElement>
  );
}
