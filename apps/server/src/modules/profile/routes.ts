import type { FastifyInstance } from 'fastify';

export async function profileRoutes(_app: FastifyInstance) {}
