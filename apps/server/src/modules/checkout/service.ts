// pay_now.php: the cart becomes an order in one transaction — re-priced, stock taken with a conditional
// update, the wallet part taken from the ledger, the coupon use recorded, the cart emptied. Cash orders and
// orders the wallet fully paid are placed at once; the rest wait in status 8 (stock held) while the
// shopper pays the card part on the gateway's page.
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, gte, inArray, isNull, sql, type Placeholder } from 'drizzle-orm';
import {
  FIELD_REASONS,
  isWalletPayType,
  ORDER_STATUS,
  PAYMENT_METHODS,
  toAed,
  UNPAID_ORDER_RELEASE_MINUTES,
  type CallData,
  type Lang,
  type OnlinePayType,
  type ProviderMethodId,
  type payNowCall,
  WALLET_PAY_NAMES,
  type WalletPayType,
} from '@shop/contract';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { statement } from '../../db/statements';
import { constraintOf, runAndCommit, transaction, TransactionBusy } from '../../db/transaction';
import { cartItems, carts, couponUses, orderItems, orders, payments, products, users, wallets } from '../../db/schema';
import { AppError, badInput, conflict, notFound, refuse } from '../../http/errors';
import { orderOutcomes } from '../../http/metrics';
import { format, localized, type Msg, pathInLanguage } from '../../http/i18n';
import { PaymentGatewayError, type GatewayName, type PaymentGateway, type PayWith } from '../../integrations/payments';
import { isHostedGateway, type HostedGatewayName } from '../../integrations/payments/hosted';
import type { TabbyGateway } from '../../integrations/payments/tabby';
import type { TamaraGateway } from '../../integrations/payments/tamara';
import { cartMessages } from '../cart/messages';
import { priceCart, vatContained, type DeliveryAddress, type PricedLine } from '../cart/pricing';
import { newPickupCode, pickupBranch, takePickupStock, type Branch } from '../pickup/service';
import { lockCart, stockConflict } from '../cart/service';
import { issueInvoice, paidWhenPlaced } from '../invoices/issue';
import { lockOrder } from '../orders/effects';
import { orderMessages } from '../orders/messages';
import { recordStatusHistory } from '../orders/status';
import { orderBusiness } from '../profile/business';
import { moveWallet } from '../wallet/ledger';
import { checkoutMessages as m } from './messages';
import { failOnlineOrder } from './payments';

export interface CheckoutDeps {
  db: Db;
  gateway: PaymentGateway;
  /** Tabby (buy now, pay later), when configured. */
  tabby?: TabbyGateway | null;
  /** Tamara (buy now, pay later), when configured. */
  tamara?: TamaraGateway | null;
  /** The shop's public origin: the gateway sends the shopper back to /paymentsuccess or /paymenterror (under /ar in Arabic) there. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

export interface PayNowInput {
  /** Where it is delivered; not needed (and ignored) when it is picked up. */
  address_id?: number | undefined;
  /** Picked up from this branch instead of delivered. */
  pickup_branch_id?: number | undefined;
  wallet: number;
  payment_method: number;
  payment_method_type?: OnlinePayType | ProviderMethodId | undefined;
  /** 1: a B2B sale, as the customer's business profile. */
  business: number;
}

/** pay_now.php's input once a provider's method id is read as our payment type. */
type OrderInput = Omit<PayNowInput, 'payment_method_type'> & { payment_method_type?: OnlinePayType | undefined };

/**
 * The payment type of a provider's method id (the original apps may send MyFatoorah's PaymentMethodId): its phone
 * wallet, or the card page for its card method, an id it does not offer, or a provider that cannot say now.
 */
async function payTypeOfMethod(gateway: PaymentGateway, sent: PayNowInput['payment_method_type']): Promise<OnlinePayType | undefined> {
  if (typeof sent !== 'object') return sent;
  const payWith = await gateway.payWithOfMethod(sent.methodId).catch((error: unknown) => {
    if (error instanceof PaymentGatewayError) return undefined;
    throw error;
  });
  return payWith === 'card' ? undefined : payWith;
}

type PayNowData = CallData<typeof payNowCall>;

/** The payment type the order stores: the online payment's type (a phone wallet or card), '' for cash. */
const orderPayType = (input: OrderInput): string =>
  input.payment_method === PAYMENT_METHODS.online ? (input.payment_method_type ?? '') : '';
