// What other features use of orders: the colour of an order's status (the console's status badge) and the
// shopper's reason for a cancel in words (the console's order).
export { statusTone, TONE_CLASSES } from './orderStatus';
export { cancelReasonText } from './cancelReason';
