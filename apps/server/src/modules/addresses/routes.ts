import type { FastifyInstance } from 'fastify';

export async function addressesRoutes(_app: FastifyInstance) {}
