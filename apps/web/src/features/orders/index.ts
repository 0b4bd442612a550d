// What other features use of orders: the colour of an order's status (the console's status badge).
export { statusTone, TONE_CLASSES } from './orderStatus';
