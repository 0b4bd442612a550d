// Creating an account always creates its favourites list too (its id is the user's Favorite_id).
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { lists, users } from '../../db/schema';

export const FAVOURITES_LIST_NAME = 'Favourites';

export type NewAccount = Pick<
  typeof users.$inferInsert,
  'name' | 'email' | 'phone' | 'passwordHash' | 'active' | 'role' | 'staffRole' | 'birthDate' | 'language'
>;

export async function createAccount(tx: Tx, account: NewAccount) {
  const [user] = await tx
    .insert(users)
    .values({ ...account, email: account.email.trim().toLowerCase() })
    .returning();
  const [favourites] = await tx.insert(lists).values({ userId: user!.id, name: FAVOURITES_LIST_NAME, isFavorite: true }).returning();
  await tx.update(users).set({ favoriteListId: favourites!.id }).where(eq(users.id, user!.id));
  return { ...user!, favoriteListId: favourites!.id };
}
