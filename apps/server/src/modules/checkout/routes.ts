import type { FastifyInstance } from 'fastify';

export async function checkoutRoutes(_app: FastifyInstance) {}