/**
 * How the gateway is asked to take the card part, from the payment type the order stores: derived in one place
 * so that pay_now.php's wallet check before the order exists and the invoices of pay_now.php and pay_order.php
 * (made from the stored order) always agree.
 */
const gatewayPayWith = (paymentMethodType: string): PayWith => (isWalletPayType(paymentMethodType) ? paymentMethodType : 'card');

/** A hosted provider's session made before the order (Tabby's pre-scoring or Tamara's pre-check said yes): the order's online part must be its amount. */
interface HostedPlacement {
  paymentId: string;
  cardAmount: number;
  /** Refused with this when the cart's amount changed since the provider was asked. */
  changed: Msg;
}

const walletChanged: Msg = { en: 'Your wallet balance changed, please try again', ar: 'تغير رصيد محفظتك، يرجى المحاولة مرة أخرى' };

/**
 * Locks the customer's wallet row for the rest of the transaction and answers how much of `due` (fils) its
 * balance can pay; the debit that follows cannot then find less than that.
 */
export async function walletShare(tx: Tx, userId: number, due: number): Promise<number> {
  if (due <= 0) return 0;
  const [wallet] = await tx.select({ balance: wallets.balance }).from(wallets).where(eq(wallets.userId, userId)).for('update');
  return Math.min(wallet?.balance ?? 0, due);
}

/**
 * Takes the lines' units off the shelf, or refuses the order (a conflict naming the product and what is left).
 * The rows are locked by the updates themselves, in ascending product id (db/locks.ts).
 */
async function takeStock(tx: Tx, lines: readonly PricedLine[]) {
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    const taken = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.quantity}`, soldCount: sql`${products.soldCount} + ${line.quantity}` })
      .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
      .returning({ id: products.id });
    if (taken.length === 0) throw await shortOfStock(tx, lines);
  }
}

/** The refusal of an order some line of which the shelf cannot fill: the first such line, with what is left. */
async function shortOfStock(db: DbOrTx, lines: readonly PricedLine[]) {
  const left = await db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(
      inArray(
        products.id,
        lines.map((l) => l.productId),
      ),
    );
  const stockOf = (line: PricedLine) => left.find((p) => p.id === line.productId)?.stock ?? 0;
  const short = lines.find((l) => stockOf(l) < l.quantity) ?? lines[0]!;
  return stockConflict({ ...short, stock: stockOf(short) });
}

/**
 * The order's lines taken off the shelf: their products locked in ascending id (db/locks.ts), then their stock
 * lowered. A line the shelf cannot fill breaks products_stock_nonneg, which aborts the transaction. The order is
 * the one writeOrder named in the transaction (shop.order_id), so the text is constant and can travel with the
 * commit (runAndCommit).
 */
const TAKE_ORDER_STOCK = `select 1 from products where id in (select product_id from order_items where order_id = current_setting('shop.order_id')::int)
  order by id for no key update;
