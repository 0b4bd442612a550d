// The browser storage of docs/product.md §3: these exact keys, so a visitor's saved state means the same to every page.
export const STORAGE_KEYS = {
  token: 'token',
  userId: 'user_id',
  language: 'language',
  email: 'email',
  favId: 'FavId',
  deviceToken: 'DeviceToken',
  platform: 'Platform',
  deviceId: 'DeviceId',
  code: 'Code',
  tempEmail: 'TempEmail',
  otp: 'Otp',
  forgetOtp: 'Forget OTP',
} as const;

export type StorageKey = keyof typeof STORAGE_KEYS;

// Storage can throw (blocked cookies, private mode); the shop then behaves as a fresh visit.
export function readStored(key: StorageKey): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS[key]);
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string | number): void {
  try {
    localStorage.setItem(STORAGE_KEYS[key], String(value));
  } catch {
    // Nothing to keep it in: the value lives for this page only through the caller.
  }
}

export function removeStored(...keys: StorageKey[]): void {
  try {
    for (const key of keys) localStorage.removeItem(STORAGE_KEYS[key]);
  } catch {
    // See readStored.
  }
}
