import { addDays, codesWindow, type HouseTime } from '@stuga/shared';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { FastifyInstance } from 'fastify';
import { heldStaysWithReaders } from '../../db/held-stays.repository.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import { mailLanguage, mailWriter } from '../../lib/mail-language.js';

dayjs.extend(utc);
dayjs.extend(timezone);

const DAY_MS = 86_400_000;

/**
 * "The codes are visible from today" (DECISIONS §20, §25): on the day a booked stay's codes
 * window opens (00:00 the day before arrival, house time), its owner's devices are told once, by
 * their channel for codes. The push never carries a code: it opens the house guide, where the
 * codes show to the signed-in member. Every process looks; the push's key makes it once.
 */
export async function noticeCodesVisible(app: FastifyInstance) {
  const now = app.clock.now();
  const today = app.clock.dayOf(now);
  const instant = (time: HouseTime) =>
    dayjs.tz(`${time.day} ${String(time.hour).padStart(2, '0')}:00`, app.config.timeZone).toDate();
  for (const stay of await heldStaysWithReaders(app.db, today, addDays(today, 1))) {
    const opens = instant(codesWindow({ from: stay.from_date, to: stay.to_date }).opens);
    if (now < opens || now.getTime() >= opens.getTime() + DAY_MS) continue;
    const write = mailWriter(mailLanguage(stay.language));
    await unitOfWork(app.database, (db) =>
      app.notify(db, {
        userId: stay.user_id,
        kind: 'codes',
        mail: null,
        push: {
          body: write('codes.visible.push', { arrivalDay: stay.from_date }),
          url: '/guide/house',
          tag: `codes-${stay.id}`,
        },
        once: `codes:${stay.id}`,
      }),
    );
  }
}
