// The console's order page: the order's tax invoice and credit notes, each downloadable as PDF.
import { useQuery } from '@tanstack/react-query';
import { adminTaxDocumentPdfCall, adminTaxDocumentsCall } from '@shop/contract/adminCalls';
import { apiData, apiFile } from '../../../api/client';
import { TaxDocumentLinks } from '../../../ui/TaxDocumentLinks';

export function OrderTaxDocuments({ orderId }: { orderId: number }) {
  // Under the order's key: a status move (delivering, cancelling) refreshes the documents too.
  const documents = useQuery({
    queryKey: ['admin_order', orderId, 'tax_documents'],
    queryFn: ({ signal }) => apiData(adminTaxDocumentsCall, { order_id: orderId }, { signal }),
  });
  return (
    <div className="mb-4 empty:hidden">
      <TaxDocumentLinks
        orderId={orderId}
        documents={documents.data ?? []}
        download={(id) => apiFile(adminTaxDocumentPdfCall, { document_id: id })}
      />
    </div>
  );
}
