// The console's order page: the order's tax invoice and credit notes, each downloadable as PDF and, for the
// UAE's e-invoicing (issue 41), as its UBL e-invoice (PINT AE XML), checked by the server before it answers.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FileCode } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { adminTaxDocumentPdfCall, adminTaxDocumentsCall, adminTaxDocumentXmlCall } from '@shop/contract/adminCalls';
import { apiData, apiFile, ApiRefusal } from '../../../api/client';
import { save, TaxDocumentLinks } from '../../../ui/TaxDocumentLinks';
import { toast } from '../../../ui/toast';

export function OrderTaxDocuments({ orderId }: { orderId: number }) {
  const { t } = useTranslation('admin');
  // Under the order's key: a status move (delivering, cancelling) refreshes the documents too.
  const documents = useQuery({
    queryKey: ['admin_order', orderId, 'tax_documents'],
    queryFn: ({ signal }) => apiData(adminTaxDocumentsCall, { order_id: orderId }, { signal }),
  });
  const [busy, setBusy] = useState<number | null>(null);
  const list = documents.data ?? [];
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
        <ul className="flex flex-wrap gap-2" aria-label={t('order.eInvoices')}>
          {list.map((doc) => (
            <li key={doc.id}>
              <button type="button" className="btn btn-secondary" disabled={busy === doc.id} onClick={() => void downloadXml(doc.id)}>
                <FileCode size={16} aria-hidden="true" />
                <span>{t('order.eInvoice')}</span>
                <bdi dir="ltr">{doc.number}</bdi>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
