// Moved to src/test/fixtures/. This file only passes them on to modules/admin's suites, which still import it
// from here; delete it once they import src/test/fixtures/ themselves.
export { customer, FIXTURE_PASSWORD, type Customer } from '../../test/fixtures/shoppers';
export { regionFixtures } from '../../test/fixtures/regions';
export { product } from '../../test/fixtures/products';
export { daysAgo, order, type OrderSpec } from '../../test/fixtures/orders';
