// Home banners: the home page's rotating picture, one per language, with its words (title, subtitle,
// button, alt text) in both languages shown as text, each linking to a product. Add, edit (product,
// pictures, words, shown or not, optional start and end days), move up or down (the first is shown first), delete.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BANNER_TEXT_MAX, type AdminBanner } from '@shop/contract';
import { adminBannerDeleteCall, adminBannerSaveCall, adminBannersListCall, adminBannersReorderCall } from '@shop/contract/adminCalls';
import { api, apiData } from '../../api';
import { formatDate, formatNumber, useLang } from '../../i18n';
import { ConfirmDialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { TextField } from '../../ui/Field';
import { QueryState } from '../../ui/QueryState';
import { PageHeader } from '../components/PageHeader';
import { adminFailed } from '../components/AdminsOnly';
import { CARD } from '../components/table';
import { BiField, useChange } from '../components/forms';
import { RowActions } from '../components/RowActions';
import { EditDialog } from '../components/EditDialog';
import { ImageInput } from '../components/ImageInput';
import { CATALOGUE_READERS } from '../components/shopQueries';
import { ProductPicker, type PickedProduct } from '../variations/ProductPicker';

const BANNERS = ['admin_banners'];
const REFRESH = [BANNERS, ...CATALOGUE_READERS];

type Words = { title: string; subtitle: string; button: string; alt: string };
const WORDS = ['title', 'subtitle', 'button', 'alt'] as const;

/** A banner's words in one language. */
const words = (b: AdminBanner, l: 'en' | 'ar'): Words =>
  l === 'en'
    ? { title: b.title_en, subtitle: b.subtitle_en, button: b.button_en, alt: b.alt_en }
    : { title: b.title_ar, subtitle: b.subtitle_ar, button: b.button_ar, alt: b.alt_ar };

export default function BannersPage() {
  const { t } = useTranslation('console');
  const lang = useLang();
  const banners = useQuery({ queryKey: BANNERS, queryFn: ({ signal }) => apiData(adminBannersListCall, {}, { signal }) });
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminBanner | null>(null);
  const reorder = useChange((ids: number[]) => api(adminBannersReorderCall, { banner_ids: ids.join(',') }), REFRESH);
  const remove = useChange(
    (b: AdminBanner) => api(adminBannerDeleteCall, { banner_id: b.id }),
    REFRESH,
    () => setDeleting(null),
  );
  const product = (b: AdminBanner) => (lang === 'ar' ? b.product_name_ar : b.product_name_en);
  // A shop day as written (YYYY-MM-DD), not shifted by the browser's time zone.
  const day = (d: string) => formatDate(d, lang, { dateStyle: 'medium', timeZone: 'UTC' });
  const label = (b: AdminBanner, i: number) =>
    t('banners.label', { n: formatNumber(i + 1, lang), product: product(b) || t('banners.noProduct') });

  return (
    <>
      <PageHeader title={t('nav.banners')}>
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          {t('banners.add')}
        </button>
      </PageHeader>
      <p className="mb-4 max-w-3xl text-sm text-ink-700">{t('banners.intro')}</p>
      <QueryState query={banners} failed={adminFailed} empty={<EmptyState title={t('banners.none')} />}>
        {(rows) => (
          <ol className="space-y-3">
            {rows.map((b, i) => (
              <li key={b.id} className={`${CARD} ${b.active ? '' : 'bg-cream-100'}`} data-testid="banner">
                <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-semibold text-ink-900">
                      {label(b, i)}{' '}
                      <span className={`ms-1 rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_BADGE[b.date_state]}`}>
                        {t(`banners.state.${b.date_state}`)}
                      </span>
                    </p>
                    <p
                      className={`text-sm ${b.active && b.product_id !== null && b.date_state === 'showing' ? 'text-herb-700' : 'text-ink-600'}`}
                    >
                      {b.product_id === null
                        ? t('banners.notShownNoProduct')
                        : !b.active
                          ? t('banners.notShown')
                          : b.date_state === 'scheduled'
                            ? t('banners.notShownYet', { date: day(b.starts_at!) })
                            : b.date_state === 'ended'
                              ? t('banners.notShownEnded', { date: day(b.ends_at!) })
                              : b.ends_at
                                ? t('banners.shownUntil', { date: day(b.ends_at) })
                                : t('banners.shown')}
                    </p>
                  </div>
                  <RowActions
                    className="flex items-center"
                    ids={rows.map((r) => r.id)}
                    index={i}
                    busy={reorder.isPending}
                    onReorder={(ids) => reorder.mutate(ids)}
                    edit={() => setEditing(b)}
                    onDelete={() => setDeleting(b)}
                    labels={{
                      up: t('banners.moveUp', { n: formatNumber(i + 1, lang) }),
                      down: t('banners.moveDown', { n: formatNumber(i + 1, lang) }),
                      edit: t('banners.edit', { n: formatNumber(i + 1, lang) }),
                      delete: t('banners.delete', { n: formatNumber(i + 1, lang) }),
                    }}
                  />
                </div>
                <div className="grid gap-3 sm:grid-cols-2">
                  {(['en', 'ar'] as const).map((l) => (
                    <figure key={l}>
                      <img
                        src={l === 'en' ? b.image_en : b.image_ar}
                        alt={t(`banners.pictureIn.${l}`)}
                        width={640}
                        height={250}
                        loading="lazy"
                        className="aspect-[64/25] w-full rounded-xl bg-cream-200 object-cover"
                      />
                      <figcaption className="mt-1 space-y-0.5 text-sm">
                        <span className="block text-xs text-ink-600">{t(`banners.pictureIn.${l}`)}</span>
                        {words(b, l).title ? (
                          <>
                            <span lang={l} dir="auto" className="block font-semibold text-ink-900">
                              {words(b, l).title}
                            </span>
                            {words(b, l).subtitle && (
                              <span lang={l} dir="auto" className="block text-ink-700">
                                {words(b, l).subtitle}
                              </span>
                            )}
                            <span className="block text-ink-700">
                              {t('banners.buttonShown')}{' '}
                              <bdi lang={l} className="font-semibold">
                                {words(b, l).button}
                              </bdi>
                            </span>
                            <span className="block text-xs text-ink-600">
                              {t('banners.altShown')} <bdi lang={l}>{words(b, l).alt}</bdi>
                            </span>
                          </>
                        ) : (
                          <span className="block text-ink-700">{t('banners.noWords')}</span>
                        )}
                      </figcaption>
                    </figure>
                  ))}
                </div>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
      <EditDialog editing={editing} onClose={() => setEditing(null)} titles={{ add: t('banners.add'), edit: t('banners.editTitle') }}>
        {(banner) => <BannerForm banner={banner} onDone={() => setEditing(null)} />}
      </EditDialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        message={t('banners.confirmDelete', { product: deleting ? product(deleting) || t('banners.noProduct') : '' })}
        onConfirm={() => deleting && remove.mutate(deleting)}
        busy={remove.isPending}
      />
    </>
  );
}

const STATE_BADGE: Record<AdminBanner['date_state'], string> = {
  scheduled: 'bg-honey-100 text-honey-800',
  showing: 'bg-herb-100 text-herb-700',
  ended: 'bg-cream-200 text-ink-700',
};

function BannerForm({ banner, onDone }: { banner: AdminBanner | null; onDone: () => void }) {
  const { t } = useTranslation('console');
  const [product, setProduct] = useState<PickedProduct | null>(
    banner?.product_id ? { id: banner.product_id, name_en: banner.product_name_en, name_ar: banner.product_name_ar } : null,
  );
  const [active, setActive] = useState(banner?.active ?? true);
  const [days, setDays] = useState({ starts_at: banner?.starts_at ?? '', ends_at: banner?.ends_at ?? '' });
  const [pictures, setPictures] = useState<{ en: File | null; ar: File | null }>({ en: null, ar: null });
  const blank: Words = { title: '', subtitle: '', button: '', alt: '' };
  const [texts, setTexts] = useState({ en: banner ? words(banner, 'en') : blank, ar: banner ? words(banner, 'ar') : blank });
  const save = useChange(
    () =>
      api(adminBannerSaveCall, {
        banner_id: banner?.id,
        product_id: product?.id ?? 0,
        active,
        title_en: texts.en.title,
        title_ar: texts.ar.title,
        subtitle_en: texts.en.subtitle,
        subtitle_ar: texts.ar.subtitle,
        button_en: texts.en.button,
        button_ar: texts.ar.button,
        alt_en: texts.en.alt,
        alt_ar: texts.ar.alt,
        image_en: pictures.en ?? undefined,
        image_ar: pictures.ar ?? undefined,
        starts_at: days.starts_at,
        ends_at: days.ends_at,
      }),
    REFRESH,
    onDone,
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(undefined);
  };
  // A new banner needs both pictures; an edited one keeps those not replaced.
  const ready = product !== null && (banner !== null || (pictures.en !== null && pictures.ar !== null));
  return (
    <form onSubmit={submit} className="space-y-4">
      {(['en', 'ar'] as const).map((l) => (
        <ImageInput
          key={l}
          id={`bn-image-${l}`}
          label={t(`banners.pictureIn.${l}`)}
          current={banner ? (l === 'en' ? banner.image_en : banner.image_ar) : ''}
          onFile={(file) => setPictures((p) => ({ ...p, [l]: file }))}
          wide
        />
      ))}
      <p className="text-xs text-ink-600">{t('banners.pictureHint')}</p>
      {WORDS.map((field) => (
        <div key={field}>
          <BiField
            id={`bn-${field}`}
            label={t(`banners.${field}`)}
            value={{ en: texts.en[field], ar: texts.ar[field] }}
            onChange={(l, v) => setTexts((x) => ({ ...x, [l]: { ...x[l], [field]: v } }))}
            required={field !== 'subtitle'}
          />
          <p className="mt-1 text-xs text-ink-600">{t(`banners.${field}Hint`, { max: BANNER_TEXT_MAX[field] })}</p>
        </div>
      ))}
      <ProductPicker id="bn-product" label={t('banners.product')} value={product} onChange={setProduct} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id="bn-starts"
          type="date"
          label={t('banners.starts')}
          hint={t('banners.daysHint')}
          value={days.starts_at}
          onChange={(e) => setDays((d) => ({ ...d, starts_at: e.target.value }))}
        />
        <TextField
          id="bn-ends"
          type="date"
          label={t('banners.ends')}
          min={days.starts_at || undefined}
          value={days.ends_at}
          onChange={(e) => setDays((d) => ({ ...d, ends_at: e.target.value }))}
        />
      </div>
      <label className="inline-flex min-h-11 items-center gap-2 font-medium">
        <input type="checkbox" className="size-5 accent-honey-600" checked={active} onChange={(e) => setActive(e.target.checked)} />
        {t('banners.active')}
      </label>
      <div className="flex justify-end">
        <button type="submit" className="btn btn-primary" disabled={save.isPending || !ready}>
          {t('banners.save')}
        </button>
      </div>
    </form>
  );
}
