import { mailLanguage, mailWriter } from '../../lib/mail-language.js';
import type { Mail } from '../../plugins/mail.js';

interface Account {
  email: string;
  first_name: string;
  last_name: string;
  /** The language the member reads the app in: their mail is written in it. */
  language: string | null;
}

const writerFor = (account: Account) => mailWriter(mailLanguage(account.language));

/** The member hears of every change an admin makes to their account (DECISIONS §16). */
export const memberMails = {
  level(account: Account, level: 'verified' | 'trusted', siteUrl: string, declined = 0): Mail {
    const write = writerFor(account);
    const lines = [
      write.hello(account),
      '',
      write(level === 'trusted' ? 'level.trusted.text' : 'level.verified.text'),
    ];
    if (declined) lines.push(write('requestsDeclined', { count: declined }));
    lines.push('', write('yourProfile', { url: `${siteUrl}/profile` }));
    return {
      to: account.email,
      subject: write(level === 'trusted' ? 'level.trusted.subject' : 'level.verified.subject'),
      text: lines.join('\n'),
    };
  },

  suspended(account: Account, declined: number): Mail {
    const write = writerFor(account);
    const lines = [write.hello(account), '', write('suspended.text')];
    if (declined) lines.push(write('requestsDeclined', { count: declined }));
    lines.push('', write('suspended.mistake'));
    return { to: account.email, subject: write('suspended.subject'), text: lines.join('\n') };
  },

  restored(account: Account, siteUrl: string): Mail {
    const write = writerFor(account);
    const lines = [
      write.hello(account),
      '',
      write('restored.text'),
      '',
      write('signIn', { url: `${siteUrl}/login` }),
    ];
    return { to: account.email, subject: write('restored.subject'), text: lines.join('\n') };
  },
};
