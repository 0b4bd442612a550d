// The ceiling of the API benchmark: Fastify with the same body parser as the shop and one route that
// answers a small envelope, in its own process like the shop. PORT comes from the environment.
import Fastify from 'fastify';
import formbody from '@fastify/formbody';

const app = Fastify({ logger: false });
await app.register(formbody);
app.post('/bare', async () => ({ status: true, msg: 'Success', data: { ok: true } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
