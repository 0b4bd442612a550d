import type { FastifyInstance } from 'fastify';

export async function listsRoutes(_app: FastifyInstance) {}
