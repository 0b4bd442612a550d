// The e-invoice in the console: next to each tax document of an order a "Download e-invoice (XML)"
// button, in both languages, which asks the server for that document's XML and saves it under its file name;
// a refusal (a rule the XML fails) shows as the server words it. Next to each, its e-invoice's state on the way
// through the ASP (sent, accepted, rejected with the reason, ready and not sent, failed and tried again), in both
// languages, with "Send again" for a rejected or failed one.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallData } from '@shop/contract';
import { answer, answerWith, renderApp, sentFields, type Body } from '../../test/render';
import { CONFIRMED, type OrderDetail } from '../../test/adminOrders';
import {
  adminMeCall,
  adminOrderGetCall,
  adminTaxDocumentsCall,
  adminTaxDocumentXmlCall,
  adminEInvoiceStatusCall,
  adminEInvoiceSendCall,
} from '@shop/contract/adminCalls';
import { ME } from '../../test/adminMe';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const ok = <T,>(data: T, msg = 'Success') => ({ status: true as const, msg, data });

// Order 31 delivered: AED 200 of goods and 25 delivery.
const ORDER: OrderDetail = {
  ...CONFIRMED,
  status_id: 4,
  status: 'Delivered',
  delivered_at: '2026-11-21T08:30:00.000Z',
  price: 200,
  vat: 10.71,
  total: 225,
  actions: [],
  carriers_with_api: [],
};
const DOCS: CallData<typeof adminTaxDocumentsCall> = [
  { id: 5, order_id: 31, kind: 'invoice', number: 'INV-000005', issued_at: '2026-11-21', total: 225 },
  { id: 6, order_id: 31, kind: 'credit_note', number: 'CN-000002', issued_at: '2026-11-22', total: 100 },
];
type EInvoiceStatus = CallData<typeof adminEInvoiceSendCall>;
const answers = (xml: Body<typeof adminTaxDocumentXmlCall>, statuses: EInvoiceStatus[] = []) => [
  answer(adminMeCall, ME),
  answer(adminOrderGetCall, ok(ORDER)),
  answer(adminTaxDocumentsCall, ok(DOCS)),
  answer(adminTaxDocumentXmlCall, xml),
  answer(adminEInvoiceStatusCall, ok(statuses)),
];
const XML = ok({ filename: 'INV-000005.xml', xml: '<Invoice/>' });
const status = (document_id: number, state: EInvoiceStatus['state'], extra: Partial<EInvoiceStatus> = {}): EInvoiceStatus => ({
  document_id,
  state,
  held: null,
  reason: null,
  sent_at: null,
  ...extra,
});
const REASON = 'routing.eIdentifiers: Receiver 0235:1002003004 not found on the Peppol network';
/** The document's row: its e-invoice button, its state and its actions. */
const rowOf = async (number: string) => (await screen.findAllByText(number, { selector: 'button > bdi' }, SLOW))[0]!.closest('li')!;

afterEach(() => vi.restoreAllMocks());

