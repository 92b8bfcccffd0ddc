import { compressAnswers } from './plugins/compression.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { bookingRoutes } from './features/stays/bookings/bookings.routes.js';
import { decisionRoutes } from './features/stays/decisions/decisions.routes.js';
import { planningRoutes } from './features/stays/planning/planning.routes.js';
import { profileRoutes } from './features/auth/profile.routes.js';
import { clockRoutes } from './features/clock/clock.routes.js';
import { emailConfirmationRoutes } from './features/auth/email-confirmation.routes.js';
import { passwordResetRoutes } from './features/auth/password-reset.routes.js';
import { contactRoutes } from './features/contact/contact.routes.js';
import { contentRoutes } from './features/content/content.routes.js';
import { guestbookRoutes } from './features/guestbook/guestbook.routes.js';
import { healthRoutes } from './features/health/health.routes.js';
import { adminImprovementRoutes } from './features/improvements/admin.routes.js';
import { improvementRoutes } from './features/improvements/improvements.routes.js';
import { inviteRoutes } from './features/invites/invites.routes.js';
import { adminRoutes } from './features/admin/admin.routes.js';
import { historyRoutes } from './features/stays/history.routes.js';
import { calendarRoutes } from './features/stays/calendar.routes.js';
import { fairShareRoutes } from './features/stays/fair-share.routes.js';
import { houseCodeRoutes } from './features/guides/codes.routes.js';
import { houseRoutes } from './features/house/house.routes.js';
import { paymentRoutes } from './features/stays/payments/payments.routes.js';
import { swapsRoutes } from './features/stays/swaps/swaps.routes.js';
import { waitlistRoutes } from './features/stays/waitlist/waitlist.routes.js';
import { roundsRoutes } from './features/stays/rounds/rounds.routes.js';
import { memberRoutes } from './features/members/members.routes.js';
import { ownerRoutes } from './features/money/owners.routes.js';
import { costRoutes } from './features/money/costs.routes.js';
import { receiptRoutes } from './features/money/receipts.routes.js';
import { moneyRoutes } from './features/money/money.routes.js';
import { documentRoutes } from './features/documents/documents.routes.js';
import { workDayRoutes } from './features/work-days/work-days.routes.js';
import { adminMeetingRoutes, meetingRoutes } from './features/meetings/meetings.routes.js';
import { seasonRoutes } from './features/seasons/seasons.routes.js';
import { pushRoutes } from './features/push/push.routes.js';
import { weatherRoutes } from './features/weather/weather.routes.js';
import { myDataRoutes } from './features/my-data/my-data.routes.js';
import { guestPassRoutes } from './features/house/guest-passes.routes.js';
import { passkeyRoutes } from './features/auth/passkeys.routes.js';
import { secondFactorRoutes } from './features/auth/second-factor.routes.js';
import { choreRoutes } from './features/chores/chores.routes.js';
import { photoRoutes } from './features/photos/photos.routes.js';
import type { FastifyInstance } from 'fastify';
import type { Services } from './services.js';

/** Every call of the API under `/api`, each area's routes with its use cases. */
export async function registerApi(app: FastifyInstance, services: Services) {
  await app.register(
    async (api) => {
      // Answers of 1 KB or more go compressed to a client that accepts it (decision 0060).
      await compressAnswers(api);
      await api.register(healthRoutes, services);
      await api.register(contentRoutes, services);
      await api.register(authRoutes, services);
      await api.register(passwordResetRoutes, services);
      await api.register(emailConfirmationRoutes, services);
      await api.register(profileRoutes, services);
      await api.register(passkeyRoutes, services);
      await api.register(secondFactorRoutes, services);
      await api.register(inviteRoutes, services);
      await api.register(guestbookRoutes, services);
      await api.register(contactRoutes, services);
      await api.register(clockRoutes);
      await api.register(planningRoutes, services);
      await api.register(decisionRoutes, services);
      await api.register(bookingRoutes, services);
      await api.register(historyRoutes, services);
      await api.register(calendarRoutes, services);
      await api.register(fairShareRoutes, services);
      await api.register(roundsRoutes, services);
      await api.register(waitlistRoutes, services);
      await api.register(swapsRoutes, services);
      await api.register(houseCodeRoutes, services);
      await api.register(houseRoutes, services);
      await api.register(guestPassRoutes, services);
      await api.register(paymentRoutes, services);
      await api.register(memberRoutes, services);
      await api.register(ownerRoutes, services);
      await api.register(costRoutes, services);
      await api.register(receiptRoutes, services);
      await api.register(moneyRoutes, services);
      await api.register(documentRoutes, services);
      await api.register(workDayRoutes, services);
      await api.register(meetingRoutes, services);
      await api.register(adminMeetingRoutes, services);
      await api.register(seasonRoutes, services);
      await api.register(pushRoutes, services);
      await api.register(weatherRoutes, services);
      await api.register(myDataRoutes, services);
      await api.register(choreRoutes, services);
      await api.register(photoRoutes, services);
      await api.register(improvementRoutes, services);
      await api.register(adminImprovementRoutes, services);
      await api.register(adminRoutes, { counts: services.counts, outbox: services.outbox });
    },
    { prefix: '/api' },
  );
}
