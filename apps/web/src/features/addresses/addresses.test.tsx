import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AddressItem } from '@shop/contract';
import { answer, answerWith, renderApp, sentFields, TEST_PROFILE } from '../../test/render';
import {
  profileInfoCall,
  listAddressesCall,
  listEmiratesCall,
  listRegionsCall,
  addAddressCall,
  deleteAddressCall,
} from '@shop/contract/calls';

// Each journey clicks through several lazy pages: room for a busy machine.
vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const ok = <T,>(data: T, msg = 'Success') => ({ status: true as const, msg, data });
const calledPaths = (spy: ReturnType<typeof answerWith>) => spy.mock.calls.map(([input]) => String(input).replace(/^\/api/, ''));
const indexOf = (spy: ReturnType<typeof answerWith>, path: string) => calledPaths(spy).lastIndexOf(path);

describe('/myprofile/addresses', () => {
  const address: AddressItem = {
    id: 1,
    name: 'Home',
    phone: '0501234567',
    address: 'Villa 12',
    emirate: 1,
    region: 2,
    primary: '1',
    latitude: 24.4,
    longitude: 54.3,
    location_name: 'Mushrif',
    emirate_en: 'Abu Dhabi',
    emirate_ar: 'أبوظبي',
    region_en: 'Al Mushrif',
    region_ar: 'المشرف',
  };
  const base = [
    answer(profileInfoCall, TEST_PROFILE),
    answer(listAddressesCall, ok([address])),
    answer(listEmiratesCall, ok([{ id: 1, emirate: 'Abu Dhabi' }])),
    answer(listRegionsCall, ok([{ id: 2, region: 'Al Mushrif', delivery_fee: 25 }])),
  ];

  it("requires every field ('All Fields are required') and a location ('You should specify the location') before adding", async () => {
    const user = userEvent.setup();
    const fetch = answerWith(
      ...base,
      answer(addAddressCall, ok([address, { ...address, id: 2, name: 'Office', primary: '0' }], 'Location added successfully')),
    );
    await renderApp('/myprofile/addresses', { loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Add address' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'New delivery address' });
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await within(dialog).findByText('All Fields are required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Address name'), 'Office');
    await user.type(within(dialog).getByLabelText('Phone number'), '0509998877');
    await user.type(within(dialog).getByLabelText('Address'), 'Tower 3');
    // Regions load once an emirate is chosen.
    expect(within(dialog).getByLabelText('Region')).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Emirate'), '1');
    await waitFor(() => expect(within(dialog).getByLabelText('Region')).toBeEnabled());
    await user.selectOptions(within(dialog).getByLabelText('Region'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await within(dialog).findByText('You should specify the location')).toBeInTheDocument();
    expect(calledPaths(fetch)).not.toContain(addAddressCall.path);

    await user.type(within(dialog).getByLabelText('Latitude'), '25.2');
    await user.type(within(dialog).getByLabelText('Longitude'), '55.27');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Office', undefined, SLOW)).toBeInTheDocument();
    expect(sentFields(fetch, indexOf(fetch, addAddressCall.path))).toMatchObject({
      name: 'Office',
      phone: '0509998877',
      address: 'Tower 3',
      emirate: '1',
      region: '2',
      primary: '0',
      latitude: '25.2',
      longitude: '55.27',
    });
  });

  it("deletes after 'Are you sure you want to delete this location?'", async () => {
    const fetch = answerWith(...base, answer(deleteAddressCall, ok([], 'Location deleted successfully')));
    await renderApp('/myprofile/addresses', { loggedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Home' }, SLOW));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this location?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('No delivery address yet', undefined, SLOW)).toBeInTheDocument();
    expect(sentFields(fetch, indexOf(fetch, deleteAddressCall.path))).toMatchObject({ id: '1' });
  });
});
