/**
 * The mail the server sends, in English (decision 0021): ICU MessageFormat, one text per key;
 * `mail.sv.ts` has the same keys in Swedish. Values named `…Day` are calendar dates, written in
 * the mail's language; `{stay}` is a stay's dates, written the same way.
 */
export const mailEn = {
  hello: 'Hello {first},',
  stay: '{fromDay} – {toDay}',
  dateLine: '- {fromDay} – {toDay}',
  // The titles of the events in a member's calendar feed and calendar files.
  'calendar.own': 'Your stay at the house',
  'calendar.workDay': 'Work day: {title} ({task})',
  'calendar.other': '{first} at the house',
  // A message from the contact form, to the house.
  'contact.subject': '[{house}] {topic}: message from {name}',
  'contact.from': '— {name} <{email}>',
  'contact.fromMember': '— {name} <{email}> (signed in)',
  'contact.topic.general': 'General Inquiry',
  'contact.topic.booking': 'Booking Question',
  'contact.topic.technical': 'Technical Issue',
  'contact.topic.feedback': 'Feedback',
  'contact.topic.other': 'Other',
  'approved.subject': 'Stay approved: {stay}',
  'approved.text': 'Your stay {stay} (plan "{title}") is approved. Welcome to the house!',
  'approved.fee': 'The stay costs {amount}.',
  'approved.pay':
    'Pay it with Swish (a QR code, or a link that opens the app on your phone), and say you have paid, here: {url}',
  'approved.declinedWith': 'These options of yours were declined with it:',
  'approved.declinedLine': '- {stay}: {reason}',
  yourPlans: 'Your plans: {url}',
  'declined.subject':
    '{count, plural, one {Stay request declined: {stay}} other {# stay requests declined}}',
  'declined.intro':
    '{count, plural, one {Your stay request was declined:} other {These stay requests of yours were declined:}}',
  'declined.line': '- {stay} (plan "{title}"): {reason}',
  'declined.otherDates': 'You can plan other dates: {url}',
  'submitted.subject': 'Stay request from {owner}: {title}',
  'submitted.text': '{owner} submitted the plan "{title}" for approval:',
  'submitted.review': 'Review it: {url}',
  'bookedDeclined.subject': 'Approved stay declined: {stay}',
  'bookedDeclined.text': 'An admin declined your approved stay {stay} (plan "{title}"):',
  'bookedDeclined.ended': 'An admin ended your stay {stay}:',
  'bookedDeclined.free':
    'The dates are free again. If you have questions, reply to an admin or use the contact page.',
  'cancelled.subject': 'Stay cancelled by {owner}: {stay}',
  'cancelled.text': '{owner} cancelled their approved stay {stay} (plan "{title}").',
  'cancelled.free': 'The dates are free again.',
  'cancelled.timeline': 'The timeline: {url}',
  'reminder.subject': 'Your plan "{title}" is valid until {endsDay}',
  'reminder.text':
    'Your plan "{title}" is valid until {endsDay}, and these dates still wait for a decision:',
  'reminder.move':
    'If you can wait longer, give the plan a later validity before {endsDay} passes: {url}',
  'reminder.expire': 'Once it passes, these requests expire.',
  'reminderAdmin.subject': 'Plan of {owner} expires on {endsDay}',
  'reminderAdmin.text':
    'The plan "{title}" of {owner} is valid until {endsDay}, and these requests still wait:',
  'reminderAdmin.decide': 'Decide before then: {url}',
  'level.trusted.subject': 'You are now a trusted member',
  'level.trusted.text':
    'An admin made you a trusted member: you can now plan visits to the house and invite others.',
  'level.verified.subject': 'Your access has changed',
  'level.verified.text':
    'An admin changed your access to verified member: you still see everything at the house, but planning visits and inviting others are no longer open to you.',
  yourProfile: 'Your profile: {url}',
  'suspended.subject': 'Your account is suspended',
  'suspended.text': 'An admin has suspended your account: you cannot sign in for now.',
  requestsDeclined:
    '{count, plural, one {Your request waiting for approval was declined.} other {Your # requests waiting for approval were declined.}}',
  'suspended.mistake': 'If you think this is a mistake, ask an admin of the house.',
  'restored.subject': 'Your account is open again',
  'restored.text': 'An admin has opened your account again: you can sign in as before.',
  // The high-season round (DECISIONS §18).
  'round.reminder.subject': 'The {round} ballot closes on {closesDay}',
  'round.reminder.text':
    'The ballot of the {round} round is open until {closesDay}, and you have not ranked any block yet. Rank the weeks you would like; the draw gives each member their highest-ranked block still free, in turn:',
  'round.reminder.link': 'Your ballot: {url}',
  'round.result.subject': 'The {round} round: your result',
  'round.result.given':
    'The {round} round is drawn and confirmed. {count, plural, one {You were given this block; it is booked for you:} other {You were given these blocks; they are booked for you:}}',
  'round.result.line': '- {block}: {stay}',
  'round.result.nothing':
    'The {round} round is drawn and confirmed. No block you ranked was free when your turn came, so you got nothing this time; in the next round you move up one place for it.',
  'round.result.missedGiven': '- {block} went to {name}.',
  'round.result.missedTooClose':
    '- {block} was too close to {other}, given to {name}, for the cleaning days.',
  'round.result.missedBooked': '- {block} clashes with a stay booked before the draw.',
  'round.result.order': 'The order of the draw:',
  'round.result.place': '{place}. {name}',
  'round.result.page': 'The whole result, its seed and a way to check the draw: {url}',
  // The waitlist (DECISIONS §19).
  'offer.subject': 'Days you wait for are free: {stay}',
  'offer.text':
    '{stay} freed up, and the days fit what you wait for. They are held for you until {until}: claim them to ask the admins for them, or say no thanks so the next member in line is asked.',
  'offer.push': '{stay} is free and held for you until {until}: claim it or pass.',
  'offer.link': 'Claim or pass: {url}',
  // Swaps and gifts between members (DECISIONS §19).
  'swap.offer.subject': '{from} offers you a stay: {stay}',
  'swap.offer.gift': '{from} offers you their stay {stay} as a gift.',
  'swap.offer.swap': '{from} offers you their stay {stay} for yours, {theirs}.',
  'swap.offer.note': 'Their note: {note}',
  'swap.offer.answer': 'Answer within 48 hours: {url}',
  'swap.declined.subject': '{to} said no: {stay}',
  'swap.declined.text': '{to} said no to your offer of your stay {stay}. It stays yours.',
  'swap.withdrawn.subject': 'An offer no longer stands: {stay}',
  'swap.withdrawn.text':
    'The offer of the stay {stay} between you and another member no longer stands: one of you can no longer book stays. Your stays stay as they are.',
  'swap.done.subject': 'Stays changed hands: {stay}',
  'swap.done.now': 'The offer between {from} and {to} is done. Your stays now:',
  'swap.done.line': '- {stay}',
  'swap.done.none': 'You have no stay from it.',
  'swap.done.plans': 'Your plans and the timeline: {url}',
  'swap.approve.subject': 'To approve: {from} and {to} trade stays',
  'swap.approve.text':
    '{from} and {to} have agreed to trade stays in high season: {stay} for {theirs}. Approve it or not: {url}',
  'swap.approve.giftSubject': 'To approve: {from} gives {to} a stay',
  'swap.approve.giftText':
    '{from} gives {to} their stay in high season, {stay}, and {to} has accepted it. Approve it or not: {url}',
  signIn: 'Sign in: {url}',
  'reset.subject': 'Reset your {house} password',
  'reset.text':
    'Someone (hopefully you) asked to reset the password of your {house} account.\n\nOpen this link within an hour to choose a new password:\n{link}\n\nIf you did not ask for this, ignore this mail: your password stays as it is.',
  'confirm.subject': 'Confirm your {house} address',
  'confirm.text':
    "This address belongs to an administrator of {house}, and an account was just made with it.\n\nOpen this link within an hour to confirm the address is yours and choose the account's password; the account gets its admin rights once you do:\n{link}\n\nIf you did not make a {house} account, ignore this mail: the account stays without admin rights.",
  // A member closed their account (DECISIONS §26): the admins are told.
  'close.admins.subject': '{name} closed their account',
  'close.admins.text':
    '{name} closed their account at {house}. Their details are erased; their stays and the history show them as a former member.',
  // SMHI's warnings for the house's area (DECISIONS §25).
  'weather.level.yellow': 'Yellow warning',
  'weather.level.orange': 'Orange warning',
  'weather.level.red': 'Red warning',
  'weather.warning.subject': '{level} at the house: {event}',
  'weather.warning.text': 'SMHI has issued a warning for the house’s area: {event}.',
  'weather.warning.open': 'The forecast and the warning at the house: {url}',
  'weather.warning.source': 'Source: SMHI',
  // The house codes (DECISIONS §20): which changed, and where to read them.
  'codes.visible.push': 'The house codes are visible from today, for your stay from {arrivalDay}.',
  'codes.changed.subject': 'The house codes have changed',
  'codes.changed.text': 'These house codes changed: {labels}.',
  'codes.changed.open': 'Read them in the house guide: {url}',
  'codes.changed.later': 'They show in the house guide from {openDay} 00:00 until you leave: {url}',
  // Reminders by mail (DECISIONS §20), at once or in a weekly digest.
  'reminder.before.subject': 'Your stay is near: {stay}',
  'reminder.before.text': 'Your stay {stay} begins on {fromDay}.',
  'reminder.guides': 'What to bring, and how the house works, is in the guides: {url}',
  'reminder.eve.subject': 'Tomorrow at the house: {stay}',
  'reminder.eve.text': 'Your stay {stay} begins tomorrow.',
  'reminder.codes':
    'The house codes show in the house guide from today 00:00 until you leave: {url}',
  'reminder.codesOnce':
    'Open them once before you leave home: they show only with a network, and at the house the network may be weak.',
  'reminder.arrival': 'The arrival checklist: {url}',
  'reminder.departure.subject': 'Departure day: {stay}',
  'reminder.departure.text':
    'Your stay {stay} ends today; the house is the next family’s from 12:00.',
  'reminder.departureList': 'The departure checklist, with what runs low and what is broken: {url}',
  'reminder.after.subject': 'Thank you for staying: {stay}',
  'reminder.after.text': 'We hope your stay {stay} was a good one.',
  'reminder.guestbook': 'A few words in the guestbook are welcome: {url}',
  'reminder.digest.subject':
    '{count, plural, one {Your week at the house: # reminder} other {Your week at the house: # reminders}}',
  'reminder.digest.intro': 'The reminders of the past week, together:',
  'reminder.digest.choices': 'Choose how each kind of mail comes: {url}',
  'document.expiry.subject': '{title} runs out in {days} days',
  'document.expiry.text':
    'The house’s document “{title}” runs out on {expiresDay}, in {days} days.',
  'document.expiry.act': 'Renew it and upload the new one, or change its expiry day: {url}',
  'workday.reminder.subject': 'Work day {workDay}: {title}',
  'workday.reminder.text': 'You signed up for “{task}” on the work day “{title}”, {workDay}.',
  'workday.cancelled.subject': 'The work day {workDay} is called off',
  'workday.cancelled.text':
    'The work day “{title}”, {workDay}, is called off. Thank you for signing up.',
  'workday.see': 'See the day and who comes: {url}',
  'meeting.notice.subject': 'Notice of the annual meeting on {meetingDay}',
  'meeting.notice.text':
    'The owners and members of the house are called to the annual meeting on {meetingDay} at {time}.',
  'meeting.notice.place': 'Place: {place}',
  'meeting.notice.link': 'Video link: {link}',
  'meeting.notice.motions': 'Send your motions in the app until {deadlineDay}.',
  'meeting.see': 'See the agenda: {url}',
  'meeting.check.subject': 'The minutes of {meetingDay} wait for your approval',
  'meeting.check.text':
    'You are one of the two who check the minutes of the annual meeting on {meetingDay}. Read them and approve them in the app.',
  'chore.subject': 'Your turn today: {title}',
  'chore.text': 'It is your turn today, {choreDay}: {title}.',
  'chore.act': 'Mark it done when it is, or pass it on to the next: {url}',
  'chore.choices': 'Choose how these mails come, or turn them off: {url}',
  'calendar.chore': 'Your turn: {title}',
  'money.part.subject': 'Your part of a new cost: {amount}',
  'money.part.text': 'The admins recorded a cost of the house: {what}, {total}, on {costDay}.',
  'money.part.yours': 'Your part of it is {amount}.',
  'money.balance.subject': 'You owe {amount} in the house’s costs',
  'money.balance.text':
    'Your parts of the house’s costs are {amount} more than what you have laid out and paid.',
  'money.see': 'See how each part was worked out, and settle up with Swish: {url}',
  'money.choices': 'Choose how the money’s mails come, or turn them off: {url}',
  'unpaid.subject': 'Payment for your stay {stay}',
  'unpaid.text': 'Your stay {stay} costs {amount}. We have not yet heard that it is paid.',
  'unpaid.pay': 'Pay it with Swish, and say so, here: {url}',
  'unpaid.already': 'If you have paid already, press "I have paid" on that page, and thank you.',
  'guest.subject': '{host} gives you a guest pass for {house}',
  'guest.text':
    'Hello {guest}! {host} gives you a pass for the house from {opens} to {closes}: the guides, the codes, the checklists and the house log. Open it here (keep the link to yourself): {url}',
};

/** A text of the mail. */
export type MailKey = keyof typeof mailEn;
/** The mail's texts in one language. */
export type MailTexts = Record<MailKey, string>;
