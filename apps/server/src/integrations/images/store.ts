// Where the shop's picture files live (MEDIA_STORE): a local folder (the embedded default, served by
// @fastify/static) or the database's media table, which every server process on one PostgreSQL reaches.
// Files are named as their /media/ URL names them ({key}-{width}.webp) and never change under one name
// (a replaced picture gets a new key), so both stores serve them as immutable.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { media } from '../../db/schema';

export interface MediaStore {
  readonly kind: Config['MEDIA_STORE'];
  /** Stores a whole file under `name`, replacing one of that name; a reader never sees it half written. */
  write(name: string, body: Buffer): Promise<void>;
  exists(name: string): Promise<boolean>;
  /** Removes `name`; a missing file is fine. */
  remove(name: string): Promise<void>;
  /** Answers GET and HEAD /media/{name}. */
  serve(app: FastifyInstance): Promise<void>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
// The apps and web clients on other origins show the shop's images.
const CROSS_ORIGIN = ['Cross-Origin-Resource-Policy', 'cross-origin'] as const;

export function diskMedia(dir: string): MediaStore {
  const file = (name: string) => path.join(dir, name);
  return {
    kind: 'disk',
    async write(name, body) {
      await fs.mkdir(path.dirname(file(name)), { recursive: true });
      // Written aside and renamed, so a crash never leaves a truncated file that exists() would accept.
      const tmp = `${file(name)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      await fs.writeFile(tmp, body);
      await fs.rename(tmp, file(name));
    },
    exists: (name) =>
      fs.access(file(name)).then(
        () => true,
        () => false,
      ),
    remove: (name) => fs.rm(file(name), { force: true }),
    async serve(app) {
      await fs.mkdir(dir, { recursive: true });
      await app.register(fastifyStatic, {
        root: dir,
        prefix: '/media/',
        decorateReply: false,
        immutable: true,
        maxAge: '365d',
        setHeaders: (reply) => reply.header(...CROSS_ORIGIN),
      });
    },
  };
}

/** Only names a media URL can have reach the database (anything else is a 404 without a query). */
const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*-\d+\.webp$/;

export function databaseMedia(db: Db): MediaStore {
  return {
    kind: 'database',
    async write(name, body) {
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      await db
        .insert(media)
        .values({ name, body, etag })
        .onConflictDoUpdate({
          target: media.name,
          set: { body, etag, createdAt: new Date() },
        });
    },
    async exists(name) {
      const [row] = await db.select({ name: media.name }).from(media).where(eq(media.name, name));
      return Boolean(row);
    },
    async remove(name) {
      await db.delete(media).where(eq(media.name, name));
    },
    async serve(app) {
      app.get('/media/*', async (req, reply) => {
        const name = (req.params as { '*': string })['*'];
        if (!NAME.test(name)) return reply.callNotFound();
        const cached = req.headers['if-none-match'];
        const [row] = await db.select().from(media).where(eq(media.name, name));
        if (!row) return reply.callNotFound();
        reply
          .header('Cache-Control', IMMUTABLE)
          .header('ETag', row.etag)
          .header('Last-Modified', row.createdAt.toUTCString())
          .header(...CROSS_ORIGIN);
        if (cached && cached.split(',').some((tag) => tag.trim().replace(/^W\//, '') === row.etag)) return reply.code(304).send();
        return reply.type('image/webp').send(row.body);
      });
    },
  };
}

export function openMedia(config: Pick<Config, 'MEDIA_STORE' | 'mediaDir'>, db: Db): MediaStore {
  return config.MEDIA_STORE === 'database' ? databaseMedia(db) : diskMedia(config.mediaDir);
}
