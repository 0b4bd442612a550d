import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { mediaUrl, type Lang } from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { banners, categories, products } from '../../db/schema';
import { listCards, PLACEHOLDER_IMAGE } from './cards';

/** Cards shown in each home slider. */
export const HOME_SLIDER_SIZE = 12;

/** Home data (spec §7 home.php): the three product sets, the banner slider and the top categories. */
export async function homeData(db: DbOrTx, lang: Lang) {
  const newest = [desc(products.createdAt), desc(products.id)];
  const [featured, selected, fresh, slides, cats] = await Promise.all([
    listCards(db, lang, { where: eq(products.isFeatured, true), limit: HOME_SLIDER_SIZE }),
    listCards(db, lang, { where: eq(products.isSelected, true), limit: HOME_SLIDER_SIZE }),
    listCards(db, lang, { where: eq(products.isNew, true), orderBy: newest, limit: HOME_SLIDER_SIZE }),
    db
      .select({ productId: banners.productId, imageEn: banners.imageEn, imageAr: banners.imageAr })
      .from(banners)
      .where(eq(banners.active, true))
      .orderBy(asc(banners.sort), asc(banners.id)),
    db
      .select({ id: categories.id, nameEn: categories.nameEn, nameAr: categories.nameAr, icon: categories.icon })
      .from(categories)
      .where(and(eq(categories.visible, true), isNull(categories.parentId)))
      .orderBy(asc(categories.sort), asc(categories.id)),
  ]);
  return {
    products: featured,
    selected_products: selected,
    new_products: fresh,
    slider: slides
      .filter((s) => s.productId !== null)
      .map((s) => ({ product_id: s.productId!, image: mediaUrl(lang === 'ar' ? s.imageAr : s.imageEn, 1024) })),
    categories: cats.map((c) => ({
      id: c.id,
      cat_name: lang === 'ar' ? c.nameAr : c.nameEn,
      icon: c.icon ? mediaUrl(c.icon, 160) : PLACEHOLDER_IMAGE,
    })),
  };
}
