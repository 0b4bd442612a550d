import type { FastifyInstance } from 'fastify';

export async function regionsRoutes(_app: FastifyInstance) {}
