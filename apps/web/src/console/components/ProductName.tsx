import { Link } from 'react-router';
import { useLang } from '../../i18n';
import { Thumbnail } from './Thumbnail';

/** A product in a console list: its thumbnail and its name in the page's language, linking to its form. */
export function ProductName({ product }: { product: { id: number; name_en: string; name_ar: string; main_image: string | null } }) {
  const lang = useLang();
  return (
    <div className="flex items-center gap-3">
      <Thumbnail image={product.main_image} size={40} />
      <Link to={`/admin/products/${product.id}`} className="min-w-0 font-semibold break-words text-honey-700 hover:underline">
        {lang === 'ar' ? product.name_ar : product.name_en}
      </Link>
    </div>
  );
}
