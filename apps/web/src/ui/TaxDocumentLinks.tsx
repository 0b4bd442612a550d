// An order's tax invoice and credit notes as download buttons (the customer's order list and the console's
// order page). Each PDF is fetched with the caller's credentials and saved under its number.
import { useState } from 'react';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TaxDocument } from '@shop/contract';
import { toast } from './toast';

/** Saves a fetched file as a download. */
export function save(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // After the click the browser has the file; the URL can go once it started the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function TaxDocumentLinks({
  orderId,
  documents,
  download,
}: {
  orderId: number;
  documents: TaxDocument[];
  download: (id: number) => Promise<Blob>;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<number | null>(null);
  if (documents.length === 0) return null;
  const fetchAndSave = async (doc: TaxDocument) => {
    setBusy(doc.id);
    try {
      save(await download(doc.id), `${doc.number}.pdf`);
    } catch {
      toast.error(t('taxDocuments.failed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('taxDocuments.label', { id: orderId })}>
      {documents.map((doc) => (
        <li key={doc.id}>
          <button type="button" className="btn btn-secondary" disabled={busy === doc.id} onClick={() => void fetchAndSave(doc)}>
            <FileText size={16} aria-hidden="true" />
            <span>{t(doc.kind === 'invoice' ? 'taxDocuments.invoice' : 'taxDocuments.creditNote', { number: doc.number })}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
