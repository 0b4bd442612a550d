// Pictures the console uploads (category icons, banners): checked by their content, stored as WebP, and
// removed once nothing uses them.
import { FIELD_REASONS } from '@shop/contract';
import type { DbOrTx } from '../../../db/client';
import { UploadedFile } from '../../../http/body';
import { AppError, badInput } from '../../../http/errors';
import { deleteImage, NotAnImageError, newImageKey, saveUploadedImage } from '../../../integrations/images';
import type { MediaStore } from '../../../integrations/images/store';
import { adminMessages } from './messages';

/** Width of the pictures the console shows. */
export const ADMIN_IMAGE_WIDTH = 320;

/**
 * Checks an uploaded file by its content and stores it re-encoded to WebP under a new key in `folder`
 * (as product photos are); 400 naming `field` when it is not an accepted image.
 */
export async function storeUpload(media: MediaStore, folder: string, file: unknown, field: string): Promise<string> {
  if (!(file instanceof UploadedFile)) throw badInput(field, FIELD_REASONS.file);
  const key = newImageKey(folder);
  try {
    await saveUploadedImage(media, key, file.path);
  } catch (error) {
    if (error instanceof NotAnImageError) throw new AppError(400, adminMessages.notAnImage, {}, { field, reason: 'not an accepted image' });
    throw error;
  }
  return key;
}

/** Removes a picture once no row of its table uses the key any more (the seed's sub-categories share their parent's icon). */
export async function deleteUnusedImage(
  db: DbOrTx,
  media: MediaStore,
  key: string,
  stillUsed: (db: DbOrTx, key: string) => Promise<boolean>,
) {
  if (!(await stillUsed(db, key))) await deleteImage(media, key);
}
