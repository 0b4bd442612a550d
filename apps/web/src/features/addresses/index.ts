// What other features use of the delivery addresses: the customer's addresses (the profile overview), the emirates
// and their regions with their two fields (the business profile's address), and adding,
// editing and choosing the main one where the shopper is (checkout). Pages that name the addresses screen or show
// its form load the 'addresses' translations with them.
export { useAddresses, useEmirates, useRegions } from './api';
export { EmirateRegionFields } from './EmirateRegionFields';
export { AddressDialog, type AddressEditing } from './AddressDialog';
export { useMakeMain } from './useMakeMain';
