import { formatOre } from '@stuga/shared';
import { mailLanguage, mailWriter } from '../../../lib/mail-language.js';
import type { Mail } from '../../../plugins/mail.js';
import type { PaymentRow } from './payments.repository.js';

/** The one reminder of a stay still unpaid 14 days after departure (DECISIONS §21). */
export function unpaidMail(booking: PaymentRow, siteUrl: string): Mail {
  const write = mailWriter(mailLanguage(booking.language));
  const stay = write('stay', { fromDay: booking.from_date, toDay: booking.to_date });
  return {
    to: booking.email,
    subject: write('unpaid.subject', { stay }),
    text: [
      write.hello(booking),
      '',
      write('unpaid.text', { stay, amount: formatOre(booking.fee ?? 0) }),
      write('unpaid.pay', { url: `${siteUrl}/pay/${booking.id}` }),
      '',
      write('unpaid.already'),
    ].join('\n'),
  };
}
