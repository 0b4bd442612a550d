import type { Msg } from '../../http/i18n';

export const regionMessages = {
  emirateNotFound: { en: 'Emirate not found', ar: 'الإمارة غير موجودة' },
  regionNotFound: { en: 'Region not found in this emirate', ar: 'المنطقة غير موجودة في هذه الإمارة' },
} satisfies Record<string, Msg>;
