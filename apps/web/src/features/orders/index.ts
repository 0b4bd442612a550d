// What other features use of orders: the colour of an order's status (the console's status badge), how it was
// shipped and the shopper's reason for a cancel in words (the console's order) and the confirmation of an order
// just bought (checkout's pages).
export { StatusBadge } from './components/StatusBadge';
export { ShipmentDetails } from './components/ShipmentDetails';
export { cancelReasonText } from './cancelReason';
export { OrderConfirmation } from './OrderConfirmation';
