import type { Msg } from '../../http/i18n';

export const listMessages = {
  listNotFound: { en: 'List not found', ar: 'القائمة غير موجودة' },
  productNotFound: { en: 'Product not found', ar: 'المنتج غير موجود' },
  notInList: { en: 'This product is not in the list', ar: 'هذا المنتج غير موجود في القائمة' },
  added: { en: 'Added to the list', ar: 'تمت الإضافة إلى القائمة' },
  alreadyInList: { en: 'The product is already in this list', ar: 'المنتج موجود بالفعل في هذه القائمة' },
  removed: { en: 'Removed from the list', ar: 'تمت الإزالة من القائمة' },
  created: { en: 'List created successfully', ar: 'تم إنشاء القائمة بنجاح' },
  deleted: { en: 'List deleted successfully', ar: 'تم حذف القائمة بنجاح' },
  nameTaken: { en: 'You already have a list with this name', ar: 'لديك قائمة بهذا الاسم بالفعل' },
  oneFavourites: { en: 'You already have a favourites list', ar: 'لديك قائمة مفضلة بالفعل' },
  favouritesKept: { en: 'The favourites list cannot be deleted', ar: 'لا يمكن حذف قائمة المفضلة' },
} satisfies Record<string, Msg>;
