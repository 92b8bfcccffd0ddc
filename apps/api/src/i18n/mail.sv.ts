import type { MailTexts } from './mail.en.js';

/** The mail the server sends, in Swedish: the same keys and values as `mail.en.ts`. */
export const mailSv: MailTexts = {
  hello: 'Hej {first}!',
  stay: '{fromDay} – {toDay}',
  dateLine: '- {fromDay} – {toDay}',
  // The titles of the events in a member's calendar feed and calendar files.
  'calendar.own': 'Din vistelse i huset',
  'calendar.workDay': 'Arbetsdag: {title} ({task})',
  'calendar.other': '{first} i huset',
  // A message from the contact form, to the house.
  'contact.subject': '[{house}] {topic}: meddelande från {name}',
  'contact.from': '— {name} <{email}>',
  'contact.fromMember': '— {name} <{email}> (inloggad)',
  'contact.topic.general': 'Allmän fråga',
  'contact.topic.booking': 'Fråga om bokning',
  'contact.topic.technical': 'Tekniskt problem',
  'contact.topic.feedback': 'Synpunkter',
  'contact.topic.other': 'Annat',
  'approved.subject': 'Vistelsen är godkänd: {stay}',
  'approved.text': 'Din vistelse {stay} (planen ”{title}”) är godkänd. Välkommen till huset!',
  'approved.fee': 'Vistelsen kostar {amount}.',
  'approved.pay':
    'Betala med Swish (en QR-kod, eller en länk som öppnar appen i din telefon), och säg att du har betalat, här: {url}',
  'approved.declinedWith': 'Samtidigt avböjdes de här förslagen från dig:',
  'approved.declinedLine': '- {stay}: {reason}',
  yourPlans: 'Dina planer: {url}',
  'declined.subject':
    '{count, plural, one {Förfrågan avböjd: {stay}} other {# förfrågningar avböjda}}',
  'declined.intro':
    '{count, plural, one {Din förfrågan om en vistelse avböjdes:} other {De här förfrågningarna från dig avböjdes:}}',
  'declined.line': '- {stay} (planen ”{title}”): {reason}',
  'declined.otherDates': 'Du kan planera andra datum: {url}',
  'submitted.subject': 'Förfrågan från {owner}: {title}',
  'submitted.text': '{owner} har skickat in planen ”{title}” för godkännande:',
  'submitted.review': 'Titta på den: {url}',
  'bookedDeclined.subject': 'Godkänd vistelse avböjd: {stay}',
  'bookedDeclined.text':
    'En administratör har avböjt din godkända vistelse {stay} (planen ”{title}”):',
  'bookedDeclined.ended': 'En administratör har avslutat din vistelse {stay}:',
  'bookedDeclined.free':
    'Datumen är lediga igen. Har du frågor kan du kontakta en administratör eller använda kontaktsidan.',
  'cancelled.subject': '{owner} har avbokat: {stay}',
  'cancelled.text': '{owner} har avbokat sin godkända vistelse {stay} (planen ”{title}”).',
  'cancelled.free': 'Datumen är lediga igen.',
  'cancelled.timeline': 'Tidslinjen: {url}',
  'reminder.subject': 'Din plan ”{title}” gäller till {endsDay}',
  'reminder.text':
    'Din plan ”{title}” gäller till {endsDay}, och de här datumen väntar fortfarande på beslut:',
  'reminder.move':
    'Kan du vänta längre, ge planen ett senare ”Gäller till” innan {endsDay} har passerat: {url}',
  'reminder.expire': 'När den har passerat går förfrågningarna ut.',
  'reminderAdmin.subject': 'Planen från {owner} gäller till {endsDay}',
  'reminderAdmin.text':
    'Planen ”{title}” från {owner} gäller till {endsDay}, och de här förfrågningarna väntar fortfarande:',
  'reminderAdmin.decide': 'Bestäm före dess: {url}',
  'level.trusted.subject': 'Du är nu betrodd medlem',
  'level.trusted.text':
    'En administratör har gjort dig till betrodd medlem: nu kan du planera besök i huset och bjuda in andra.',
  'level.verified.subject': 'Din behörighet har ändrats',
  'level.verified.text':
    'En administratör har ändrat din behörighet till verifierad medlem: du ser fortfarande allt om huset, men kan inte längre planera besök eller bjuda in andra.',
  yourProfile: 'Din profil: {url}',
  'suspended.subject': 'Ditt konto är avstängt',
  'suspended.text': 'En administratör har stängt av ditt konto: du kan inte logga in just nu.',
  requestsDeclined:
    '{count, plural, one {Din förfrågan som väntade på godkännande avböjdes.} other {Dina # förfrågningar som väntade på godkännande avböjdes.}}',
  'suspended.mistake': 'Tror du att det är ett misstag, fråga en administratör för huset.',
  'restored.subject': 'Ditt konto är öppet igen',
  'restored.text': 'En administratör har öppnat ditt konto igen: du kan logga in som vanligt.',
  // Högsäsongens omgång (DECISIONS §18).
  'round.reminder.subject': 'Omröstningen i {round} stänger {closesDay}',
  'round.reminder.text':
    'Omröstningen i omgången {round} är öppen till och med {closesDay}, och du har inte rangordnat något block än. Rangordna de veckor du vill ha; lottningen ger varje medlem i tur och ordning det högst rangordnade block som fortfarande är ledigt:',
  'round.reminder.link': 'Din röst: {url}',
  'round.result.subject': 'Omgången {round}: ditt resultat',
  'round.result.given':
    'Omgången {round} är lottad och bekräftad. {count, plural, one {Du fick det här blocket; det är bokat åt dig:} other {Du fick de här blocken; de är bokade åt dig:}}',
  'round.result.line': '- {block}: {stay}',
  'round.result.nothing':
    'Omgången {round} är lottad och bekräftad. Inget block du rangordnade var ledigt när det blev din tur, så du fick inget den här gången; i nästa omgång flyttas du upp en plats för det.',
  'round.result.missedGiven': '- {block} gick till {name}.',
  'round.result.missedTooClose':
    '- {block} låg för nära {other}, som gick till {name}, för städdagarna.',
  'round.result.missedBooked': '- {block} krockar med en vistelse som bokades före dragningen.',
  'round.result.order': 'Lottningens ordning:',
  'round.result.place': '{place}. {name}',
  'round.result.page': 'Hela resultatet, dess frö och ett sätt att kontrollera lottningen: {url}',
  // Väntelistan (DECISIONS §19).
  'offer.subject': 'Dagar du väntar på är lediga: {stay}',
  'offer.text':
    'Dagarna {stay} har blivit lediga och passar det du väntar på. De hålls åt dig till {until}: ta dem för att be administratörerna om dem, eller tacka nej så att nästa medlem i kön tillfrågas.',
  'offer.push': '{stay} är ledigt och hålls åt dig till {until}: ta det eller avstå.',
  'offer.link': 'Ta dem eller tacka nej: {url}',
  // Byten och gåvor mellan medlemmar (DECISIONS §19).
  'swap.offer.subject': '{from} erbjuder dig en vistelse: {stay}',
  'swap.offer.gift': '{from} erbjuder dig sin vistelse {stay} som gåva.',
  'swap.offer.swap': '{from} erbjuder dig sin vistelse {stay} mot din, {theirs}.',
  'swap.offer.note': 'Deras anteckning: {note}',
  'swap.offer.answer': 'Svara inom 48 timmar: {url}',
  'swap.declined.subject': '{to} tackade nej: {stay}',
  'swap.declined.text':
    '{to} tackade nej till ditt erbjudande av din vistelse {stay}. Den är fortfarande din.',
  'swap.withdrawn.subject': 'Ett erbjudande gäller inte längre: {stay}',
  'swap.withdrawn.text':
    'Erbjudandet om vistelsen {stay} mellan dig och en annan medlem gäller inte längre: en av er kan inte längre boka vistelser. Dina vistelser är som förut.',
  'swap.done.subject': 'Vistelser har bytt ägare: {stay}',
  'swap.done.now': 'Erbjudandet mellan {from} och {to} är genomfört. Dina vistelser nu:',
  'swap.done.line': '- {stay}',
  'swap.done.none': 'Du har ingen vistelse från det.',
  'swap.done.plans': 'Dina planer och tidslinjen: {url}',
  'swap.approve.subject': 'Att godkänna: {from} och {to} byter vistelser',
  'swap.approve.text':
    '{from} och {to} har kommit överens om att byta vistelser under högsäsong: {stay} mot {theirs}. Godkänn det eller inte: {url}',
  'swap.approve.giftSubject': 'Att godkänna: {from} ger {to} en vistelse',
  'swap.approve.giftText':
    '{from} ger {to} sin vistelse under högsäsong, {stay}, och {to} har tackat ja. Godkänn det eller inte: {url}',
  signIn: 'Logga in: {url}',
  'reset.subject': 'Återställ ditt lösenord till {house}',
  'reset.text':
    'Någon (förhoppningsvis du) har bett om att få återställa lösenordet till ditt konto på {house}.\n\nÖppna den här länken inom en timme för att välja ett nytt lösenord:\n{link}\n\nHar du inte bett om det kan du strunta i det här mejlet: lösenordet är kvar som det är.',
  'confirm.subject': 'Bekräfta din adress till {house}',
  'confirm.text':
    'Den här adressen tillhör en administratör för {house}, och ett konto har just skapats med den.\n\nÖppna den här länken inom en timme för att bekräfta att adressen är din och välja kontots lösenord; kontot får sina administratörsrättigheter när du har gjort det:\n{link}\n\nHar du inte skapat något konto på {house} kan du strunta i det här mejlet: kontot förblir utan administratörsrättigheter.',
  // En medlem avslutade sitt konto (DECISIONS §26): administratörerna får veta det.
  'close.admins.subject': '{name} har avslutat sitt konto',
  'close.admins.text':
    '{name} har avslutat sitt konto på {house}. Uppgifterna är raderade; vistelserna och historiken visar personen som en tidigare medlem.',
  // SMHI:s varningar för husets område (DECISIONS §25).
  'weather.level.yellow': 'Gul varning',
  'weather.level.orange': 'Orange varning',
  'weather.level.red': 'Röd varning',
  'weather.warning.subject': '{level} vid huset: {event}',
  'weather.warning.text': 'SMHI har utfärdat en varning för husets område: {event}.',
  'weather.warning.open': 'Prognosen och varningen vid huset: {url}',
  'weather.warning.source': 'Källa: SMHI',
  // Husets koder (DECISIONS §20): vilka som ändrats och var de läses.
  'codes.visible.push': 'Husets koder syns från i dag, för din vistelse från {arrivalDay}.',
  'codes.changed.subject': 'Husets koder har ändrats',
  'codes.changed.text': 'De här koderna har ändrats: {labels}.',
  'codes.changed.open': 'Läs dem i husguiden: {url}',
  'codes.changed.later': 'De visas i husguiden från {openDay} 00:00 tills du reser: {url}',
  // Påminnelser per e-post (DECISIONS §20), direkt eller i en veckosammanfattning.
  'reminder.before.subject': 'Din vistelse närmar sig: {stay}',
  'reminder.before.text': 'Din vistelse {stay} börjar {fromDay}.',
  'reminder.guides': 'Vad du ska ta med och hur huset fungerar står i guiderna: {url}',
  'reminder.eve.subject': 'I morgon i huset: {stay}',
  'reminder.eve.text': 'Din vistelse {stay} börjar i morgon.',
  'reminder.codes': 'Husets koder visas i husguiden från i dag 00:00 tills du reser: {url}',
  'reminder.codesOnce':
    'Öppna dem en gång innan du åker hemifrån: de visas bara med nätverk, och i huset kan nätet vara svagt.',
  'reminder.arrival': 'Checklistan vid ankomst: {url}',
  'reminder.departure.subject': 'Avresedag: {stay}',
  'reminder.departure.text': 'Din vistelse {stay} slutar i dag; huset är nästa familjs från 12:00.',
  'reminder.departureList':
    'Checklistan vid avresa, med vad som håller på att ta slut och vad som är trasigt: {url}',
  'reminder.after.subject': 'Tack för besöket: {stay}',
  'reminder.after.text': 'Vi hoppas att din vistelse {stay} var bra.',
  'reminder.guestbook': 'Några ord i gästboken är välkomna: {url}',
  'reminder.digest.subject':
    '{count, plural, one {Din vecka med huset: # påminnelse} other {Din vecka med huset: # påminnelser}}',
  'reminder.digest.intro': 'Veckans påminnelser, samlade:',
  'reminder.digest.choices': 'Välj hur varje sorts e-post kommer: {url}',
  'document.expiry.subject': '{title} går ut om {days} dagar',
  'document.expiry.text': 'Husets dokument ”{title}” går ut {expiresDay}, om {days} dagar.',
  'document.expiry.act': 'Förnya det och ladda upp det nya, eller ändra dagen det går ut: {url}',
  'workday.reminder.subject': 'Arbetsdag {workDay}: {title}',
  'workday.reminder.text': 'Du har anmält dig till ”{task}” på arbetsdagen ”{title}”, {workDay}.',
  'workday.cancelled.subject': 'Arbetsdagen {workDay} är inställd',
  'workday.cancelled.text':
    'Arbetsdagen ”{title}”, {workDay}, är inställd. Tack för att du anmälde dig.',
  'workday.see': 'Se dagen och vilka som kommer: {url}',
  'meeting.notice.subject': 'Kallelse till årsmöte {meetingDay}',
  'meeting.notice.text':
    'Husets ägare och medlemmar kallas till årsmöte {meetingDay} klockan {time}.',
  'meeting.notice.place': 'Plats: {place}',
  'meeting.notice.link': 'Videolänk: {link}',
  'meeting.notice.motions': 'Skicka dina motioner i appen senast {deadlineDay}.',
  'meeting.see': 'Se dagordningen: {url}',
  'meeting.check.subject': 'Protokollet från {meetingDay} väntar på din justering',
  'meeting.check.text':
    'Du är en av de två som justerar protokollet från årsmötet {meetingDay}. Läs det och godkänn det i appen.',
  'chore.subject': 'Din tur i dag: {title}',
  'chore.text': 'Det är din tur i dag, {choreDay}: {title}.',
  'chore.act': 'Markera den som gjord när den är det, eller lämna den vidare till nästa: {url}',
  'chore.choices': 'Välj hur de här mejlen kommer, eller stäng av dem: {url}',
  'calendar.chore': 'Din tur: {title}',
  'money.part.subject': 'Din del av en ny kostnad: {amount}',
  'money.part.text':
    'Administratörerna har fört in en kostnad för huset: {what}, {total}, den {costDay}.',
  'money.part.yours': 'Din del av den är {amount}.',
  'money.balance.subject': 'Du är skyldig {amount} av husets kostnader',
  'money.balance.text':
    'Dina delar av husets kostnader är {amount} mer än vad du har lagt ut och betalat.',
  'money.see': 'Se hur varje del räknades fram och gör upp med Swish: {url}',
  'money.choices': 'Välj hur pengarnas e-post kommer, eller stäng av den: {url}',
  'unpaid.subject': 'Betalning för din vistelse {stay}',
  'unpaid.text': 'Din vistelse {stay} kostar {amount}. Vi har ännu inte hört att den är betald.',
  'unpaid.pay': 'Betala med Swish, och säg till, här: {url}',
  'unpaid.already': 'Om du redan har betalat, tryck på ”Jag har betalat” på den sidan, och tack.',
  'guest.subject': '{host} ger dig ett gästpass till {house}',
  'guest.text':
    'Hej {guest}! {host} ger dig ett pass till huset från {opens} till {closes}: guiderna, koderna, checklistorna och husloggen. Öppna det här (behåll länken för dig själv): {url}',
};
