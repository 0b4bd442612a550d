import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { page } from '../../lib/page';

const auth = (path: string, load: () => Promise<{ default: ComponentType }>) =>
  page({ path, access: 'public', load, namespaces: ['auth'] });

/**
 * Open pages (docs/product.md §2): login, registration, the activation code (/Auth) and the password reset; and the
 * page an invitation to the shop's staff links to (/admin/join, before the console's own /admin/*). Any case.
 */
export const routes: RouteObject[] = [
  auth('login', () => import('./LoginPage')),
  auth('register', () => import('./RegisterPage')),
  auth('auth', () => import('./ActivatePage')),
  auth('emailtosendotp', () => import('./ResetEmailPage')),
  auth('forgetpasswordotp', () => import('./ResetCodePage')),
  auth('forgetpassword', () => import('./ResetPasswordPage')),
  auth('admin/join', () => import('./JoinStaffPage')),
];
