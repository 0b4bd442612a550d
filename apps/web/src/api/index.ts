export { api, apiData, apiFile, ok, ApiError, ApiRefusal, failureReference, type Answer, type Fields } from './client';
export { credentials, ensureDeviceInfo, ensureGuestSession, isLoggedIn, signIn, signOut, useLoggedIn, type SignedIn } from './session';
export { readStored, writeStored, removeStored, STORAGE_KEYS, type StorageKey } from './storage';
