// The console's order page: the order's tax invoice and credit notes, each downloadable as PDF and, for the
// UAE's e-invoicing, as its UBL e-invoice (PINT AE XML), checked by the server before it answers. Next
// to each, its e-invoice's state on the way through the shop's ASP (sent, accepted, rejected with the reason,
// ready and not sent, failed and tried again), with "Send again" where the owner may send it again.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FileCode } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminEInvoiceStatus } from '@shop/contract';
import {
  adminEInvoiceSendCall,
  adminEInvoiceStatusCall,
  adminTaxDocumentPdfCall,
  adminTaxDocumentsCall,
  adminTaxDocumentXmlCall,
} from '@shop/contract/adminCalls';
import { api, apiData, apiFile, ApiRefusal, useApiMutation } from '../../api';
import { save, TaxDocumentLinks } from '../../ui/TaxDocumentLinks';
import { toast } from '../../ui/toast';

/** States the owner may send a document from again (the server refuses the others). */
const RESENDABLE: AdminEInvoiceStatus['state'][] = ['ready', 'rejected', 'failed'];

function EInvoiceState({ status }: { status: AdminEInvoiceStatus }) {
  const { t } = useTranslation('console');
  const label =
    status.state === 'ready' && status.held ? t(`order.einvoiceState.ready_${status.held}`) : t(`order.einvoiceState.${status.state}`);
  return (
    <span className="text-sm text-ink-700">
      {label}
      {/* The ASP's reason is its own text, kept in its own direction inside an Arabic sentence. */}
      {status.state === 'rejected' && status.reason && (
        <>
          : <bdi>{status.reason}</bdi>
        </>
      )}
    </span>
  );
}

export function OrderTaxDocuments({ orderId }: { orderId: number }) {
  const { t } = useTranslation('console');
  // Under the order's key: a status move (delivering, cancelling) refreshes the documents too.
  const documents = useQuery({
    queryKey: ['admin_order', orderId, 'tax_documents'],
    queryFn: ({ signal }) => apiData(adminTaxDocumentsCall, { order_id: orderId }, { signal }),
  });
  const statusKey = ['admin_order', orderId, 'einvoices'];
  const statuses = useQuery({
    queryKey: statusKey,
    queryFn: ({ signal }) => apiData(adminEInvoiceStatusCall, { order_id: orderId }, { signal }),
  });
  const sendAgain = useApiMutation({
    run: (documentId: number) => api(adminEInvoiceSendCall, { document_id: documentId }),
    onDone: (answer) => toast.success(answer.msg),
    refresh: [statusKey],
    onRefused: (refusal) => toast.error(refusal.message),
    onFailed: () => toast.error(t('loadFailed')),
    exclusive: true,
  });
  const [busy, setBusy] = useState<number | null>(null);
  const list = documents.data ?? [];
  const statusOf = (id: number) => statuses.data?.find((s) => s.document_id === id);
  const downloadXml = async (id: number) => {
    setBusy(id);
    try {
      const { filename, xml } = await apiData(adminTaxDocumentXmlCall, { document_id: id });
      save(new Blob([xml], { type: 'application/xml' }), filename);
    } catch (error) {
      // The server's refusal says why (the document unknown, or a rule the XML fails, e.g. no TRN in the settings).
      toast.error(error instanceof ApiRefusal ? error.message : t('order.eInvoiceFailed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="mb-4 flex flex-col gap-2 empty:hidden">
      <TaxDocumentLinks orderId={orderId} documents={list} download={(id) => apiFile(adminTaxDocumentPdfCall, { document_id: id })} />
      {list.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label={t('order.eInvoices')}>
          {list.map((doc) => {
            const status = statusOf(doc.id);
            return (
              <li key={doc.id} className="flex flex-wrap items-center gap-2">
                <button type="button" className="btn btn-secondary" disabled={busy === doc.id} onClick={() => void downloadXml(doc.id)}>
                  <FileCode size={16} aria-hidden="true" />
                  <span>{t('order.eInvoice')}</span>
                  <bdi dir="ltr">{doc.number}</bdi>
                </button>
                {status && <EInvoiceState status={status} />}
                {status && RESENDABLE.includes(status.state) && !status.held && (
                  <button
                    type="button"
                    className="btn btn-secondary"
                    disabled={sendAgain.isPending}
                    onClick={() => sendAgain.mutate(doc.id)}
                  >
                    {t('order.einvoiceSendAgain')} <bdi dir="ltr">{doc.number}</bdi>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
