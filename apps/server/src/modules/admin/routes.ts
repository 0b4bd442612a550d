import type { FastifyInstance } from 'fastify';

export async function adminRoutes(_app: FastifyInstance) {}
