// What other features use of the delivery addresses: the customer's addresses (the profile overview). Pages that
// name the addresses screen load the 'addresses' translations with them.
export { useAddresses } from './api';
