import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AddressItem } from '@shop/contract';
import { answer, answerWith, renderApp, sentFields } from '../../test/render';
import type * as LocationMapModule from './components/LocationMap';
import type { LocationMapProps } from './components/LocationMap';
import { placeName } from '../../i18n';
import { emirateCentre, parsePoint, roundPoint, type Point } from './deliveryPoint';
import { profileInfoCall, listAddressesCall, listEmiratesCall, listRegionsCall, addAddressCall } from '@shop/contract/calls';

// The form's tests look at what it gives the map and what it does with a picked point; Leaflet itself
// is tried below (the real component, through importActual).
vi.mock('./components/LocationMap', () => ({
  default: ({ point, centre, onPick }: LocationMapProps) => (
    <div>
      <output data-testid="pin">{point ? `${point.latitude},${point.longitude}` : 'none'}</output>
      <output data-testid="centre">{centre ? `${centre.latitude},${centre.longitude}` : 'UAE'}</output>
      <button type="button" onClick={() => onPick({ latitude: 25.07712, longitude: 55.13318 })}>
        Click the map
      </button>
    </div>
  ),
}));

const SLOW = { timeout: 10_000 };
const ok = <T,>(data: T, msg = 'Success') => ({ status: true as const, msg, data });
const indexOf = (spy: ReturnType<typeof answerWith>, path: string) =>
  spy.mock.calls.map(([input]) => String(input)).lastIndexOf(`/api${path}`);

describe('the delivery point', () => {
  it('reads the typed coordinates, refusing missing, out of range and 0, 0 (no location)', () => {
    expect(parsePoint('25.2048', ' 55.2708 ')).toEqual({ latitude: 25.2048, longitude: 55.2708 });
    expect(parsePoint('', '55')).toBeNull();
    expect(parsePoint('25', 'east')).toBeNull();
    expect(parsePoint('91', '55')).toBeNull();
    expect(parsePoint('25', '-181')).toBeNull();
    expect(parsePoint('0', '0')).toBeNull();
  });

  it('rounds a picked point to five decimals and brings a repeated world back to -180..180', () => {
    expect(roundPoint({ latitude: 25.123456789, longitude: 55.987654321 })).toEqual({ latitude: 25.12346, longitude: 55.98765 });
    expect(roundPoint({ latitude: 24.5, longitude: 54.3 + 360 })).toEqual({ latitude: 24.5, longitude: 54.3 });
    expect(roundPoint({ latitude: 24.5, longitude: -190 })).toEqual({ latitude: 24.5, longitude: 170 });
  });

  it("centres on an emirate's city by its English or Arabic name, and knows no other place", () => {
    expect(emirateCentre('Dubai')).toEqual({ latitude: 25.2048, longitude: 55.2708 });
    expect(emirateCentre('دبي')).toEqual(emirateCentre('Dubai'));
    expect(emirateCentre('أبو ظبي')).toEqual(emirateCentre('Abu Dhabi'));
    expect(emirateCentre('ras al khaimah')).toEqual(emirateCentre('رأس الخيمة'));
    expect(emirateCentre('Muscat')).toBeNull();
    expect(emirateCentre(undefined)).toBeNull();
  });

  it('names a place after its region and emirate in the page language', () => {
    expect(placeName('en', 'Al Barsha', 'Dubai')).toBe('Al Barsha, Dubai');
    expect(placeName('ar', 'البرشاء', 'دبي')).toBe('البرشاء، دبي');
    expect(placeName('en', undefined, 'Dubai')).toBe('Dubai');
  });
});

