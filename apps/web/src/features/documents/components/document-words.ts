import type { DocumentAudience, DocumentKind } from '@stuga/shared';
import type { MessageKey } from '@/i18n/en';

/** Each kind of document, as the screens say it. */
export const KIND_WORDS: Readonly<Record<DocumentKind, MessageKey>> = {
  insurance: 'documents.kind.insurance',
  deed: 'documents.kind.deed',
  agreement: 'documents.kind.agreement',
  manual: 'documents.kind.manual',
  minutes: 'documents.kind.minutes',
  other: 'documents.kind.other',
};

/** Who may see a document, as the screens say it. */
export const AUDIENCE_WORDS: Readonly<Record<DocumentAudience, MessageKey>> = {
  owners: 'documents.audience.owners',
  members: 'documents.audience.members',
  everyone: 'documents.audience.everyone',
};

/** The files the form offers; the server checks the content again. */
export const DOCUMENT_TYPES = 'application/pdf,image/jpeg,image/png,image/webp';
