import { describe, expect, it } from 'vitest';
import { DOCUMENT_AUDIENCES, expiryReminderDue, maySeeDocument } from './documents.js';

describe('who may see a document', () => {
  it('is every admin, and by its audience the owners, the members, or everyone', () => {
    const readers = {
      admin: { admin: true, owner: false, booking: false },
      owner: { admin: false, owner: true, booking: false },
      member: { admin: false, owner: false, booking: true },
      verified: { admin: false, owner: false, booking: false },
    };
    const seen = Object.fromEntries(
      Object.entries(readers).map(([who, reader]) => [
        who,
        DOCUMENT_AUDIENCES.filter((audience) => maySeeDocument(reader, audience)),
      ]),
    );
    expect(seen).toEqual({
      admin: ['owners', 'members', 'everyone'],
      owner: ['owners', 'members', 'everyone'],
      member: ['members', 'everyone'],
      verified: ['everyone'],
    });
  });
});

describe('the reminder due before an expiry', () => {
  it('is the nearest of 90 and 30 days the expiry is within, none before or after', () => {
    const expires = '2026-06-30';
    expect(expiryReminderDue('2026-03-31', expires)).toBe(null);
    expect(expiryReminderDue('2026-04-01', expires)).toBe(90);
    expect(expiryReminderDue('2026-05-30', expires)).toBe(90);
    expect(expiryReminderDue('2026-05-31', expires)).toBe(30);
    expect(expiryReminderDue('2026-06-30', expires)).toBe(30);
    expect(expiryReminderDue('2026-07-01', expires)).toBe(null);
    // Across a change to summer time: whole days still.
    expect(expiryReminderDue('2025-12-31', '2026-03-31')).toBe(90);
    expect(expiryReminderDue('2025-12-30', '2026-03-31')).toBe(null);
  });
});