describe('the address form with its map', () => {
  const saved: AddressItem = {
    id: 1,
    name: 'Home',
    phone: '0501234567',
    address: 'Villa 12',
    emirate: 2,
    region: 3,
    primary: '1',
    latitude: 25.1,
    longitude: 55.2,
    location_name: 'Gate 2',
    emirate_en: 'Dubai',
    emirate_ar: 'دبي',
    region_en: 'Al Barsha',
    region_ar: 'البرشاء',
  };
  const base = [
    answer(
      profileInfoCall,
      ok({
        id: 7,
        name: 'Mariam',
        email: 'm@example.com',
        phone: '',
        address: '',
        profile_photo: '',
        active: 1,
        Favorite_id: 5,
      }),
    ),
    answer(listAddressesCall, ok([saved])),
    answer(
      listEmiratesCall,
      ok([
        { id: 1, emirate: 'Abu Dhabi' },
        { id: 2, emirate: 'Dubai' },
      ]),
    ),
    answer(listRegionsCall, ok([{ id: 3, region: 'Al Barsha', delivery_fee: 25 }])),
    answer(addAddressCall, ok([saved], 'Location added successfully')),
  ];

  async function openNewAddress() {
    const user = userEvent.setup();
    const fetch = answerWith(...base);
    await renderApp('/myprofile/addresses', { loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Add address' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'New delivery address' });
    return { user, fetch, dialog, field: (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement };
  }

  it("opens on the UAE, then on the chosen emirate's city; a click sets the coordinates and names the place", async () => {
    const { user, fetch, dialog, field } = await openNewAddress();
    expect(await within(dialog).findByTestId('centre', undefined, SLOW)).toHaveTextContent('UAE');
    expect(within(dialog).getByTestId('pin')).toHaveTextContent('none');

    await user.type(field('Address name'), 'Office');
    await user.type(field('Phone number'), '0509998877');
    await user.type(field('Address'), 'Tower 3');
    await user.selectOptions(field('Emirate'), '2');
    expect(within(dialog).getByTestId('centre')).toHaveTextContent('25.2048,55.2708');
    await waitFor(() => expect(field('Region')).toBeEnabled());
    await user.selectOptions(field('Region'), '3');

    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await within(dialog).findByText('You should specify the location')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Click the map' }));
    expect(field('Latitude')).toHaveValue('25.07712');
    expect(field('Longitude')).toHaveValue('55.13318');
    expect(field('Location name (optional)')).toHaveValue('Al Barsha, Dubai');
    expect(within(dialog).getByTestId('pin')).toHaveTextContent('25.07712,55.13318');
    expect(within(dialog).queryByText('You should specify the location')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(indexOf(fetch, addAddressCall.path)).toBeGreaterThanOrEqual(0));
    expect(sentFields(fetch, indexOf(fetch, addAddressCall.path))).toMatchObject({
      latitude: '25.07712',
      longitude: '55.13318',
      location_name: 'Al Barsha, Dubai',
    });
  });

  it('moves the pin as coordinates are typed and keeps a location name the customer typed', async () => {
    const { user, dialog, field } = await openNewAddress();
    await user.type(field('Location name (optional)'), 'Blue gate');
    await user.type(field('Latitude'), '24.45');
    expect(within(dialog).getByTestId('pin')).toHaveTextContent('none');
    await user.type(field('Longitude'), '54.38');
    expect(within(dialog).getByTestId('pin')).toHaveTextContent('24.45,54.38');

    await user.click(within(dialog).getByRole('button', { name: 'Click the map' }));
    expect(field('Latitude')).toHaveValue('25.07712');
    expect(field('Location name (optional)')).toHaveValue('Blue gate');
  });

  it('opens an address on its saved point', async () => {
    const user = userEvent.setup();
    answerWith(...base);
    await renderApp('/myprofile/addresses', { loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Edit Home' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Edit delivery address' });
    expect(await within(dialog).findByTestId('pin', undefined, SLOW)).toHaveTextContent('25.1,55.2');
  });
});

describe('the map (Leaflet)', () => {
  it('puts the pin on the chosen point and reports the middle of the map when Enter is pressed on it', async () => {
    const { default: LocationMap } = await vi.importActual<typeof LocationMapModule>('./components/LocationMap');
    const onPick = vi.fn<(p: Point) => void>();
    const { rerender } = render(<LocationMap point={null} centre={emirateCentre('Dubai')} onPick={onPick} />);
    const map = screen.getByRole('application', { name: 'Map of the delivery location' });
    expect(map).toHaveAccessibleDescription(/Enter to put the pin in the middle/);
    expect(screen.queryByRole('img', { name: 'Delivery location' })).toBeNull();
    // The first view is the emirate's city, at a zoom the buttons can go both ways from.
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeEnabled();

    fireEvent.keyDown(map, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith({ latitude: 25.2048, longitude: 55.2708 });

    rerender(<LocationMap point={{ latitude: 25.2048, longitude: 55.2708 }} centre={emirateCentre('Dubai')} onPick={onPick} />);
    expect(screen.getByRole('img', { name: 'Delivery location' })).toBeInTheDocument();
    rerender(<LocationMap point={null} centre={emirateCentre('Dubai')} onPick={onPick} />);
    expect(screen.queryByRole('img', { name: 'Delivery location' })).toBeNull();
  });
});
