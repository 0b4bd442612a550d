// Every API module, registered in one place: each registers its calls, its webhooks and periodic work, and the
// handlers of the jobs it queues.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/routes';
import { catalogRoutes } from './catalog/routes';
import { cartRoutes } from './cart/routes';
import { checkoutRoutes } from './checkout/routes';
import { ordersRoutes } from './orders/routes';
import { invoicesRoutes } from './invoices/routes';
import { listsRoutes } from './lists/routes';
import { profileRoutes } from './profile/routes';
import { addressesRoutes } from './addresses/routes';
import { walletRoutes } from './wallet/routes';
import { quizRoutes } from './quiz/routes';
import { notificationsRoutes } from './notifications/routes';
import { contentRoutes } from './content/routes';
import { regionsRoutes } from './regions/routes';
import { adminRoutes } from './admin';
import { remindersRoutes } from './reminders/routes';
import { restockRoutes } from './restock/routes';
import { consentRoutes } from './consent/routes';
import { pickupRoutes } from './pickup/routes';

async function modules(app: FastifyInstance) {
  await authRoutes(app);
  await catalogRoutes(app);
  await cartRoutes(app);
  await checkoutRoutes(app);
  await ordersRoutes(app);
  await invoicesRoutes(app);
  await listsRoutes(app);
  await profileRoutes(app);
  await addressesRoutes(app);
  await walletRoutes(app);
  await quizRoutes(app);
  await notificationsRoutes(app);
  await contentRoutes(app);
  await regionsRoutes(app);
  await adminRoutes(app);
  await remindersRoutes(app);
  await restockRoutes(app);
  await consentRoutes(app);
  await pickupRoutes(app);
}

export default fp(modules, { name: 'modules', dependencies: ['infrastructure', 'security', 'operations'] });
