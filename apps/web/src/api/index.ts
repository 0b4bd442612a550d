// The API client's public surface: the storefront's features, the console and the shell import api/ from here only
// (eslint.config.js).

export { switchShopLanguage } from './accountLanguage';
export { type Answer, api, apiData, ApiError, apiFile, ApiRefusal, failureReference, type Fields, ok } from './client';
export { type Accepted, accepted, useApiMutation } from './mutation';
export { refreshAfterChange } from './queryClient';
export { credentials, ensureDeviceInfo, ensureGuestSession, isLoggedIn, type SignedIn, signIn, signOut, useLoggedIn } from './session';
export { readStored, removeStored, STORAGE_KEYS, type StorageKey, writeStored } from './storage';
export { storeInfoQuery } from './storeInfo';
