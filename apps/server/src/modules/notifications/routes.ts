import type { FastifyInstance } from 'fastify';

export async function notificationsRoutes(_app: FastifyInstance) {}
