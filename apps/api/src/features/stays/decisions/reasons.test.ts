import type { OptionHistory, StayPlansResponse } from '@stuga/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/helpers.js';
import { clearStays, createPlan, optionRow } from '../../../test/stays.js';
import { loginAs } from '../../../test/users.js';

/** Reasons are kept and sent by code, never read back from English (DECISIONS §17). */
let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
let anna: Awaited<ReturnType<typeof loginAs>>;
let bo: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  admin = await loginAs(t, 'admin');
  anna = await loginAs(t, 'trusted', { first_name: 'Anna', last_name: 'Ek' });
  bo = await loginAs(t, 'trusted', { first_name: 'Bo', last_name: 'Berg' });
});
afterAll(() => t.close());
beforeEach(() => clearStays(t));

const call = (method: 'GET' | 'POST', url: string, headers: object, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: headers as Record<string, string>,
    ...(payload ? { payload } : {}),
  });

describe('the house’s reasons', () => {
  it('are stored and sent as a code with values, beside SPEC’s English text', async () => {
    const approved = await createPlan(t, anna.user.id, {
      options: [
        { from: '2025-10-01', to: '2025-10-05' },
        { from: '2025-11-01', to: '2025-11-05' },
      ],
    });
    const crowded = await createPlan(t, bo.user.id, {
      options: [{ from: '2025-10-03', to: '2025-10-06' }],
    });
    await call('POST', `/api/admin/approve-option/${approved.optionIds[0]}`, admin.headers);

    const samePlan = await optionRow(t, approved.optionIds[1]!);
    expect(samePlan).toMatchObject({
      rejection_reason: 'Another option of this plan was approved (1 Oct 2025 – 5 Oct 2025).',
      rejection_code: 'api.stay.declinedSamePlan',
    });
    expect(JSON.parse(samePlan.rejection_values!)).toEqual({
      fromDay: '2025-10-01',
      toDay: '2025-10-05',
    });

    const plans = json<StayPlansResponse>(await call('GET', '/api/stay-plans', bo.headers));
    const option = plans.stay_plans.find((p) => p.own)!.options[0]!;
    expect(option).toMatchObject({
      status: 'declined',
      rejection_reason: 'It conflicts with the approved stay by Anna Ek (1 Oct 2025 – 5 Oct 2025).',
      rejection_code: 'api.stay.declinedConflict',
      rejection_params: { user: 'Anna Ek', fromDay: '2025-10-01', toDay: '2025-10-05' },
    });

    const history = json<OptionHistory>(
      await call('GET', `/api/stay-options/${crowded.optionIds[0]}/history`, bo.headers),
    ).history;
    expect(history.at(-1)).toMatchObject({
      to_status: 'declined',
      reason_code: 'api.stay.declinedConflict',
      reason_params: { user: 'Anna Ek', fromDay: '2025-10-01', toDay: '2025-10-05' },
    });
  });

  it('an admin’s own words are kept as written, with no code', async () => {
    const { optionIds } = await createPlan(t, bo.user.id, {
      options: [{ from: '2025-10-01', to: '2025-10-05' }],
    });
    await call('POST', `/api/admin/reject-option/${optionIds[0]}`, admin.headers, {
      reason: 'Another option of this plan was approved (1 Oct 2025 – 5 Oct 2025).',
    });
    const row = await optionRow(t, optionIds[0]!);
    expect(row).toMatchObject({ rejection_code: null, rejection_values: null });
    const plans = json<StayPlansResponse>(await call('GET', '/api/stay-plans', bo.headers));
    const option = plans.stay_plans.find((p) => p.own)!.options[0]!;
    expect(option.rejection_reason).toBe(
      'Another option of this plan was approved (1 Oct 2025 – 5 Oct 2025).',
    );
    expect(option).not.toHaveProperty('rejection_code');
  });
});
