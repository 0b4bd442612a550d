import fs from 'node:fs';
import { changePasswordCall, editProfileCall, profileInfoCall, type Call } from '@shop/contract';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { addresses, sessions, users } from '../../db/schema';
import { createSession } from '../../http/session';
import { call, type CallFields, callWithFiles, expectRefusal, type FilePart, invalidData } from '../../test/app';
import { MAX_UPLOAD_BYTES } from '../../http/body';
import { verifyPassword } from '../auth/password';
import { regionFixtures } from '../../test/fixtures/regions';
import { customer, type Customer, FIXTURE_PASSWORD } from '../../test/fixtures/shoppers';
import { hugePng, picture, tempFolder } from '../../test/fixtures/files';
import { suiteApp } from '../../test/fixtures/suite';

const mediaDir = tempFolder('profile-media-');
const t = suiteApp({ mediaDir });

type Photo = Omit<FilePart, 'field'>;

/** POSTs multipart form-data with text fields and at most one file. */
const multipart = <C extends Call>(c: C, fields: CallFields<C>, file?: FilePart) => callWithFiles(t.app, c, fields, file ? [file] : []);

const png = (width = 40, height = 30) => picture('png', width, height);
const edit = (c: Customer, photo?: Photo) =>
  multipart(editProfileCall, { ...c.auth, name: 'Mariam Saeed', phone: '0559876543' }, photo && { field: 'profile_photo', ...photo });
const photoOf = async (c: Customer) => (await t.db.select({ p: users.profilePhoto }).from(users).where(eq(users.id, c.id)))[0]!.p;
const filesOf = (key: string) => fs.readdirSync(path.join(mediaDir, path.dirname(key))).filter((f) => f.startsWith(path.basename(key)));

describe('profile/profile_info.php', () => {
  it('answers the profile with the favourites id and the primary address', async () => {
    const c = await customer(t.db, 'Mariam');
    const res = await call(t.app, profileInfoCall, c.auth);
    expect(res.body.data).toEqual({
      id: c.id,
      name: 'Mariam',
      email: c.email,
      phone: '0501234567',
      address: '',
      profile_photo: '',
      active: 1,
      Favorite_id: c.favId,
    });
    const r = await regionFixtures(t.db);
    await t.db.insert(addresses).values([
      { userId: c.id, name: 'Work', phone: '1', address: 'Office 3', emirateId: r.abuDhabi.id, regionId: r.khalifa.id },
      { userId: c.id, name: 'Home', phone: '1', address: 'Villa 7', emirateId: r.abuDhabi.id, regionId: r.khalifa.id, isPrimary: true },
    ]);
    expect((await call(t.app, profileInfoCall, c.auth)).body.data.address).toBe('Villa 7');
  });

  it("answers guests and a key of another user 'wrong key'", async () => {
    const c = await customer(t.db);
    expectRefusal(await call(t.app, profileInfoCall, { auth_key: 'guest', user_id: 0 }), 'wrong-key');
    expectRefusal(await call(t.app, profileInfoCall, { auth_key: c.key, user_id: c.id + 1 }), 'wrong-key');
  });
});

