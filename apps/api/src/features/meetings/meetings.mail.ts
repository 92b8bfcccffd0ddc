import type { Person } from '@stuga/shared';
import { mailLanguage, mailWriter } from '../../lib/mail-language.js';
import type { Mail } from '../../plugins/mail.js';
import type { MeetingRow } from './meetings-view.js';

type Reader = Person & { email: string; language: string | null };

const pageOf = (siteUrl: string, meeting: MeetingRow) => `${siteUrl}/meetings/${meeting.id}`;

/** The notice of an annual meeting (DECISIONS §24), to one member in their language. */
export function meetingNotice(reader: Reader, meeting: MeetingRow, siteUrl: string): Mail {
  const write = mailWriter(mailLanguage(reader.language));
  return {
    to: reader.email,
    subject: write('meeting.notice.subject', { meetingDay: meeting.day }),
    text: [
      write.hello(reader),
      '',
      write('meeting.notice.text', { meetingDay: meeting.day, time: meeting.time }),
      ...(meeting.place ? [write('meeting.notice.place', { place: meeting.place })] : []),
      ...(meeting.video_link ? [write('meeting.notice.link', { link: meeting.video_link })] : []),
      '',
      write('meeting.notice.motions', { deadlineDay: meeting.motion_deadline }),
      write('meeting.see', { url: pageOf(siteUrl, meeting) }),
    ].join('\n'),
  };
}

/** The minutes wait for a checker's approval. */
export function minutesToCheck(reader: Reader, meeting: MeetingRow, siteUrl: string): Mail {
  const write = mailWriter(mailLanguage(reader.language));
  return {
    to: reader.email,
    subject: write('meeting.check.subject', { meetingDay: meeting.day }),
    text: [
      write.hello(reader),
      '',
      write('meeting.check.text', { meetingDay: meeting.day }),
      '',
      write('meeting.see', { url: pageOf(siteUrl, meeting) }),
    ].join('\n'),
  };
}
