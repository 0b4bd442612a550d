// Moved to src/test/fixtures/. This file only passes them on to modules/admin's suites, which still import it
// from here; delete it once they import src/test/fixtures/ themselves.
export { shopper, type Shopper } from '../../test/fixtures/shoppers';
export { address, deliveryRegions } from '../../test/fixtures/regions';
export { product } from '../../test/fixtures/products';
export { coupon, creditWallet, fillCart, payOnSandbox } from '../../test/fixtures/checkout';
