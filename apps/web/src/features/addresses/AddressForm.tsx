import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Checkbox } from 'radix-ui';
import { Check, LocateFixed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type AddressItem } from '@shop/contract';
import { addAddressCall, editAddressCall } from '@shop/contract/calls';
import { api, type Fields, useApiMutation } from '../../api';
import { placeName, useLang } from '../../i18n';
import { TextField } from '../../ui/Field';
import { toast } from '../../ui/toast';
import type { LocationMapProps } from './components/LocationMap';
import { emirateCentre, parsePoint, roundPoint, type Point } from './deliveryPoint';
import { ADDRESSES_KEY, useEmirates, useRegions } from './api';
import { EmirateRegionFields } from './EmirateRegionFields';

// Leaflet comes with the map's chunk, loaded when the form opens; if it cannot load, coordinates are typed.
const LocationMap = lazy(() => import('./components/LocationMap').catch(() => ({ default: MapUnavailable })));

function MapUnavailable(_: LocationMapProps) {
  const { t } = useTranslation('addresses');
  return <p className="rounded-xl bg-cream-200 p-4 text-sm text-ink-700">{t('map.unavailable')}</p>;
}

interface Values {
  name: string;
  phone: string;
  address: string;
  emirate: string;
  region: string;
  primary: boolean;
  latitude: string;
  longitude: string;
  location_name: string;
}

const REQUIRED = ['name', 'phone', 'address', 'emirate', 'region'] as const;

const initialValues = (a?: AddressItem): Values => ({
  name: a?.name ?? '',
  phone: a?.phone ?? '',
  address: a?.address ?? '',
  emirate: a ? String(a.emirate) : '',
  region: a ? String(a.region) : '',
  primary: a?.primary === '1',
  // 0 and '0' are the server's "no location" defaults (docs/product.md §9).
  latitude: a && (a.latitude !== 0 || a.longitude !== 0) ? String(a.latitude) : '',
  longitude: a && (a.latitude !== 0 || a.longitude !== 0) ? String(a.longitude) : '',
  location_name: a && a.location_name !== '0' ? a.location_name : '',
});

/**
 * Add or edit a delivery address (docs/product.md §5: name, phone, address, emirate and region all required; regions
 * load after the emirate; a location is required). The location is picked on the map, taken from the
 * browser's position or typed as coordinates; the fields and the map's pin follow each other.
 */
