import dayjs from 'dayjs';
import {
  DEFAULT_FEE,
  DEFAULT_PARTY,
  isIn,
  NEW_BOOKING_STATUS,
  partySize,
  stayFee,
  type Language,
  type OptionStatus,
} from '@stuga/shared';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../database.js';
import type { Database } from '../schema.js';
import { unitOfWork } from '../unit-of-work.js';
import { sampleScenes } from './scenes.js';
import { settingKeys, writeSettings } from '../settings.repository.js';
import {
  aboutContent,
  contactLocation,
  contacts,
  donationPayment,
  guides,
  improvements,
  sampleMembers,
  subPageMessage,
  swedishContent,
} from './content.js';

/**
 * Gives a new database its sample content (DECISIONS §11), once: a database that was seeded
 * before, or that already has accounts, is left as it is.
 */
export async function seedDemo(
  handle: DatabaseHandle,
  now: Date,
  today: string,
  language: Language = 'en',
): Promise<boolean> {
  // The samples in the house's language: a Swedish house starts with Swedish ones.
  const sv = language === 'sv' ? swedishContent : undefined;
  const content = {
    about: sv?.about ?? aboutContent,
    message: sv?.subPageMessage ?? subPageMessage,
    location: sv?.contactLocation ?? contactLocation,
    contacts: sv?.contacts ?? contacts,
    guides: sv?.guides ?? guides,
    improvements: sv?.improvements ?? improvements,
  };
  return unitOfWork(handle, async (trx) => {
    const seeded = await trx
      .selectFrom('settings')
      .select('key')
      .where('key', '=', settingKeys.seededAt)
      .executeTakeFirst();
    const anyUser = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (seeded || anyUser) return false;

    const stamp = now.toISOString();
    await writeSettings(trx, {
      [settingKeys.about]: content.about,
      [settingKeys.message]: content.message,
      [settingKeys.contactLocation]: content.location,
      [settingKeys.donationPayment]: donationPayment,
      [settingKeys.swish]: donationPayment.phone,
      [settingKeys.seededAt]: stamp,
    });

    // What the sample photos show, as an admin would say it (read aloud in their place).
    await trx
      .insertInto('photo_descriptions')
      .values(
        (['public', 'private'] as const).flatMap((kind) =>
          sampleScenes[kind].map((scene) => ({
            kind,
            name: `${scene.name}.jpg`,
            description: sv?.scenes[scene.name] ?? scene.description,
            updated_at: stamp,
          })),
        ),
      )
      .execute();

    await trx
      .insertInto('contacts')
      .values(content.contacts.map((contact, position) => ({ ...contact, position })))
      .execute();

    for (const guide of content.guides) {
      const { sections, ...fields } = guide;
      await trx.insertInto('guides').values(fields).execute();
      await trx
        .insertInto('guide_sections')
        .values(
          sections.map((section, position) => ({
            ...section,
            guide_type: guide.type,
            images: JSON.stringify('images' in section ? section.images : []),
            position,
            created_at: stamp,
            updated_at: stamp,
          })),
        )
        .execute();
    }

    await trx
      .insertInto('improvements')
      .values(
        content.improvements.map((item) => ({
          ...item,
          is_active: 1 as const,
          is_done: 0 as const,
          created_at: stamp,
          updated_at: stamp,
        })),
      )
      .execute();

    await seedStays(trx, stamp, today, sv?.planTitles);
    return true;
  });
}

/** Sample members with stays around today, so the timeline is not empty on a new installation. */
async function seedStays(
  db: Kysely<Database>,
  stamp: string,
  today: string,
  titles?: readonly string[],
): Promise<void> {
  const day = (offset: number) => dayjs(today).add(offset, 'day').format('YYYY-MM-DD');
  const ids: number[] = [];
  for (const member of sampleMembers) {
    const row = await db
      .insertInto('users')
      .values({
        ...member,
        endorser: 'Stuga',
        login_disabled: 1,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }

  // Approved stays keep the 4-day cleaning gap between them; pending ones are alternatives.
  const plans: {
    user: number;
    title: string;
    expiry: string;
    options: { from: string; to: string; status: OptionStatus; priority: number }[];
  }[] = [
    {
      user: ids[0]!,
      title: 'Autumn week',
      expiry: day(-20),
      options: [{ from: day(-9), to: day(-3), status: 'approved', priority: 1 }],
    },
    {
      user: ids[1]!,
      title: 'Fishing trip',
      expiry: day(4),
      options: [
        { from: day(12), to: day(18), status: 'approved', priority: 1 },
        { from: day(40), to: day(44), status: 'declined', priority: 2 },
      ],
    },
    {
      user: ids[0]!,
      title: 'Family visit',
      expiry: day(20),
      options: [
        { from: day(30), to: day(36), status: 'pending', priority: 1 },
        { from: day(45), to: day(50), status: 'pending', priority: 2 },
      ],
    },
    {
      user: ids[1]!,
      title: 'Long weekend',
      expiry: day(25),
      options: [{ from: day(33), to: day(35), status: 'pending', priority: 1 }],
    },
  ];
  for (const plan of plans) {
    const { id } = await db
      .insertInto('stay_plan')
      .values({
        user_id: plan.user,
        title: titles?.[plans.indexOf(plan)] ?? plan.title,
        expiry_date: plan.expiry,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const options = await db
      .insertInto('stay_option')
      .values(
        plan.options.map((option) => ({
          plan_id: id,
          from_date: option.from,
          to_date: option.to,
          status: option.status,
          user_priority: option.priority,
          note: '',
          rejection_reason:
            option.status === 'declined' ? 'The house is being repaired then.' : null,
          submitted_at: stamp,
          decided_at: option.status === 'pending' ? null : stamp,
          approved_at: isIn('booked', option.status) ? stamp : null,
          created_at: stamp,
          updated_at: stamp,
        })),
      )
      .returning(['id', 'status', 'from_date', 'to_date'])
      .execute();
    // What the house holds is a booking of its own (DECISIONS §17).
    for (const option of options.filter((row) => isIn('booked', row.status))) {
      await db
        .insertInto('booking')
        .values({
          user_id: plan.user,
          from_date: option.from_date,
          to_date: option.to_date,
          party: partySize(DEFAULT_PARTY),
          // What a stay costs by SPEC (DECISIONS §21); stays already over were paid.
          fee: stayFee(DEFAULT_FEE, { from: option.from_date, to: option.to_date }, DEFAULT_PARTY),
          ...(option.to_date < today ? { paid_at: stamp, payment_confirmed_at: stamp } : {}),
          source: 'option',
          option_id: option.id,
          status: NEW_BOOKING_STATUS,
          booked_at: stamp,
          ended_at: null,
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
    }
  }
}