describe('profile/edit.php', () => {
  it('updates name and phone without a photo (urlencoded too)', async () => {
    const c = await customer(t.db);
    const res = await call(t.app, editProfileCall, { ...c.auth, name: '  Omar  ', phone: '٠٥٠١١١٢٢٢٣', profile_photo: '' });
    expect(res.body).toMatchObject({
      status: true,
      msg: 'Profile updated successfully',
      data: { name: 'Omar', phone: '0501112223', profile_photo: '' },
    });
  });

  it("keeps the current photo when profile_photo is the text 'null', 'undefined' or empty (the original client sends 'null' without a new photo)", async () => {
    const c = await customer(t.db);
    await edit(c, { filename: 'me.png', type: 'image/png', bytes: await png() });
    const kept = (await photoOf(c))!;
    for (const absent of ['null', 'undefined', '']) {
      const res = await multipart(editProfileCall, { ...c.auth, name: 'Mariam', phone: '0551112223', profile_photo: absent });
      expect(res.statusCode, absent).toBe(200);
      expect(res.body.data).toMatchObject({
        name: 'Mariam',
        phone: '0551112223',
        profile_photo: `http://localhost:3000/media/${kept}-320.webp`,
      });
      expect(await photoOf(c)).toBe(kept);
    }
    expect(filesOf(kept)).toHaveLength(4);
  });

  it('requires name and phone', async () => {
    const c = await customer(t.db);
    for (const [field, fields] of [
      ['name', { name: '', phone: '0501112223' }],
      ['phone', { name: 'Omar', phone: '' }],
      ['phone', { name: 'Omar', phone: 'call me' }],
    ] as const) {
      const res = await call(t.app, editProfileCall, { ...c.auth, ...fields });
      expectRefusal(res, 'invalid');
      expect(invalidData(res).field).toBe(field);
    }
  });

  it('stores an uploaded photo as WebP in every width and replaces the previous one', async () => {
    const c = await customer(t.db);
    const res = await edit(c, { filename: 'me.png', type: 'image/png', bytes: await png() });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Mariam Saeed', phone: '0559876543' });
    const first = (await photoOf(c))!;
    expect(res.body.data.profile_photo).toBe(`http://localhost:3000/media/${first}-320.webp`);
    expect(filesOf(first)).toHaveLength(4);
    expect((await sharp(path.join(mediaDir, `${first}-320.webp`)).metadata()).format).toBe('webp');

    await edit(c, {
      filename: 'me2.jpg',
      type: 'image/jpeg',
      bytes: await sharp(await png(60, 60))
        .jpeg()
        .toBuffer(),
    });
    const second = (await photoOf(c))!;
    expect(second).not.toBe(first);
    expect(filesOf(first)).toEqual([]);
    expect(filesOf(second)).toHaveLength(4);
  });

  it('judges by content, not by name: a real PNG named .txt is stored as a picture', async () => {
    const c = await customer(t.db);
    const res = await edit(c, { filename: 'notes.txt', type: 'text/plain', bytes: await png() });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.profile_photo).toMatch(/^http:\/\/localhost:3000\/media\/profiles\/[0-9a-f]+-320\.webp$/);
  });

  it('refuses a non-image, a text file named .png and an SVG named .png, changing nothing', async () => {
    const c = await customer(t.db);
    await edit(c, { filename: 'me.png', type: 'image/png', bytes: await png() });
    const kept = await photoOf(c);
    const before = fs.readdirSync(path.join(mediaDir, 'profiles')).length;
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    for (const file of [
      { filename: 'cv.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF') },
      { filename: 'photo.png', type: 'image/png', bytes: Buffer.from('just some text pretending to be a picture') },
      { filename: 'photo.png', type: 'image/png', bytes: Buffer.from(svg) },
    ]) {
      const res = await multipart(
        editProfileCall,
        { ...c.auth, name: 'Changed', phone: '0500000000' },
        { field: 'profile_photo', ...file },
      );
      expectRefusal(res, 'invalid');
      expect(res.body).toMatchObject({
        status: false,
        msg: 'The photo must be a JPEG, PNG, WebP, GIF, AVIF or HEIF image',
        data: { field: 'profile_photo' },
      });
    }
    expect(await photoOf(c)).toBe(kept);
    expect((await t.db.select({ n: users.name }).from(users).where(eq(users.id, c.id)))[0]!.n).toBe('Mariam Saeed');
    expect(fs.readdirSync(path.join(mediaDir, 'profiles')).length).toBe(before);
  });

  it('answers 413 for an image above the upload limit and changes nothing', async () => {
    const c = await customer(t.db);
    const { bytes: big } = await hugePng('profile_photo');
    expect(big.length).toBeGreaterThan(MAX_UPLOAD_BYTES);
    const res = await edit(c, { filename: 'big.png', type: 'image/png', bytes: big });
    expect(res.statusCode).toBe(413);
    expect(res.body).toMatchObject({ status: false, msg: 'The upload is too large' });
    expect(await photoOf(c)).toBeNull();
  });
});

describe('profile/changepwd.php', () => {
  it('changes the password and ends the other sessions, keeping the current one', async () => {
    const c = await customer(t.db);
    const otherDevice = await createSession(t.db, c.id, { deviceId: 'phone' });
    const res = await call(t.app, changePasswordCall, { ...c.auth, old_pwd: FIXTURE_PASSWORD, new_pwd: 'second-password-2' });
    expect(res.body).toEqual({ status: true, msg: 'Password changed successfully', data: null });
    const [u] = await t.db.select().from(users).where(eq(users.id, c.id));
    expect(await verifyPassword(u!.passwordHash, 'second-password-2')).toBe(true);
    expect((await call(t.app, profileInfoCall, c.auth)).statusCode).toBe(200);
    expectRefusal(await call(t.app, profileInfoCall, { auth_key: otherDevice, user_id: c.id }), 'wrong-key');
  });

  it('refuses a wrong current password with the server message, in both languages, changing nothing', async () => {
    const c = await customer(t.db);
    const [before] = await t.db.select().from(users).where(eq(users.id, c.id));
    const res = await call(t.app, changePasswordCall, { ...c.auth, old_pwd: 'not-my-password', new_pwd: 'second-password-2' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: false, msg: 'The current password is incorrect', data: null });
    const ar = await call(
      t.app,
      changePasswordCall,
      { ...c.auth, old_pwd: 'not-my-password', new_pwd: 'second-password-2' },
      { lang: 'ar' },
    );
    expect(ar.body.msg).toBe('كلمة المرور الحالية غير صحيحة');
    expect((await t.db.select().from(users).where(eq(users.id, c.id)))[0]!.passwordHash).toBe(before!.passwordHash);
  });

  it('refuses a new password under 8 characters naming the field', async () => {
    const c = await customer(t.db);
    const res = await call(t.app, changePasswordCall, { ...c.auth, old_pwd: FIXTURE_PASSWORD, new_pwd: 'short' });
    expectRefusal(res, 'invalid');
    expect(invalidData(res).field).toBe('new_pwd');
    expect((await t.db.select().from(sessions).where(eq(sessions.userId, c.id))).length).toBe(1);
  });
});
