import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Texts } from '@/components/ui/admin-texts';
import adminTexts from '@/i18n/admin.en';
import english from '@/i18n/en';
import { LanguageProvider, useLanguage, useT } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { readsStarted, READS_WAIT_MS } from '@/lib/screen-reads';
import { sessionStore } from '@/lib/session-store';
import { profile } from '@/test/fixtures';
import { stubApi } from '@/test/render';
import { pendingApprovalsQuery } from '@/features/stays/decisions/api/get-pending-approvals';
import { stayPlansQuery } from '@/features/stays/api/get-stay-plans';
import { feesQuery } from '@/features/stays/payments/api/fees';
import { adminTextsFirst, readScreensWith, screens, textsOf } from './screens';

const admin = profile({ is_admin: true, access_level: 'trusted', can_access_booking: true });
const member = profile({ access_level: 'trusted', can_access_booking: true });
const TIMELINE_READS = [
  '/api/stay-plans',
  '/api/chores',
  '/api/stays/upcoming',
  '/api/admin/pending-approvals',
  '/api/admin/swaps',
];

afterEach(() => {
  sessionStore.set(null);
  readScreensWith(undefined);
  vi.useRealTimers();
});

describe('the reads a screen starts with its code (issue 61)', () => {
  it("the timeline's reads are asked for with its code, and are in before it is drawn", async () => {
    sessionStore.set({ jwt: 'token', user: admin });
    const { paths } = stubApi({
      '/api/stay-plans': { body: { stay_plans: [] } },
      '/api/admin/pending-approvals': { body: { pending: [] } },
    });
    const client = createQueryClient();
    readScreensWith(client);
    await screens.timeline.preload();
    expect([...paths].sort()).toEqual([...TIMELINE_READS].sort());
    expect(client.getQueryData(stayPlansQuery('token').queryKey)).toEqual({ stay_plans: [] });
    expect(client.getQueryData(pendingApprovalsQuery().queryKey)).toEqual({ pending: [] });
  });

  it("a member's timeline asks for no admin's reads, and a visitor's for none", async () => {
    sessionStore.set({ jwt: 'token', user: member });
    const asked = stubApi({});
    readScreensWith(createQueryClient());
    await screens.timeline.preload();
    expect([...asked.paths].sort()).toEqual([
      '/api/chores',
      '/api/stay-plans',
      '/api/stays/upcoming',
    ]);

    sessionStore.set(null);
    const visitor = stubApi({});
    await screens.timeline.preload();
    expect(visitor.paths).toEqual([]);
  });

  it("Plan Your Visit's reads are asked for with its code: plans, rounds, waitlist, swaps", async () => {
    sessionStore.set({ jwt: 'token', user: member });
    const asked = stubApi({ '/api/stay-plans': { body: { stay_plans: [] } } });
    const client = createQueryClient();
    readScreensWith(client);
    await screens.bookStay.preload();
    expect([...asked.paths].sort()).toEqual([
      '/api/rounds',
      '/api/stay-plans',
      '/api/swaps',
      '/api/waitlist',
    ]);
    expect(client.getQueryData(stayPlansQuery('token').queryKey)).toEqual({ stay_plans: [] });
  });

  it("the settings' eleven cards, the members with the owners, the profile's cards: with the code", async () => {
    sessionStore.set({ jwt: 'token', user: admin });
    const settings = stubApi({ '/api/admin/fees': { body: { per_night: 0 } } });
    const client = createQueryClient();
    readScreensWith(client);
    await screens.adminSettings.preload();
    expect([...settings.paths].sort()).toEqual([
      '/api/admin/fees',
      '/api/admin/high-season',
      '/api/admin/house-name',
      '/api/admin/house-position',
      '/api/admin/longest-stay',
      '/api/admin/meeting-settings',
      '/api/admin/money-settings',
      '/api/admin/payment',
      '/api/admin/second-factor-rule',
      '/api/content',
      '/api/message',
    ]);
    expect(client.getQueryData(feesQuery().queryKey)).toEqual({ per_night: 0 });

    const members = stubApi({});
    await screens.adminMembers.preload();
    expect([...members.paths].sort()).toEqual(['/api/admin/members', '/api/admin/owners']);

    const own = stubApi({});
    await screens.profile.preload();
    expect([...own.paths].sort()).toEqual([
      '/api/calendar-feed',
      '/api/fair-share',
      '/api/money/swish',
      '/api/profile/channels',
      '/api/profile/devices',
      '/api/profile/mail-choices',
      '/api/profile/passkeys',
      '/api/profile/second-factor',
    ]);
  });

  it("a member's admin screens ask for nothing; one who does not plan stays, only their own keys", async () => {
    sessionStore.set({ jwt: 'token', user: member });
    const asked = stubApi({});
    readScreensWith(createQueryClient());
    await screens.adminSettings.preload();
    await screens.adminMembers.preload();
    expect(asked.paths).toEqual([]);

    sessionStore.set({ jwt: 'token', user: profile({ access_level: 'verified' }) });
    const verified = stubApi({});
    await screens.profile.preload();
    expect([...verified.paths].sort()).toEqual([
      '/api/profile/passkeys',
      '/api/profile/second-factor',
    ]);
  });

  it('opened inside the app, the text gate asks for its code and its reads start with it', async () => {
    sessionStore.set({ jwt: 'token', user: member });
    const asked = stubApi({});
    readScreensWith(createQueryClient());
    render(
      <LanguageProvider language="en" messages={english}>
        <Texts parts={['all']} preload={screens.timeline.preload}>
          <p>drawn</p>
        </Texts>
      </LanguageProvider>,
    );
    await waitFor(() =>
      expect([...asked.paths].sort()).toEqual([
        '/api/chores',
        '/api/stay-plans',
        '/api/stays/upcoming',
      ]),
    );
  });

  it('a read that does not come lets the screen be drawn after the wait, not later', async () => {
    vi.useFakeTimers();
    let settled = false;
    void readsStarted([new Promise(() => undefined)]).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(READS_WAIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });

  it('a failed read does not hold the screen: its own query says so', async () => {
    await expect(readsStarted([Promise.reject(new Error('down'))])).resolves.toBeUndefined();
  });
});

describe('the admin texts come with the first screen that shows them', () => {
  it('with the admin screens, and for an admin with the timeline (its approval panel)', () => {
    expect(adminTextsFirst('adminSettings', true)).toBe(true);
    expect(adminTextsFirst('adminSettings', false)).toBe(true);
    expect(adminTextsFirst('timeline', true)).toBe(true);
    expect(adminTextsFirst('timeline', false)).toBe(false);
    expect(adminTextsFirst('guestbook', true)).toBe(false);
    expect(adminTextsFirst('home', true)).toBe(false);
    // The timeline itself is a member's screen, drawn without them (offline, they may not come).
    expect(textsOf('timeline')).toEqual(['all']);
  });

  it('given at the start, they are shown at once, with no asking', () => {
    function Probe() {
      const t = useT();
      const { hasTexts } = useLanguage();
      return (
        <p>
          {t('admin.title')} {String(hasTexts.admin)}
        </p>
      );
    }
    render(
      <LanguageProvider language="en" messages={english} admin={adminTexts}>
        <Probe />
      </LanguageProvider>,
    );
    expect(screen.getByText('Admin Panel true')).toBeInTheDocument();
  });
});
