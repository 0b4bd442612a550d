// The auth forms' rules (docs/product.md §5), built on the contract's so the form and the server agree. Messages are
// keys of the 'auth' namespace ('errors.*'), translated where they are shown.
import { z } from 'zod';
import { MIN_PASSWORD, ageOn, isAdult, isValidEmail, isValidPhone } from '@shop/contract';

const email = (requiredKey = 'errors.emailRequired') =>
  z
    .string()
    .trim()
    .min(1, requiredKey)
    .refine((v) => v === '' || isValidEmail(v), 'errors.emailInvalid');

export const loginSchema = z.object({
  email: email(),
  password: z.string().min(1, 'errors.passwordRequired').min(MIN_PASSWORD, 'errors.passwordShort'),
  remember: z.boolean(),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    name: z.string().trim().min(1, 'errors.nameRequired'),
    phone: z
      .string()
      .trim()
      .min(1, 'errors.phoneRequired')
      .refine((v) => v === '' || isValidPhone(v), 'errors.phoneInvalid'),
    email: email(),
    /** Optional: adults only is shown by a birth date of 18 or more years ago, or by adultConfirmed. */
    birthDate: z
      .string()
      .refine((v) => v === '' || ageOn(v) !== null, 'errors.birthDateInvalid')
      .refine((v) => ageOn(v) === null || isAdult(v), 'errors.underAge'),
    adultConfirmed: z.boolean(),
    /** The opt-in to marketing e-mails (docs/product.md §10): unticked unless the shopper ticks it. */
    marketingConsent: z.boolean(),
    password: z.string().min(1, 'errors.passwordRequired').min(MIN_PASSWORD, 'errors.passwordShort'),
    confirm: z.string(),
  })
  .refine((v) => v.confirm === v.password, { path: ['confirm'], message: 'errors.passwordMismatch' })
  .refine((v) => v.birthDate !== '' || v.adultConfirmed, { path: ['adultConfirmed'], message: 'errors.adultRequired' });
export type RegisterValues = z.infer<typeof registerSchema>;

export const resetEmailSchema = z.object({ email: email('errors.resetEmailRequired') });
export type ResetEmailValues = z.infer<typeof resetEmailSchema>;

export const newPasswordSchema = z
  .object({
    password: z.string().min(MIN_PASSWORD, 'errors.passwordShort'),
    confirm: z.string(),
  })
  .refine((v) => v.confirm === v.password, { path: ['confirm'], message: 'errors.newPasswordMismatch' });
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
