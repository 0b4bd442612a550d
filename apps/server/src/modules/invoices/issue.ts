// Tax invoices and credit notes (UAE VAT). An invoice is issued when an order is paid: by card or wallet when
// the payment is confirmed, in cash when it is delivered. A credit note is issued when money goes back on an
// invoiced order: the order cancelled after payment, or a return approved. Both are issued inside the
// transaction that makes the change, so a change that rolls back leaves no document and no used number.
// What each document says is written down when it is issued (see TaxDocumentData) and never recomputed.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { PAYMENT_METHODS, shopDate, VAT_PERCENT } from '@shop/contract';
import type { DbOrTx, Tx } from '../../db/client';
import { LOCKS } from '../../db/client';
import { orderItems, orders, storeSettings, taxDocuments, users } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import { vatContained } from '../cart/pricing';
import { queueEInvoice } from './einvoice';

export type TaxDocumentKind = (typeof taxDocuments.$inferSelect)['kind'];

/** The supplier's details an invoice must carry (store settings, set in the console). */
export const SUPPLIER_KEYS = ['legal_name_en', 'legal_name_ar', 'legal_address_en', 'legal_address_ar', 'trn'] as const;
export type Supplier = Record<(typeof SUPPLIER_KEYS)[number], string>;

export interface TaxDocumentLine {
  nameEn: string;
  nameAr: string;
  quantity: number;
  /** Fils, VAT included, per unit. */
  unitPrice: number;
  /** Fils, VAT included: quantity × unit price. */
  total: number;
  /** Fils of VAT contained in `total`. */
  vat: number;
}

/** An issued document as it reads; amounts in fils, VAT included unless named net. */
export interface TaxDocumentData {
  supplier: Supplier;
  customer: { name: string; phone: string; email: string; addressEn: string; addressAr: string };
  /** The buyer of a B2B sale, as the order kept it; absent on a consumer sale. */
  business?: { company: string; trn: string; addressEn: string; addressAr: string };
  orderId: number;
  orderDate: string;
  paymentMethod: number;
  lines: TaxDocumentLine[];
  /** The coupon's discount (shelf discounts are already in the unit prices). */
  discount: number;
  delivery: number;
  /** The cash-on-delivery fee, VAT included (0 when paid online). */
  codFee?: number;
  vatPercent: number;
  vat: number;
  total: number;
  /** Credit notes: the invoice they correct and why. */
  invoiceNumber?: number;
  reasonEn?: string;
  reasonAr?: string;
}

const line = (nameEn: string, nameAr: string, quantity: number, unitPrice: number): TaxDocumentLine => ({
  nameEn,
  nameAr,
  quantity,
  unitPrice,
  total: quantity * unitPrice,
  vat: vatContained(quantity * unitPrice),
});

export async function supplierDetails(db: DbOrTx): Promise<Supplier> {
  const rows = await db
    .select()
    .from(storeSettings)
    .where(inArray(storeSettings.key, [...SUPPLIER_KEYS]));
  const of = (key: string) => {
    const value = rows.find((r) => r.key === key)?.value;
    // A TRN of digits alone may come back from jsonb as a number.
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };
  return Object.fromEntries(SUPPLIER_KEYS.map((k) => [k, of(k)])) as Supplier;
}

/** The next number of a kind: its highest + 1, taken under a lock held to the end of the transaction. */
async function nextNumber(tx: Tx, kind: TaxDocumentKind): Promise<number> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCKS.taxDocumentNumbers}, ${kind === 'invoice' ? 1 : 2})`);
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${taxDocuments.number}), 0)::int` })
    .from(taxDocuments)
    .where(eq(taxDocuments.kind, kind));
  return row!.last + 1;
}

