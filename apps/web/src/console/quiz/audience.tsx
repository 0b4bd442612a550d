import { useTranslation } from 'react-i18next';

/** Who a question is asked: its genders and age bands, as small badges. */
export function Audience({ genders, ageBands }: { genders: number[]; ageBands: number[] }) {
  const { t } = useTranslation('console');
  const badge = 'rounded-full bg-honey-100 px-2 py-0.5 font-semibold text-honey-900';
  return (
    <>
      {genders.map((g) => (
        <span key={`g${g}`} className={badge}>
          {t(`quiz.gender.${g}`)}
        </span>
      ))}
      {ageBands.map((a) => (
        <span key={`a${a}`} className={badge}>
          {t(`quiz.age.${a}`)}
        </span>
      ))}
    </>
  );
}
