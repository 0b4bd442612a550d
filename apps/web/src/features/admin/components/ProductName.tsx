import { Link } from 'react-router';
import { srcSetFor } from '@shop/contract';
import { useLang } from '../../../i18n/useLang';

/** A product in a console list: its thumbnail and its name in the page's language, linking to its form. */
export function ProductName({ product }: { product: { id: number; name_en: string; name_ar: string; main_image: string | null } }) {
  const lang = useLang();
  return (
    <div className="flex items-center gap-3">
      {product.main_image ? (
        <img
          src={product.main_image}
          srcSet={srcSetFor(product.main_image)}
          sizes="40px"
          alt=""
          width={40}
          height={40}
          className="size-10 shrink-0 rounded-lg bg-cream-200 object-cover"
          loading="lazy"
        />
      ) : (
        <span className="size-10 shrink-0 rounded-lg bg-cream-200" aria-hidden="true" />
      )}
      <Link to={`/admin/products/${product.id}`} className="min-w-0 font-semibold break-words text-honey-700 hover:underline">
        {lang === 'ar' ? product.name_ar : product.name_en}
      </Link>
    </div>
  );
}
