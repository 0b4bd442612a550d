import type { Msg } from '../../http/i18n';

export const contentMessages = {
  legalPageNotFound: { en: 'This page does not exist', ar: 'هذه الصفحة غير موجودة' },
} satisfies Record<string, Msg>;
