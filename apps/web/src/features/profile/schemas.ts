// The profile forms' rules (docs/product.md §5), with messages of the 'profile' namespace resolved by the caller's t.
import { z } from 'zod';
import { MIN_PASSWORD, isValidEmail, isValidPhone } from '@shop/contract';
import type { TFunction } from 'i18next';

export const profileSchema = (t: TFunction) =>
  z.object({
    name: z.string().trim().min(1, t('errors.nameRequired')),
    phone: z
      .string()
      .trim()
      .min(1, t('errors.phoneRequired'))
      .refine((v) => v === '' || isValidPhone(v), t('errors.phoneInvalid')),
  });
export type ProfileValues = z.infer<ReturnType<typeof profileSchema>>;

export const passwordSchema = (t: TFunction) =>
  z
    .object({
      old_pwd: z.string().min(MIN_PASSWORD, t('errors.passwordShort')),
      new_pwd: z.string().min(MIN_PASSWORD, t('errors.passwordShort')),
      confirm: z.string(),
    })
    .refine((v) => v.confirm === v.new_pwd, { path: ['confirm'], message: t('errors.passwordMismatch') });
export type PasswordValues = z.infer<ReturnType<typeof passwordSchema>>;

/**
 * Spec §5 Change email: a stricter pattern than the browser's, checked on every keystroke: a name, an @,
 * a domain with at least one dot and letters after the last one.
 */
export const STRICT_EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export const emailSchema = (t: TFunction) =>
  z.object({
    email: z
      .string()
      .trim()
      .min(1, t('errors.emailRequired'))
      .refine((v) => v === '' || (STRICT_EMAIL.test(v) && isValidEmail(v)), t('errors.emailInvalid')),
  });
export type EmailValues = z.infer<ReturnType<typeof emailSchema>>;
