// The customer's profile (docs/product.md §7 Profile): details, photo and password.
import { and, eq, ne } from 'drizzle-orm';
import { mediaUrl, type Lang, type ProfileInfo } from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { addresses, sessions, users } from '../../db/schema';
import { AppError, notFound, refuse } from '../../http/errors';
import { hashToken } from '../../http/session';
import { deleteImage, NotAnImageError, newImageKey, saveUploadedImage } from '../../integrations/images';
import type { MediaStore } from '../../integrations/images/store';
import { UploadedFile } from '../../http/body';
import { checkNewPassword, hashPassword, verifyPassword } from '../auth/password';
import { profileMessages } from './messages';

/** Width of the photo URL the profile answers with (a small avatar). */
const PHOTO_WIDTH = 320;

export async function profileInfo(db: DbOrTx, userId: number): Promise<ProfileInfo> {
  const [row] = await db
    .select({ user: users, address: addresses.address })
    .from(users)
    .leftJoin(addresses, and(eq(addresses.userId, users.id), eq(addresses.isPrimary, true)))
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  const { user } = row;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    address: row.address ?? '',
    profile_photo: user.profilePhoto ? mediaUrl(user.profilePhoto, PHOTO_WIDTH) : '',
    active: user.active,
    Favorite_id: user.favoriteListId ?? 0,
  };
}

/** The account's language, which the shop's e-mails, notifications and documents about the customer follow. */
export async function setAccountLanguage(db: DbOrTx, userId: number, language: Lang) {
  await db.update(users).set({ language }).where(eq(users.id, userId));
  return { language };
}

/** Where the upload is kept; only multipart files reach the server as files. */
function photoPath(photo: unknown): string {
  if (photo instanceof UploadedFile) return photo.path;
  throw new AppError(400, profileMessages.notAnImage, {}, { field: 'profile_photo', reason: 'must be a file' });
}

/**
 * Updates name and phone, and the photo when one is sent: it is checked by its content (not its name or
 * declared type) and re-encoded to WebP under a new key; the previous photo's files are removed after.
 */
export async function editProfile(
  db: DbOrTx,
  media: MediaStore,
  userId: number,
  input: { name: string; phone: string; profile_photo?: unknown },
): Promise<ProfileInfo> {
  let photoKey: string | undefined;
  if (input.profile_photo !== undefined) {
    photoKey = newImageKey('profiles');
    try {
      await saveUploadedImage(media, photoKey, photoPath(input.profile_photo));
    } catch (error) {
      if (error instanceof NotAnImageError) {
        throw new AppError(400, profileMessages.notAnImage, {}, { field: 'profile_photo', reason: 'not an accepted image' });
      }
      throw error;
    }
  }
  let previous: string | null;
  try {
    previous = await db.transaction(async (tx) => {
      const [before] = await tx.select({ photo: users.profilePhoto }).from(users).where(eq(users.id, userId)).for('update');
      await tx
        .update(users)
        .set({ name: input.name, phone: input.phone, ...(photoKey ? { profilePhoto: photoKey } : {}) })
        .where(eq(users.id, userId));
      return before?.photo ?? null;
    });
  } catch (error) {
    if (photoKey) await deleteImage(media, photoKey);
    throw error;
  }
  if (photoKey && previous) await deleteImage(media, previous);
  return profileInfo(db, userId);
}

/** Changes the password after checking the current one; every other session of the customer ends. */
export async function changePassword(db: DbOrTx, userId: number, currentToken: string, oldPassword: string, newPassword: string) {
  const [user] = await db.select({ passwordHash: users.passwordHash, email: users.email }).from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, oldPassword))) throw refuse(profileMessages.wrongPassword);
  await checkNewPassword('new_pwd', newPassword, user.email);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(currentToken))));
  });
}