async function orderParts(tx: Tx, orderId: number) {
  const [found] = await tx
    .select({ order: orders, name: users.name, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!found) throw new Error(`order ${orderId} not found`);
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  return { order: found.order, customer: { name: found.name, email: found.email }, items };
}

type OrderRow = typeof orders.$inferSelect;

/** The buyer (the account's name) and where the order was delivered. */
function customerOf(order: OrderRow, customer: { name: string; email: string }): TaxDocumentData['customer'] {
  return {
    name: customer.name || order.shipName,
    phone: order.shipPhone,
    email: customer.email,
    addressEn: [order.shipAddress, order.shipRegionEn, order.shipEmirateEn].filter(Boolean).join(', '),
    addressAr: [order.shipAddress, order.shipRegionAr, order.shipEmirateAr].filter(Boolean).join('، '),
  };
}

/** The business a B2B order was placed as, its address written out in both languages. */
function businessOf(order: OrderRow): Pick<TaxDocumentData, 'business'> {
  const b = order.business;
  if (!b) return {};
  return {
    business: {
      company: b.companyName,
      trn: b.trn,
      addressEn: [b.address, b.regionEn, b.emirateEn].join(', '),
      addressAr: [b.address, b.regionAr, b.emirateAr].join('، '),
    },
  };
}

/** An order's tax invoice, when it has one (issued once, credit notes refer to it). */
async function invoiceOf(tx: Tx, orderId: number) {
  const [invoice] = await tx
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice')));
  return invoice;
}

/** What an invoice and its credit notes both start with: who sells, who buys, which order and how it was paid. */
async function documentHead(tx: Tx, order: OrderRow, customer: { name: string; email: string }) {
  return {
    supplier: await supplierDetails(tx),
    customer: customerOf(order, customer),
    ...businessOf(order),
    orderId: order.id,
    orderDate: shopDate(order.createdAt),
    paymentMethod: order.paymentMethod,
  };
}

/** Each item of the order as a document line, at the price paid: an invoice's lines, and a full credit's. */
const itemLines = (items: (typeof orderItems.$inferSelect)[]) =>
  items.map((i) => line(i.productNameEn, i.productNameAr, i.quantity, i.priceAtPurchase));

async function insertDocument(tx: Tx, kind: TaxDocumentKind, orderId: number, data: TaxDocumentData, invoiceId: number | null = null) {
  const number = await nextNumber(tx, kind);
  const [row] = await tx.insert(taxDocuments).values({ kind, number, orderId, invoiceId, data }).returning();
  // An invoice is attached to the e-mail of the status change that issued it (orders/mail.ts); a credit note has its own.
  if (kind === 'credit_note') await enqueueJob(tx, 'tax_document_mail', { documentId: row!.id });
  await queueEInvoice(tx, row!.id);
  return row!;
}

/**
 * The order's invoice, issued now if it has none. Call when the order is paid (card, wallet, cash on delivery), in
 * the transaction that records its status change (placed or delivered), whose e-mail then carries the invoice.
 */
export async function issueInvoice(tx: Tx, orderId: number) {
  const existing = await invoiceOf(tx, orderId);
  if (existing) return existing;
  const { order, customer, items } = await orderParts(tx, orderId);
  const data: TaxDocumentData = {
    ...(await documentHead(tx, order, customer)),
    lines: itemLines(items),
    discount: order.couponDiscount,
    delivery: order.shippingCost,
    codFee: order.codFee,
    vatPercent: VAT_PERCENT,
    vat: order.vat,
    total: order.total,
  };
  return insertDocument(tx, 'invoice', order.id, data);
}

/** Whether an order is paid at the moment it is placed: online, and the wallet covered all of it. */
export const paidWhenPlaced = (order: Pick<OrderRow, 'paymentMethod' | 'cardAmount'>) =>
  order.paymentMethod === PAYMENT_METHODS.online && order.cardAmount === 0;

interface Credit {
  lines: TaxDocumentLine[];
  discount: number;
  delivery: number;
  codFee?: number;
  total: number;
  reasonEn: string;
  reasonAr: string;
}

async function issueCreditNote(tx: Tx, orderId: number, credit: (order: OrderRow, items: (typeof orderItems.$inferSelect)[]) => Credit) {
  const invoice = await invoiceOf(tx, orderId);
  // Nothing was invoiced (an unpaid cash order cancelled): there is nothing to correct.
  if (!invoice) return null;
  const { order, customer, items } = await orderParts(tx, orderId);
  const c = credit(order, items);
  const data: TaxDocumentData = {
    ...(await documentHead(tx, order, customer)),
    lines: c.lines,
    discount: c.discount,
    delivery: c.delivery,
    codFee: c.codFee ?? 0,
    vatPercent: VAT_PERCENT,
    vat: vatContained(c.total),
    total: c.total,
    invoiceNumber: invoice.number,
    reasonEn: c.reasonEn,
    reasonAr: c.reasonAr,
  };
  return insertDocument(tx, 'credit_note', order.id, data, invoice.id);
}

/** An invoiced order cancelled: everything on its invoice is credited. */
export const creditCancelledOrder = (tx: Tx, orderId: number) =>
  issueCreditNote(tx, orderId, (order, items) => ({
    lines: itemLines(items),
    discount: order.couponDiscount,
    delivery: order.shippingCost,
    codFee: order.codFee,
    total: order.total,
    reasonEn: 'Order cancelled',
    reasonAr: 'إلغاء الطلب',
  }));

/** A return approved: the returned item, for the amount refunded (its share of the coupon and delivery included). */
export const creditReturn = (tx: Tx, orderId: number, orderItemId: number, refunded: number) =>
  issueCreditNote(tx, orderId, (_order, items) => {
    const item = items.find((i) => i.id === orderItemId)!;
    const goods = item.quantity * item.priceAtPurchase;
    return {
      lines: [line(item.productNameEn, item.productNameAr, item.quantity, item.priceAtPurchase)],
      // What the refund differs from the goods' price by: the coupon's share taken off, or delivery given back.
      discount: Math.max(0, goods - refunded),
      delivery: Math.max(0, refunded - goods),
      total: refunded,
      reasonEn: 'Return approved',
      reasonAr: 'قبول الإرجاع',
    };
  });