update products set stock = products.stock - i.quantity, sold_count = products.sold_count + i.quantity
  from order_items i where i.order_id = current_setting('shop.order_id')::int and products.id = i.product_id`;

const isStockShortage = (error: unknown) => constraintOf(error) === 'products_stock_nonneg';

/** The columns a new order is written with (the others keep their defaults). */
const ORDER_COLUMNS = [
  'userId',
  'statusId',
  'paymentMethod',
  'paymentMethodType',
  'addressId',
  'shipName',
  'shipPhone',
  'shipAddress',
  'shipEmirateEn',
  'shipEmirateAr',
  'shipRegionEn',
  'shipRegionAr',
  'shipLatitude',
  'shipLongitude',
  'price',
  'discount',
  'couponId',
  'couponDiscount',
  'vat',
  'shippingCost',
  'codFee',
  'total',
  'walletUsed',
  'cardAmount',
  'expiresAt',
  'business',
  'pickupCode',
  'pickupBranchId',
] as const;
type OrderColumn = (typeof ORDER_COLUMNS)[number];
type OrderValues = { [K in OrderColumn]: Exclude<(typeof orders.$inferInsert)[K], undefined> };

/**
 * The order, its lines and the emptied cart (lines and coupon) in one prepared statement: as separate
 * statements they were four round trips while the transaction held its locks. It names the order in the
 * transaction-local setting shop.order_id, from which TAKE_ORDER_STOCK reads the lines.
 */
const writeOrderStatement = (tx: Tx) =>
  statement(tx, 'write_order', () => {
    const value = sql.placeholder;
    const order = tx.$with('new_order').as(
      tx
        .insert(orders)
        .values({
          ...(Object.fromEntries(ORDER_COLUMNS.map((column) => [column, value(column)])) as Record<OrderColumn, Placeholder>),
          // Drizzle passes a placeholder's value through its column's mapping, and the timestamp's fails on null.
          expiresAt: sql`${value('expiresAt')}::timestamptz`,
          // Sent as JSON text: the jsonb column's own mapping would store a consumer sale's null as JSON 'null'.
          business: sql`${value('business')}::jsonb`,
        })
        .returning({ id: orders.id }),
    );
    const lines = tx.$with('lines', {}).as(sql`
      insert into ${orderItems} (order_id, product_id, product_name_en, product_name_ar, main_image, quantity, price_at_purchase, unit_cost, status_id)
      select ${order.id}, l.product_id, l.name_en, l.name_ar, l.main_image, l.quantity, l.price, p.cost_price, ${value('statusId')}::smallint
      from ${order}, json_to_recordset(${value('lines')}::json)
        as l(product_id int, name_en text, name_ar text, main_image text, quantity int, price int)
      -- What each unit cost the shop when it was sold, for the margin in reports (a later change of cost leaves it).
      join ${products} p on p.id = l.product_id`);
    const emptiedLines = tx.$with('emptied_lines', {}).as(sql`delete from ${cartItems} where user_id = ${value('userId')}`);
    const emptiedCart = tx
      .$with('emptied_cart', {})
      .as(sql`update ${carts} set coupon_id = null, updated_at = now() where user_id = ${value('userId')}`);
    return tx
      .with(order, lines, emptiedLines, emptiedCart)
      .select({ id: order.id, named: sql`set_config('shop.order_id', ${order.id}::text, true)` })
      .from(order);
  });

async function writeOrder(tx: Tx, values: OrderValues, lines: readonly PricedLine[]) {
  const [written] = await writeOrderStatement(tx).execute({
    ...values,
    expiresAt: values.expiresAt?.toISOString() ?? null,
    business: values.business && JSON.stringify(values.business),
    lines: JSON.stringify(
      lines.map((l) => ({
        product_id: l.productId,
        name_en: l.nameEn,
        name_ar: l.nameAr,
        main_image: l.mainImage,
        quantity: l.quantity,
        price: l.salePrice,
      })),
    ),
  });
  return { ...values, id: written!.id };
}

type Destination = Pick<
  OrderValues,
  | 'addressId'
  | 'shipName'
  | 'shipPhone'
  | 'shipAddress'
  | 'shipEmirateEn'
  | 'shipEmirateAr'
  | 'shipRegionEn'
  | 'shipRegionAr'
  | 'shipLatitude'
  | 'shipLongitude'
>;

/** A delivered order's destination: the address chosen, copied onto the order. */
const deliveryDestination = (a: DeliveryAddress): Destination => ({
  addressId: a.id,
  shipName: a.name,
  shipPhone: a.phone,
  shipAddress: a.address,
  shipEmirateEn: a.emirateEn,
  shipEmirateAr: a.emirateAr,
  shipRegionEn: a.regionEn,
  shipRegionAr: a.regionAr,
  shipLatitude: a.latitude,
  shipLongitude: a.longitude,
});

/** A pickup order's destination: the customer collects it at the branch, which the order keeps as it is now. */
async function pickupDestination(tx: Tx, userId: number, branch: Branch): Promise<Destination> {
  const [customer] = await tx.select({ name: users.name, phone: users.phone }).from(users).where(eq(users.id, userId));
  return {
    addressId: null,
    shipName: customer?.name ?? '',
    shipPhone: customer?.phone ?? '',
    shipAddress: branch.addressEn,
    shipEmirateEn: branch.cityEn,
    shipEmirateAr: branch.cityAr,
    shipRegionEn: branch.nameEn,
    shipRegionAr: branch.nameAr,
    shipLatitude: branch.latitude,
    shipLongitude: branch.longitude,
  };
}

/** Creates the order from the cart; returns it with what is left to pay by card. */
async function placeOrder(db: Db, gateway: GatewayName, userId: number, input: OrderInput, now: Date, hosted?: HostedPlacement) {
  let lines: readonly PricedLine[] = [];
  return transaction(db, async (tx) => {
    // Lock the customer's cart row first: a double click cannot turn one cart into two orders.
    await lockCart(tx, userId, now);

    // Picked up: no address, so no delivery fee (pricing.ts).
    const branch = input.pickup_branch_id === undefined ? null : await pickupBranch(tx, input.pickup_branch_id);
    const priced = await priceCart(tx, userId, { deliverTo: branch ? null : input.address_id, lockCoupon: true, now });
    const destination = branch ? await pickupDestination(tx, userId, branch) : priced.address && deliveryDestination(priced.address);
    if (!destination) throw notFound(m.addressNotFound);
    if (priced.lines.length === 0) throw refuse(m.cartEmpty);
    const expired = priced.lines.find((l) => l.expired);
    if (expired) throw refuse({ en: format(m.expired.en, { name: expired.nameEn }), ar: format(m.expired.ar, { name: expired.nameAr }) });
    if (priced.couponProblem) throw refuse(priced.couponProblem.msg, priced.couponProblem.params);
    lines = priced.lines;
    // Only a B2B sale reads the business profile: a consumer's checkout runs no more statements.
    const business = input.business === 1 ? await orderBusiness(tx, userId) : null;
    if (input.business === 1 && !business) throw badInput('business', FIELD_REASONS.noBusinessProfile);

    // Products, then the wallet (db/locks.ts). Without the wallet nothing is locked after the products, so the
    // stock is taken last, in the commit's own message (runAndCommit): every shopper of a hot product waits for
    // that one row, which is then held only while the database takes the stock and commits.
    // A pickup order takes its branch's units with the products' (takePickupStock), so it cannot wait for the commit.
    const usesWallet = input.wallet === 1;
    const takesStockNow = usesWallet || branch !== null;
    if (branch) await takePickupStock(tx, branch, priced.lines);
    else if (usesWallet) await takeStock(tx, priced.lines);

    // Cash is collected only when the wallet leaves something to pay; only then do the cash rules apply
    // (refused above the maximum; the fee, as set now, is added and kept on the order).
    const cash = input.payment_method === PAYMENT_METHODS.cash;
    const coveredByWallet = usesWallet && (await walletShare(tx, userId, priced.total)) === priced.total;
    // Cash paid at a branch's counter is not cash on delivery: no fee and no maximum.
    const collectsCash = cash && !coveredByWallet && !branch;
    if (collectsCash && !priced.cod.allowed) throw refuse(cartMessages.codOverMax, { max: toAed(priced.cod.max).toFixed(2) });
    const codFee = collectsCash ? priced.cod.fee : 0;
    const total = priced.total + codFee;

    const walletUsed = usesWallet ? await walletShare(tx, userId, total) : 0;
    const cardAmount = cash ? 0 : total - walletUsed;
    const statusId = cardAmount > 0 ? ORDER_STATUS.awaitingPayment : ORDER_STATUS.placed;
    // The cart changed since the provider scored it (another tab, a price): nothing is written, the shopper tries again.
    if (hosted && cardAmount !== hosted.cardAmount) throw conflict(hosted.changed);

    const placed = await writeOrder(
      tx,
      {
        userId,
        statusId,
        paymentMethod: input.payment_method,
        paymentMethodType: orderPayType(input),
        ...destination,
        price: priced.price,
        discount: priced.discount,
        couponId: priced.coupon?.id ?? null,
        couponDiscount: priced.couponDiscount,
        vat: vatContained(total),
        shippingCost: priced.shipping,
        codFee,
        total,
        walletUsed,
        cardAmount,
        expiresAt: cardAmount > 0 ? new Date(now.getTime() + UNPAID_ORDER_RELEASE_MINUTES * 60_000) : null,
        business,
        pickupCode: branch ? newPickupCode() : '',
        pickupBranchId: branch?.id ?? null,
      },
      priced.lines,
    );
    if (walletUsed > 0 && !(await moveWallet(tx, userId, 'balance', -walletUsed, { reason: 'order_payment', orderId: placed.id }))) {
      throw conflict(walletChanged);
    }
    if (priced.coupon) await tx.insert(couponUses).values({ couponId: priced.coupon.id, userId, orderId: placed.id });
    await recordStatusHistory(tx, { id: placed.id, userId, statusId: null }, statusId, { actorUserId: userId });
    if (cardAmount > 0)
      await tx
        .insert(payments)
        .values({ orderId: placed.id, amount: cardAmount, gateway, invoiceId: hosted?.paymentId, paymentId: hosted?.paymentId });
    if (paidWhenPlaced(placed)) await issueInvoice(tx, placed.id);
    if (!takesStockNow) await runAndCommit(tx, TAKE_ORDER_STOCK);
    return placed;
  }).catch(async (error: unknown) => {
    throw isStockShortage(error) ? await shortOfStock(db, lines) : error;
  });
}

/** placeOrder, with its refusal or failure counted among the order outcomes (/metrics). */
function placeCounted(...args: Parameters<typeof placeOrder>) {
  return placeOrder(...args).catch((error: unknown) => {
    orderOutcomes.inc({ outcome: error instanceof AppError || error instanceof TransactionBusy ? 'refused' : 'failed' });
    throw error;
  });
}

/** pay_now.php's answer for a placed order; `paymentPage` is where the shopper pays the rest (the card's or Tabby's). */
const placedData = (order: Awaited<ReturnType<typeof placeOrder>>, paymentPage: PayNowData['Data'] = null): PayNowData => ({
  order_id: order.id,
  status_id: order.statusId,
  total_price: toAed(order.total),
  wallet_used: toAed(order.walletUsed),
  card_amount: toAed(order.cardAmount),
  cod_fee: toAed(order.codFee),
  IsSuccess: true,
  Data: paymentPage,
});

/** Phone wallets the provider offers now; none when it cannot be asked (cards remain). */
export async function offeredWallets(deps: CheckoutDeps) {
  try {
    return await deps.gateway.wallets();
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    deps.log.warn({ err: error }, 'payment gateway could not list its methods; offering cards only');
    return [];
  }
}

/**
 * Whether Tamara is offered to this shopper now: configured, and its pre-check accepts the cart's total (at the
 * primary address) and the shopper's phone. With an empty cart there is nothing to check: configured is offered
 * (the product pages' promotion). Not offered when Tamara cannot be asked.
 */
export async function tamaraOffered(deps: CheckoutDeps, userId: number): Promise<boolean> {
  if (!deps.tamara) return false;
  const priced = await priceCart(deps.db, userId);
  if (priced.lines.length === 0 || priced.total <= 0) return true;
  const [customer] = await deps.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  try {
    return await deps.tamara.available(priced.total, customer?.phone ?? '');
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    deps.log.warn({ err: error }, 'Tamara pre-check failed; Tamara not offered');
    return false;
  }
}

async function ensureWalletOffered(deps: CheckoutDeps, wallet: WalletPayType) {
  if (!(await offeredWallets(deps)).includes(wallet)) throw refuse(m.walletUnavailable, { wallet: WALLET_PAY_NAMES[wallet] });
}

/** An invoice on the gateway for the order's card part, recorded on its payment row that has none yet. */
async function createOrderInvoice(
  deps: CheckoutDeps,
  userId: number,
  lang: Lang,
  order: { id: number; cardAmount: number; expiresAt: Date | null; paymentMethodType: string },
) {
  const [customer] = await deps.db
    .select({ name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  const origin = deps.publicUrl.replace(/\/+$/, '');
  const invoice = await deps.gateway.createInvoice({
    orderId: order.id,
    amountFils: order.cardAmount,
    payWith: gatewayPayWith(order.paymentMethodType),
    customer: { name: customer?.name ?? '', email: customer?.email ?? '', mobile: customer?.phone ?? '' },
    // Back to the language the shopper paid from: /ar/paymentsuccess for a shopper under /ar.
    callbackUrl: `${origin}${pathInLanguage('/paymentsuccess', lang)}`,
    errorUrl: `${origin}${pathInLanguage('/paymenterror', lang)}`,
    lang,
    expiresAt: order.expiresAt!,
  });
  await deps.db
    .update(payments)
    .set({ invoiceId: invoice.invoiceId })
    .where(and(eq(payments.orderId, order.id), isNull(payments.invoiceId)));
  return invoice;
}

/**
 * pay_order.php: the shopper pays an order still awaiting online payment, e.g. after leaving
 * the gateway's page. Its earlier invoices are set aside (a late failure of one no longer releases the order; a
 * late success still confirms it) and a new invoice for the same amount is made; the order keeps its stock and
 * its release time. Paid or released orders are refused. A gateway failure here releases nothing: the order
 * stays payable until the sweep.
 */
export async function payOrder(deps: CheckoutDeps, userId: number, lang: Lang, orderId: number) {
  const now = new Date();
  const order = await transaction(deps.db, async (tx) => {
    // The payments first, then the order (db/locks.ts), as applying a payment result does.
    await tx.select({ id: payments.id }).from(payments).where(eq(payments.orderId, orderId)).for('update');
    const found = await lockOrder(tx, orderId, userId);
    if (!found) throw notFound(orderMessages.orderNotFound);
    if (found.statusId === ORDER_STATUS.cancelled) throw refuse(orderMessages.payNotPossibleReleased);
    if (found.statusId !== ORDER_STATUS.awaitingPayment) throw refuse(orderMessages.payNotPossiblePaid);
    if (!found.expiresAt || found.expiresAt <= now) throw refuse(orderMessages.payNotPossibleReleased);
    await tx
      .update(payments)
      .set({ status: 'failed', appliedAt: now, raw: sql`coalesce(${payments.raw}, '{}'::jsonb) || '{"superseded": true}'::jsonb` })
      .where(and(eq(payments.orderId, found.id), eq(payments.status, 'pending'), isNull(payments.appliedAt)));
    await tx.insert(payments).values({ orderId: found.id, amount: found.cardAmount, gateway: deps.gateway.name });
    return found;
  });
  try {
    const invoice = await createOrderInvoice(deps, userId, lang, order);
    return {
      order_id: order.id,
      card_amount: toAed(order.cardAmount),
      IsSuccess: true,
      Data: { InvoiceId: invoice.invoiceId, InvoiceURL: invoice.paymentUrl },
    };
  } catch (error) {
    deps.log.error({ err: error, orderId: order.id }, 'payment gateway could not create an invoice for an unpaid order');
    throw refuse(m.gatewayUnavailable, undefined, {
      order_id: order.id,
      card_amount: toAed(order.cardAmount),
      IsSuccess: false,
      Data: null,
    });
  }
}

/**
 * pay_now.php. Cash (or a wallet that covers everything): the order is placed, flag 1. Card: the order
 * waits in status 8 and the answer carries the gateway's invoice URL, flag 0; if the gateway cannot make
 * an invoice the order is released at once and the cart given back.
 */
export async function payNow(
  deps: CheckoutDeps,
  userId: number,
  lang: Lang,
  sent: PayNowInput,
): Promise<{ data: PayNowData; msg: Msg; flag: 0 | 1 }> {
  const now = new Date();
  const input: OrderInput = { ...sent, payment_method_type: await payTypeOfMethod(deps.gateway, sent.payment_method_type) };
  // Tabby or Tamara: their pay type is their gateway's name.
  if (input.payment_method === PAYMENT_METHODS.online && isHostedGateway(input.payment_method_type)) {
    const placed = await payNowHosted(deps, userId, lang, input, now, input.payment_method_type);
    if (placed) return placed;
  }
  const payWith = gatewayPayWith(orderPayType(input));
  // A phone wallet the provider's account does not offer is refused before any order exists.
  if (payWith !== 'card') await ensureWalletOffered(deps, payWith);
  const order = await placeCounted(deps.db, deps.gateway.name, userId, input, now);
  const data = placedData(order);
  if (order.cardAmount === 0) {
    orderOutcomes.inc({ outcome: 'placed' });
    const paidByWallet = input.payment_method === PAYMENT_METHODS.online && order.walletUsed > 0;
    return { data, msg: paidByWallet ? m.placedFromWallet : m.placed, flag: 1 };
  }

  try {
    const invoice = await createOrderInvoice(deps, userId, lang, order);
    orderOutcomes.inc({ outcome: 'awaiting_payment' });
    return { data: placedData(order, { InvoiceId: invoice.invoiceId, InvoiceURL: invoice.paymentUrl }), msg: m.toPaymentPage, flag: 0 };
  } catch (error) {
    // Whatever went wrong, the order must not keep holding stock and wallet money for 30 minutes.
    deps.log.error({ err: error, orderId: order.id }, 'payment gateway could not create an invoice; order released');
    await transaction(deps.db, (tx) => failOnlineOrder(tx, order.id, 'the payment gateway could not create an invoice'));
    orderOutcomes.inc({ outcome: 'gateway_failed' });
    throw refuse(m.gatewayUnavailable, undefined, { ...data, status_id: ORDER_STATUS.cancelled, IsSuccess: false });
  }
}

/** What a hosted provider is asked, from the cart as priced now, before any order exists. */
interface HostedAsk {
  userId: number;
  lang: Lang;
  now: Date;
  priced: Awaited<ReturnType<typeof priceCart>>;
  /** Where the goods go: the delivery address, or the branch a pickup order is collected at. */
  shipTo: { city: string; street: string; phone: string };
  walletPart: number;
  cardAmount: number;
  customer: { name: string; email: string; phone: string };
  urls: { success: string; failure: string; notification: string };
}

/** A hosted provider's way of opening its page: its session's payment id and page, or its refusal. */
interface HostedOpener {
  name: HostedGatewayName;
  /** Its refusals: not configured or unreachable, said no, the cart changed meanwhile. */
  unavailable: Msg;
  rejected: Msg;
  changed: Msg;
  open(ask: HostedAsk): Promise<{ paymentId: string; url: string } | { rejected: string | null }>;
}

const lineTitle = (l: PricedLine, lang: Lang) => localized(l, 'name', lang);
const cityOf = (a: DeliveryAddress, lang: Lang) => localized(a, 'emirate', lang);
const streetOf = (a: DeliveryAddress, lang: Lang) => [a.address, localized(a, 'region', lang)].filter(Boolean).join(', ');

/** Refused with this when the shopper chose a hosted provider the shop does not have (or not now). */
const UNAVAILABLE: Record<HostedGatewayName, Msg> = { tabby: m.tabbyUnavailable, tamara: m.tamaraUnavailable };

function tabbyOpener(deps: CheckoutDeps): HostedOpener | null {
  const tabby = deps.tabby;
  return tabby
    ? {
        name: 'tabby',
        unavailable: m.tabbyUnavailable,
        rejected: m.tabbyRejected,
        changed: m.tabbyAmountChanged,
        async open({ userId, lang, now, priced, shipTo, walletPart, cardAmount, customer, urls }) {
          const session = await tabby.createSession({
            orderReference: `cart-${userId}-${now.getTime()}`,
            amountFils: cardAmount,
            buyer: customer,
            shippingAddress: { city: shipTo.city, address: shipTo.street, zip: '00000' },
            items: priced.lines.map((l) => ({
              title: lineTitle(l, lang),
              quantity: l.quantity,
              unitPriceFils: l.salePrice,
              referenceId: String(l.productId),
            })),
            shippingFils: priced.shipping,
            // The coupon and the wallet's part are both off what Tabby is asked for.
            discountFils: priced.couponDiscount + walletPart,
            merchantUrls: { success: urls.success, cancel: urls.failure, failure: urls.failure },
            lang,
          });
          return session.status === 'created' ? { paymentId: session.paymentId, url: session.webUrl } : { rejected: session.reason };
        },
      }
    : null;
}

function tamaraOpener(deps: CheckoutDeps): HostedOpener | null {
  const tamara = deps.tamara;
  return tamara
    ? {
        name: 'tamara',
        unavailable: m.tamaraUnavailable,
        rejected: m.tamaraRejected,
        changed: m.tamaraAmountChanged,
        async open({ userId, lang, now, priced, shipTo, walletPart, cardAmount, customer, urls }) {
          // Tamara's pre-check (amount, phone) before its checkout: a "no" changes nothing.
          if (!(await tamara.available(cardAmount, customer.phone))) return { rejected: 'pre-check: no payment options' };
          const [firstName = '', ...rest] = customer.name.trim().split(/\s+/);
          const lastName = rest.join(' ') || firstName;
          const checkout = await tamara.createCheckout({
            orderReference: `cart-${userId}-${now.getTime()}`,
            amountFils: cardAmount,
            consumer: { firstName, lastName, email: customer.email, phone: customer.phone },
            shippingAddress: {
              firstName,
              lastName,
              line1: shipTo.street,
              city: shipTo.city,
              phone: shipTo.phone,
            },
            items: priced.lines.map((l) => ({
              name: lineTitle(l, lang),
              quantity: l.quantity,
              unitPriceFils: l.salePrice,
              referenceId: String(l.productId),
            })),
            shippingFils: priced.shipping,
            // The coupon and the wallet's part are both off what Tamara is asked for.
            discountFils: priced.couponDiscount + walletPart,
            merchantUrls: { success: urls.success, failure: urls.failure, cancel: urls.failure, notification: urls.notification },
            lang,
          });
          return { paymentId: checkout.orderId, url: checkout.checkoutUrl };
        },
      }
    : null;
}

/** Each hosted provider's way of opening its page; null when the shop does not have it. */
const OPENERS: Record<HostedGatewayName, (deps: CheckoutDeps) => HostedOpener | null> = { tabby: tabbyOpener, tamara: tamaraOpener };

/**
 * pay_now.php with a hosted provider (Tabby, Tamara). The provider scores the shopper first, on the cart as priced
 * now (Tabby's pre-scoring, Tamara's pre-check): a "no" is refused before any order exists, so nothing changes.
 * Approved, the order is placed with the provider's payment as its payment (refused, and nothing written, if the
 * cart's amount changed meanwhile) and waits in status 8 while the shopper is on the provider's page; the answer
 * carries that page where a card order carries its invoice. Null when the provider has nothing to pay (the wallet
 * covers everything): the order is then placed as any other.
 */
async function payNowHosted(
  deps: CheckoutDeps,
  userId: number,
  lang: Lang,
  input: OrderInput,
  now: Date,
  provider: HostedGatewayName,
): Promise<{ data: PayNowData; msg: Msg; flag: 0 | 1 } | null> {
  const opener = OPENERS[provider](deps);
  if (!opener) throw refuse(UNAVAILABLE[provider]);
  const branch = input.pickup_branch_id === undefined ? null : await pickupBranch(deps.db, input.pickup_branch_id);
  const priced = await priceCart(deps.db, userId, { deliverTo: branch ? null : input.address_id, now });
  const address = priced.address;
  if (!branch && !address) throw notFound(m.addressNotFound);
  if (priced.lines.length === 0) throw refuse(m.cartEmpty);
  // What placing the order would refuse is refused before the provider is asked, in the same words.
  const expired = priced.lines.find((l) => l.expired);
  if (expired) throw refuse({ en: format(m.expired.en, { name: expired.nameEn }), ar: format(m.expired.ar, { name: expired.nameAr }) });
  if (priced.couponProblem) throw refuse(priced.couponProblem.msg, priced.couponProblem.params);
  const [wallet] = await deps.db.select({ balance: wallets.balance }).from(wallets).where(eq(wallets.userId, userId));
  const walletPart = input.wallet === 1 ? Math.min(wallet?.balance ?? 0, priced.total) : 0;
  const cardAmount = priced.total - walletPart;
  if (cardAmount <= 0) return null;

  const [customer] = await deps.db
    .select({ name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  const origin = deps.publicUrl.replace(/\/+$/, '');
  let opened;
  try {
    opened = await opener.open({
      userId,
      lang,
      now,
      priced,
      // Picked up: the branch is where the goods go.
      shipTo: branch
        ? {
            city: localized(branch, 'city', lang),
            street: localized(branch, 'address', lang),
            phone: customer?.phone ?? '',
          }
        : { city: cityOf(address!, lang), street: streetOf(address!, lang), phone: address!.phone || (customer?.phone ?? '') },
      walletPart,
      cardAmount,
      customer: { name: customer?.name ?? '', email: customer?.email ?? '', phone: customer?.phone ?? '' },
      urls: {
        success: `${origin}${pathInLanguage('/paymentsuccess', lang)}`,
        failure: `${origin}${pathInLanguage('/paymenterror', lang)}`,
        notification: `${origin}/api/payments/${opener.name}/webhook`,
      },
    });
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    deps.log.error({ err: error, gateway: opener.name }, 'hosted payment provider could not open a checkout session');
    orderOutcomes.inc({ outcome: 'gateway_failed' });
    throw refuse(opener.unavailable);
  }
  if ('rejected' in opened) {
    deps.log.info({ userId, reason: opened.rejected, gateway: opener.name }, 'hosted payment provider said no to the shopper');
    orderOutcomes.inc({ outcome: 'refused' });
    throw refuse(opener.rejected);
  }
  const order = await placeCounted(deps.db, opener.name, userId, input, now, {
    paymentId: opened.paymentId,
    cardAmount,
    changed: opener.changed,
  });
  orderOutcomes.inc({ outcome: 'awaiting_payment' });
  return {
    data: placedData(order, { InvoiceId: opened.paymentId, InvoiceURL: opened.url }),
    msg: m.toPaymentPage,
    flag: 0,
  };
}
