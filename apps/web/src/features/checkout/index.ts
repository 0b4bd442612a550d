// What other features use of checkout: leaving the shop for the payment page (an order's "pay now").
export { leaveFor } from './leaveFor';
