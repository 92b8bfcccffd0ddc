import { displayName } from '@stuga/shared';
import type { Mail } from '../../plugins/mail.js';

interface Account {
  email: string;
  first_name: string;
  last_name: string;
}

/** The member hears of every change an admin makes to their account (DECISIONS §16). */
export const memberMails = {
  level(account: Account, level: 'verified' | 'trusted', siteUrl: string): Mail {
    const lines = [
      `Hello ${displayName(account)},`,
      '',
      level === 'trusted'
        ? 'An admin made you a trusted member: you can now plan visits to the house and invite others.'
        : 'An admin changed your access to verified member: you still see everything at the house, but planning visits and inviting others are no longer open to you.',
      '',
      `Your profile: ${siteUrl}/profile`,
    ];
    return {
      to: account.email,
      subject: level === 'trusted' ? 'You are now a trusted member' : 'Your access has changed',
      text: lines.join('\n'),
    };
  },

  suspended(account: Account, declined: number): Mail {
    const lines = [
      `Hello ${displayName(account)},`,
      '',
      'An admin has suspended your account: you cannot sign in for now.',
    ];
    if (declined) {
      lines.push(
        declined === 1
          ? 'Your request waiting for approval was declined.'
          : `Your ${declined} requests waiting for approval were declined.`,
      );
    }
    lines.push('', 'If you think this is a mistake, ask an admin of the house.');
    return {
      to: account.email,
      subject: 'Your account is suspended',
      text: lines.join('\n'),
    };
  },

  restored(account: Account, siteUrl: string): Mail {
    const lines = [
      `Hello ${displayName(account)},`,
      '',
      'An admin has opened your account again: you can sign in as before.',
      '',
      `Sign in: ${siteUrl}/login`,
    ];
    return {
      to: account.email,
      subject: 'Your account is open again',
      text: lines.join('\n'),
    };
  },
};