describe('the e-invoice button', () => {
  it.each([
    ['en', 'Download e-invoice (XML)'],
    ['ar', 'تنزيل الفاتورة الإلكترونية (XML)'],
  ] as const)('in %s, one "%s" per tax document', async (lang, label) => {
    answerWith(...answers(ok({ filename: 'INV-000005.xml', xml: '<Invoice/>' })));
    await renderApp('/admin/orders/31', { loggedIn: true, lang });
    await screen.findByText('INV-000005', { selector: 'bdi' }, SLOW);
    const buttons = screen.getAllByRole('button', { name: new RegExp(label.replace(/[()]/g, '\\$&')) });
    expect(buttons).toHaveLength(2);
    expect(buttons[1]).toHaveTextContent('CN-000002');
  });

  it("asks for the document's XML and saves it under its file name", async () => {
    const spy = answerWith(...answers(ok({ filename: 'INV-000005.xml', xml: '<Invoice/>' })));
    const createUrl = vi.fn(() => 'blob:xml');
    Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('INV-000005.xml');
    });
    await renderApp('/admin/orders/31', { loggedIn: true, lang: 'en' });
    const button = (await screen.findByText('INV-000005', { selector: 'bdi' }, SLOW)).closest('button')!;
    fireEvent.click(button);
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const n = spy.mock.calls.findIndex(([url]) => String(url).endsWith(adminTaxDocumentXmlCall.path));
    expect(sentFields(spy, n).document_id).toBe('5');
    const blob = (createUrl.mock.calls[0] as unknown as [Blob])[0];
    expect(blob.type).toBe('application/xml');
    expect(await blob.text()).toBe('<Invoice/>');
  });

  it('shows the refusal as the server words it', async () => {
    const msg = 'The e-invoice does not pass its checks: IBR-132-AE: the seller TRN is not 15 digits starting with 100';
    answerWith(...answers({ status: false, msg, data: null }));
    await renderApp('/admin/orders/31', { loggedIn: true, lang: 'en' });
    fireEvent.click((await screen.findByText('CN-000002', { selector: 'bdi' }, SLOW)).closest('button')!);
    expect(await screen.findByText(msg)).toBeInTheDocument();
  });
});

describe("each document's e-invoice state", () => {
  it.each([
    ['en', 'Rejected: ', 'Accepted', 'Send again'],
    ['ar', 'مرفوضة: ', 'مقبولة', 'إعادة الإرسال'],
  ] as const)('in %s: rejected with the reason and "Send again", accepted without it', async (lang, rejected, accepted, again) => {
    answerWith(
      ...answers(XML, [status(5, 'rejected', { reason: REASON }), status(6, 'accepted', { sent_at: '2026-11-22T08:00:00.000Z' })]),
    );
    await renderApp('/admin/orders/31', { loggedIn: true, lang });
    const invoice = await rowOf('INV-000005');
    await waitFor(() => expect(invoice).toHaveTextContent(`${rejected}${REASON}`));
    expect(within(invoice).getByRole('button', { name: `${again} INV-000005` })).toBeInTheDocument();
    const creditNote = await rowOf('CN-000002');
    expect(creditNote).toHaveTextContent(accepted);
    expect(within(creditNote).queryByRole('button', { name: new RegExp(again) })).toBeNull();
  });

  it.each([
    ['en', "Ready, not sent: consumers' e-invoices are kept until the rules bring them in scope", 'Failed, will retry'],
    ['ar', 'جاهزة، لم تُرسَل: تُحفظ الفواتير الإلكترونية للمستهلكين حتى تشملها القواعد', 'تعذّر الإرسال، ستُعاد المحاولة'],
  ] as const)("in %s: a consumer's document ready, not sent, and a failed one tried again", async (lang, ready, failed) => {
    answerWith(...answers(XML, [status(5, 'ready', { held: 'consumer' }), status(6, 'failed', { reason: 'Storecove answered HTTP 503' })]));
    await renderApp('/admin/orders/31', { loggedIn: true, lang });
    const invoice = await rowOf('INV-000005');
    await waitFor(() => expect(invoice).toHaveTextContent(ready));
    // Held back by the rules: nothing to send until the setting changes.
    expect(within(invoice).getAllByRole('button')).toHaveLength(1);
    expect(await rowOf('CN-000002')).toHaveTextContent(failed);
  });

  it('"Send again" asks the server for that document and shows its answer', async () => {
    const spy = answerWith(
      ...answers(XML, [status(5, 'rejected', { reason: REASON })]),
      answer(adminEInvoiceSendCall, ok(status(5, 'ready'), 'The e-invoice is on its way to the provider')),
    );
    await renderApp('/admin/orders/31', { loggedIn: true, lang: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Send again INV-000005' }, SLOW));
    expect(await screen.findByText('The e-invoice is on its way to the provider')).toBeInTheDocument();
    const n = spy.mock.calls.findIndex(([url]) => String(url).endsWith(adminEInvoiceSendCall.path));
    expect(sentFields(spy, n).document_id).toBe('5');
  });
});
