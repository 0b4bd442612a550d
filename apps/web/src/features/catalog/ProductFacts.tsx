// The product page's "Product details": country of origin named in the page's language, registration
// with its authority, barcode, ingredients and usage. A text written only in the other language is shown as it is,
// isolated with its own direction. Absent when the product has none of them.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageText, ProductFacts as Facts } from '@shop/contract';
import { countryName, useLang } from '../../i18n';
import { MixedText } from '../../ui/MixedText';

export function ProductFacts({ facts }: { facts: Facts | null }) {
  const { t } = useTranslation('catalog/product');
  const lang = useLang();
  if (!facts) return null;
  const text = (v: LanguageText) =>
    v.lang === lang ? (
      <MixedText text={v.text} />
    ) : (
      <bdi dir="auto" lang={v.lang}>
        {v.text}
      </bdi>
    );
  const rows: [string, ReactNode][] = [];
  if (facts.country_of_origin) rows.push([t('facts.origin'), countryName(facts.country_of_origin, lang)]);
  if (facts.registration)
    rows.push([
      t('facts.registration'),
      <>
        {t(`facts.authority.${facts.registration.authority}`)}: <bdi dir="ltr">{facts.registration.number}</bdi>
      </>,
    ]);
  if (facts.barcode) rows.push([t('facts.barcode'), <bdi dir="ltr">{facts.barcode}</bdi>]);
  if (facts.ingredients) rows.push([t('facts.ingredients'), text(facts.ingredients)]);
  if (facts.usage) rows.push([t('facts.usage'), text(facts.usage)]);
  return (
    <section aria-labelledby="details-facts" className="max-w-3xl space-y-3">
      <h2 id="details-facts" className="text-xl font-bold text-ink-900">
        {t('facts.title')}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 text-ink-800 sm:grid-cols-[max-content_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-ink-900">{term}</dt>
            <dd className="whitespace-pre-line leading-relaxed">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
