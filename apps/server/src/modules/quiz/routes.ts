import type { FastifyInstance } from 'fastify';

export async function quizRoutes(_app: FastifyInstance) {}
