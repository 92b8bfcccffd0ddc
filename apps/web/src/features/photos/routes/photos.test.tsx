import type { Photos } from '@stuga/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { profile } from '@/test/fixtures';
import { renderRoute, stubApi } from '@/test/render';

const original = globalThis.XMLHttpRequest;
afterEach(() => {
  window.localStorage.clear();
  globalThis.XMLHttpRequest = original;
});

const signInAdmin = () =>
  window.localStorage.setItem(
    'stuga.session',
    JSON.stringify({ jwt: 't', user: profile({ is_admin: true, access_level: 'trusted' }) }),
  );
const photos = (fields: Partial<Photos> = {}): Photos => ({
  public: [
    {
      name: 'lake.jpg',
      url: '/api/images/public/lake.jpg?v=1',
      description: null,
      added: '2025-09-01',
    },
  ],
  private: [],
  guide: [],
  ...fields,
});

/** The browser's upload channel, answering as the server would: progress, then an answer. */
function fakeUploads(answer: (name: string) => { status: number; body: unknown }) {
  const sent: { url: string; name: string; token: string | undefined }[] = [];
  class FakeRequest {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    responseText = '';
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(form: FormData) {
      const file = form.get('file') as File;
      sent.push({ url: this.url, name: file.name, token: this.headers.Authorization });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
        const { status, body } = answer(file.name);
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, 10);
    }
  }
  globalThis.XMLHttpRequest = FakeRequest as unknown as typeof XMLHttpRequest;
  return sent;
}

describe('Photos', () => {
  it('shows each kind’s pictures, and deletes one after asking', async () => {
    signInAdmin();
    const api = stubApi({
      '/api/admin/photos': { body: photos() },
      'DELETE /api/admin/photos/public/lake.jpg': {
        body: { ...photos({ public: [] }), message: 'Picture deleted.' },
      },
    });
    await renderRoute('/admin/photos');
    const gallery = await screen.findByRole('region', { name: 'Public gallery' });
    expect(await within(gallery).findByRole('img', { name: 'lake.jpg' })).toHaveAttribute(
      'src',
      '/api/images/public/lake.jpg?v=1&w=320',
    );
    await userEvent.click(within(gallery).getByRole('button', { name: 'Delete lake.jpg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this picture?' });
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Picture deleted.')).toBeInTheDocument();
    expect(within(gallery).getByText('No pictures yet.')).toBeInTheDocument();
  });

  it('uploads several pictures at once, each with its own result', async () => {
    signInAdmin();
    const api = stubApi({ '/api/admin/photos': { body: photos() } });
    const sent = fakeUploads((name) =>
      name === 'notes.jpg'
        ? {
            status: 400,
            body: {
              error: 'This file is not a picture the app can show (JPEG, PNG, WebP or AVIF).',
              message: 'This file is not a picture the app can show (JPEG, PNG, WebP or AVIF).',
            },
          }
        : {
            status: 201,
            body: {
              ...photos({
                private: [
                  {
                    name: 'sauna-1.jpg',
                    url: '/api/images/private/sauna-1.jpg?v=2',
                    description: null,
                    added: '2025-09-12',
                  },
                ],
              }),
              message: 'Picture uploaded.',
              name: 'sauna-1.jpg',
            },
          },
    );
    await renderRoute('/admin/photos');
    const section = await screen.findByRole('region', { name: 'Private gallery' });
    await userEvent.upload(within(section).getByLabelText('Pictures for the private gallery'), [
      new File(['x'], 'sauna.jpg', { type: 'image/jpeg' }),
      new File(['y'], 'notes.jpg', { type: 'image/jpeg' }),
    ]);
    expect(await within(section).findByText('Uploaded')).toBeInTheDocument();
    expect(
      await within(section).findByText(
        'This file is not a picture the app can show (JPEG, PNG, WebP or AVIF).',
      ),
    ).toBeInTheDocument();
    expect(sent.map((s) => [s.url, s.name, s.token])).toEqual([
      ['/api/admin/photos/private', 'sauna.jpg', 'Bearer t'],
      ['/api/admin/photos/private', 'notes.jpg', 'Bearer t'],
    ]);
    // Once all are done, the pictures are read anew.
    await waitFor(() =>
      expect(api.paths.filter((p) => p === '/api/admin/photos').length).toBeGreaterThan(1),
    );
  });
});
