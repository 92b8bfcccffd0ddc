import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubApi } from '@/test/render';
import { type ApiError, apiRequest } from './api-client';

const conflict = {
  status: 409,
  body: {
    error: 'Overlaps with approved stay by Bo Berg (1 Oct 2025 - 5 Oct 2025)',
    message: 'Overlaps with approved stay by Bo Berg (1 Oct 2025 - 5 Oct 2025)',
    code: 'api.stay.overlaps',
    params: { user: 'Bo Berg', fromDay: '2025-10-01', toDay: '2025-10-05' },
  },
};

async function failure(): Promise<ApiError> {
  try {
    await apiRequest('/api/stay-plans', 'stays.planCard.saveFailed');
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('the call did not fail');
}

describe("a failed call's message", () => {
  it("is the server's code said in the reader's language, dates written in it", async () => {
    stubApi({ '/api/stay-plans': conflict });
    renderWithProviders(<div />, { language: 'sv' });
    expect((await failure()).message).toBe(
      'Krockar med den godkända vistelsen för Bo Berg (1 okt. 2025 – 5 okt. 2025)',
    );
  });

  it("is SPEC's English in English", async () => {
    stubApi({ '/api/stay-plans': conflict });
    renderWithProviders(<div />);
    expect((await failure()).message).toBe(conflict.body.message);
  });

  it("is the server's words when they come without a code it knows", async () => {
    stubApi({
      '/api/stay-plans': { status: 400, body: { error: 'Nope.', message: 'Nope.', code: 'x.y' } },
    });
    renderWithProviders(<div />, { language: 'sv' });
    expect((await failure()).message).toBe('Nope.');
  });

  it("is the call's own words, in the reader's language, when the answer says nothing", async () => {
    globalThis.fetch = (async () =>
      new Response('<html>Bad Gateway</html>', {
        status: 502,
        headers: { 'Content-Type': 'text/html' },
      })) as typeof fetch;
    renderWithProviders(<div />, { language: 'sv' });
    const error = await failure();
    expect(error.status).toBe(502);
    expect(error.message).toBe('Det gick inte att spara planen. Försök igen.');
    renderWithProviders(<div />);
    expect(error.message).toBe('Failed to save stay plan. Please try again.');
  });

  it("says the server could not be reached in the reader's language", async () => {
    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    renderWithProviders(<div />, { language: 'sv' });
    const error = await failure();
    expect(error.status).toBe(0);
    expect(error.message).toBe('Nätverksfel. Försök igen.');
  });
});
