import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazyPage';

const LoginPage = lazyPage(() => import('./LoginPage'), ['auth']);
const RegisterPage = lazyPage(() => import('./RegisterPage'), ['auth']);
const ActivatePage = lazyPage(() => import('./ActivatePage'), ['auth']);
const ResetEmailPage = lazyPage(() => import('./ResetEmailPage'), ['auth']);
const ResetCodePage = lazyPage(() => import('./ResetCodePage'), ['auth']);
const ResetPasswordPage = lazyPage(() => import('./ResetPasswordPage'), ['auth']);

/** Open pages (docs/product.md §2): login, registration, the activation code (/Auth) and the password reset. Any case. */
export const routes: RouteObject[] = [
  { path: 'login', Component: LoginPage },
  { path: 'register', Component: RegisterPage },
  { path: 'auth', Component: ActivatePage },
  { path: 'emailtosendotp', Component: ResetEmailPage },
  { path: 'forgetpasswordotp', Component: ResetCodePage },
  { path: 'forgetpassword', Component: ResetPasswordPage },
];