export function AddressForm({ address, onDone }: { address?: AddressItem; onDone: () => void }) {
  const { t } = useTranslation('addresses');
  const lang = useLang();
  const queryClient = useQueryClient();
  const [v, setV] = useState<Values>(() => initialValues(address));
  const [error, setError] = useState('');
  const [tried, setTried] = useState(false);
  const save = useApiMutation({
    run: (fields: Fields<typeof addAddressCall>) =>
      address ? api(editAddressCall, { ...fields, id: address.id }) : api(addAddressCall, fields),
    onDone: (answer) => {
      queryClient.setQueryData(ADDRESSES_KEY, answer.data);
      toast.success(answer.msg);
      onDone();
    },
    onRefused: (refusal) => setError(refusal.message),
    onFailed: () => toast.error(t(address ? 'addresses.editFailed' : 'addresses.addFailed')),
  });
  const busy = save.isPending;
  const [locating, setLocating] = useState(false);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setV((old) => ({ ...old, [key]: value }));

  const emirates = useEmirates();
  const regions = useRegions(v.emirate);
  useEffect(() => {
    if (emirates.isError) toast.error(t('addresses.emiratesFailed'));
  }, [emirates.isError, t]);
  useEffect(() => {
    if (regions.isError) toast.error(t('addresses.regionsFailed'));
  }, [regions.isError, t]);

  const missing = (key: (typeof REQUIRED)[number]) => tried && v[key].trim() === '';
  const emirateName = emirates.data?.find((em) => String(em.id) === v.emirate)?.emirate;
  const regionName = regions.data?.find((r) => String(r.id) === v.region)?.region;

  /** A point from the map or the browser; names the place after the region and emirate unless a name is typed. */
  const pickPoint = (p: Point) => {
    setV((old) => ({
      ...old,
      latitude: String(p.latitude),
      longitude: String(p.longitude),
      location_name: old.location_name.trim() === '' ? placeName(lang, regionName, emirateName) : old.location_name,
    }));
    setError('');
  };

  const locateMe = () => {
    if (!('geolocation' in navigator)) return toast.error(t('addresses.locateUnavailable'));
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        pickPoint(roundPoint(coords));
      },
      () => {
        setLocating(false);
        toast.error(t('addresses.locateFailed'));
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (REQUIRED.some((k) => v[k].trim() === '')) return setError(t('addresses.allRequired'));
    const where = parsePoint(v.latitude, v.longitude);
    if (!where) return setError(t('addresses.locationRequired'));
    setError('');
    const fields = {
      name: v.name,
      phone: v.phone,
      address: v.address,
      emirate: v.emirate,
      region: v.region,
      primary: v.primary ? 1 : 0,
      ...where,
      location_name: v.location_name.trim() || undefined,
    };
    save.mutate(fields);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('addresses.name')}
          placeholder={t('addresses.namePlaceholder')}
          value={v.name}
          maxLength={100}
          aria-invalid={missing('name') || undefined}
          onChange={(e) => set('name', e.target.value)}
        />
        <TextField
          label={t('addresses.phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          dir="ltr"
          value={v.phone}
          aria-invalid={missing('phone') || undefined}
          onChange={(e) => set('phone', e.target.value)}
        />
        <EmirateRegionFields
          emirate={v.emirate}
          region={v.region}
          emirates={emirates}
          regions={regions}
          onChange={(place) => setV((old) => ({ ...old, ...place }))}
          problems={{ emirate: { invalid: missing('emirate') }, region: { invalid: missing('region') } }}
        />
      </div>
      <TextField
        label={t('addresses.address')}
        placeholder={t('addresses.addressPlaceholder')}
        value={v.address}
        maxLength={300}
        aria-invalid={missing('address') || undefined}
        onChange={(e) => set('address', e.target.value)}
      />

      <fieldset className="space-y-3 rounded-2xl bg-cream-100 p-4">
        <legend className="float-start mb-1 text-sm font-semibold text-ink-800">{t('addresses.location')}</legend>
        <p className="clear-both text-sm text-ink-600">{t('map.hint')}</p>
        <Suspense
          fallback={
            <p className="flex h-64 items-center justify-center rounded-xl bg-cream-200 text-sm text-ink-700 sm:h-80">{t('map.loading')}</p>
          }
        >
          <LocationMap point={parsePoint(v.latitude, v.longitude)} centre={emirateCentre(emirateName)} onPick={pickPoint} />
        </Suspense>
        <button type="button" className="btn btn-secondary" onClick={locateMe} disabled={locating}>
          <LocateFixed size={18} aria-hidden="true" />
          {locating ? t('addresses.locating') : t('addresses.useMyLocation')}
        </button>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('addresses.latitude')}
            inputMode="decimal"
            dir="ltr"
            placeholder={t('addresses.example', { value: '24.4539' })}
            value={v.latitude}
            onChange={(e) => set('latitude', e.target.value)}
          />
          <TextField
            label={t('addresses.longitude')}
            inputMode="decimal"
            dir="ltr"
            placeholder={t('addresses.example', { value: '54.3773' })}
            value={v.longitude}
            onChange={(e) => set('longitude', e.target.value)}
          />
        </div>
        <TextField
          label={t('addresses.locationName')}
          placeholder={t('addresses.locationNamePlaceholder')}
          value={v.location_name}
          maxLength={200}
          onChange={(e) => set('location_name', e.target.value)}
        />
      </fieldset>

      <label htmlFor="address-primary" className="flex min-h-11 cursor-pointer items-center gap-3">
        <Checkbox.Root
          id="address-primary"
          checked={v.primary}
          onCheckedChange={(c) => set('primary', c === true)}
          className="flex size-5 shrink-0 items-center justify-center rounded border border-ink-400 bg-white data-[state=checked]:border-honey-600 data-[state=checked]:bg-honey-600"
        >
          <Checkbox.Indicator>
            <Check size={14} className="text-white" aria-hidden="true" />
          </Checkbox.Indicator>
        </Checkbox.Root>
        <span className="font-medium text-ink-800">{t('addresses.makeMainLabel')}</span>
      </label>

      {error && (
        <p role="alert" className="rounded-xl bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-3">
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          {t('addresses.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('addresses.save')}
        </button>
      </div>
    </form>
  );
}
