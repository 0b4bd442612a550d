// The device fields every login, registration and social sign-in sends (docs/product.md §3, §7): the push token
// (none on the web), the device id (the browser's agent string) and the platform (3, web).
import { PLATFORM_WEB } from '@shop/contract';
import { ensureDeviceInfo, readStored } from '../../api';

export function deviceFields() {
  ensureDeviceInfo();
  return {
    token: readStored('deviceToken') ?? '',
    device_id: readStored('deviceId') ?? navigator.userAgent,
    platform: PLATFORM_WEB,
  };
}
