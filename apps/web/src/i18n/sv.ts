import { serverSv } from '@stuga/shared/i18n/server.sv';
import type { Catalogue } from './en';
import first from './sv.first';

/**
 * The app's Swedish texts, as a Swede writes to family and friends (decision 0021). The same keys
 * as `en.ts`, with the same placeholders.
 */
const sv: Catalogue = {
  ...serverSv,
  ...first,

  'person.firstName': 'Förnamn',
  'person.lastName': 'Efternamn',
  'person.phone': 'Telefon (valfritt)',
  'person.firstNameMissing': 'Fyll i förnamn',
  'person.lastNameMissing': 'Fyll i efternamn',

  'access.title': 'Den sidan är inte tillgänglig',
  'access.admin': 'Den här sidan är bara för administratörer.',
  'access.trusted': 'Den här sidan är för betrodda medlemmar och administratörer.',
  'access.booking': 'Den här sidan är för medlemmar som planerar vistelser, och administratörer.',
  'access.verified': 'Den här sidan är för medlemmar som har slutfört sin registrering.',
  'access.other': 'Ditt konto kan inte öppna den sidan.',
  'access.timeline': '<link>Se tidslinjen</link> för allas vistelser.',

  'upcoming.title': 'I huset de kommande sex månaderna',
  'upcoming.loading': 'Laddar kommande vistelser',
  'upcoming.none': 'Inga vistelser är bokade de kommande sex månaderna.',

  // Signing in, creating an account, a new password.
  'auth.login': 'Logga in',
  'auth.create': 'Skapa konto',
  'auth.reset': 'Återställ lösenord',
  'auth.signedIn': 'Inloggad. Ett ögonblick…',
  'auth.or': 'eller',
  'auth.googleFailed': 'Inloggningen med Google misslyckades',
  'auth.email': 'E-post',
  'auth.password': 'Lösenord',
  'auth.confirmPassword': 'Bekräfta lösenordet',
  'auth.cancel': 'Avbryt',
  'auth.forgot': 'Glömt lösenordet',
  'auth.unknownError': 'Okänt fel på servern',
  'auth.mismatch': 'Lösenorden är inte likadana.',
  'auth.requiredFields': 'Fyll i alla obligatoriska fält.',
  'auth.registrationFailed': 'Registreringen misslyckades',
  'auth.inviteCode': 'Inbjudningskod',
  'auth.backToLogin': 'Tillbaka till inloggningen',
  'auth.sendReset': 'Skicka återställningsmejl',
  'auth.resetSent':
    'Om det finns ett konto med den e-postadressen är en länk för att återställa lösenordet på väg. Titta i din inkorg.',
  'auth.checkingInvite': 'Kontrollerar inbjudningskoden...',
  'auth.validInvite': 'Giltig inbjudan: {level}, från {name}',
  'auth.level.trusted': 'Betrodd medlem',
  'auth.level.verified': 'Verifierad medlem',
  'signup.title': 'Slutför registreringen',
  'signup.heading': 'Slutför din registrering',
  'signup.adminIntro': 'Skriv ditt namn för att bli klar med ditt administratörskonto.',
  'signup.intro': 'Skriv ditt namn och inbjudningskoden du har fått för att komma in.',
  'signup.noCode':
    'Ingen inbjudningskod? Be medlemmen som bjöd in dig att skapa en åt dig, eller skriv till oss via <link>kontaktformuläret</link>.',
  'signup.done': 'Registreringen är klar!',
  'signup.namesRequired': 'Fyll i för- och efternamn',
  'signup.codeRequired': 'Du behöver en inbjudningskod',
  'signup.codeInvalid': 'Ange en giltig inbjudningskod',
  'signup.failed': 'Registreringen misslyckades',
  'signup.submit': 'Slutför registreringen',

  // Confirming an admin address, choosing a new password.
  'confirm.heading': 'Bekräfta din e-postadress',
  'confirm.pending':
    '{email} är en administratörsadress. Vi har skickat en länk till den: öppna den inom en timme och välj kontots lösenord där, så får kontot sina administratörsrättigheter. När länken öppnas loggas alla andra sessioner ut, även den här om den inte är i den här webbläsaren.',
  'confirm.noMail':
    'Inget mejl? Titta i skräpposten, eller skicka en ny länk. På en server utan e-post skrivs länken i serverns logg.',
  'confirm.resent': 'En ny bekräftelselänk är på väg till {email}.',
  'confirm.haveConfirmed': 'Jag har bekräftat',
  'confirm.sendNew': 'Skicka en ny länk',
  'confirm.title': 'Bekräfta e-postadressen',
  'confirm.done': 'Din e-postadress är bekräftad, och lösenordet du valde är nu det enda.',
  'confirm.signedIn': 'Du är inloggad, med kontots administratörsrättigheter.',
  'confirm.goHome': 'Till startsidan',
  'confirm.intro':
    'Bekräfta att adressen är din genom att välja kontots lösenord. Det ersätter tidigare lösenord, och alla andra sessioner loggas ut: den som skapade kontot utan tillgång till den här brevlådan får inte behålla något.',
  'password.enterAndConfirm': 'Skriv och bekräfta ditt nya lösenord',
  'password.mismatch': 'Lösenorden är inte likadana',
  'password.new': 'Nytt lösenord',
  'password.confirmNew': 'Bekräfta det nya lösenordet',
  'password.required': 'Fyll i ett lösenord',
  'password.confirmRequired': 'Bekräfta ditt lösenord',
  'reset.title': 'Välj ett nytt lösenord',
  'reset.heading': 'Återställ ditt lösenord',
  'reset.noToken': 'Länken saknar kod för återställning',
  'reset.done': 'Ditt lösenord är återställt. Du skickas till inloggningen…',
  'reset.checking': 'Kontrollerar din länk…',
  'reset.validateFailed': 'Det gick inte att kontrollera länken',
  'reset.invalid': 'Ogiltig länk för att återställa lösenordet',
  'reset.intro': 'Välj ett nytt lösenord för {email}.',

  // Plan your visit
  'stays.bookStay.removePlan': 'Ta bort planen',
  'stays.bookStay.addPlan': 'Lägg till plan',
  'stays.bookStay.whoIsComing': 'Vem kommer när',
  'stays.bookStay.loadingYourPlans': 'Laddar dina planer',
  'stays.bookStay.belowIsANew':
    'Här nedanför finns en ny plan som bara finns på den här sidan tills den sparas.',
  'stays.bookStay.yourPlansCouldNot': 'Dina planer kunde inte laddas',
  'stays.bookStay.planYourVisit': 'Planera ditt besök',
  'stays.bookStay.verifiedMembersPlanVisits':
    'Verifierade medlemmar planerar besök via en administratör: <link>kontakta oss</link>.',
  'stays.bookStay.youDoNotHave': 'Du har inte behörighet att använda bokningen.',
  'stays.bookStay.removeTitled': 'Ta bort {title}?',
  'stays.bookStay.removeThis': 'Ta bort den här planen?',
  'stays.bookStay.removeText':
    'Planen och {count, plural, one {dess förslag försvinner} other {dess förslag försvinner}} för gott, och förfrågningar som väntar dras tillbaka.',
  'stays.bookStay.unsaved':
    'Dina ändringar i {titles} är inte sparade. Skicka in planen för att behålla dem.',

  // Plan cards and their options, in a sentence.
  'stays.planCard.chooseDays': 'Välj första och sista dagen för vistelsen.',
  'stays.planCard.savedValidUntil': 'Sparat. Gäller till {day}.',
  'stays.planCard.submitted': 'Planen är inskickad. Administratörerna tittar på den snart.',
  'stays.planCard.saveFailed': 'Det gick inte att spara planen. Försök igen.',
  'stays.planCard.cancelled': 'Din vistelse är avbokad. Datumen är lediga igen.',
  'stays.planCard.cancelFailed': 'Det gick inte att avboka vistelsen. Försök igen.',
  'stays.planCard.booked': 'Bokad',
  'stays.optionList.theOption': 'förslaget',
  'stays.optionList.dragHelp':
    'Flytta ett förslag genom att trycka på mellanslag eller Enter för att ta upp det, piltangenterna för att flytta det och mellanslag eller Enter igen för att släppa det. Escape avbryter.',
  'stays.optionList.pickedUp': 'Tog upp {option}.',
  'stays.optionList.over': '{option} är nu över plats {position}.',
  'stays.optionList.droppedAt': '{option} släpptes på plats {position}.',
  'stays.optionList.dropped': '{option} släpptes.',
  'stays.optionList.cancelled': 'Flytten av {option} avbröts.',

  // Why the plans did not load (SPEC §8).
  'stays.load.somethingWrong': 'Något gick fel hos oss. Försök igen om en stund.',
  'stays.load.accessDenied': 'Åtkomst nekad. Du har inte behörighet att se planerna.',
  'stays.load.httpError': 'HTTP-fel! Status: {status}',
  'stays.load.apiNotFound':
    'Planernas API hittades inte. Kontrollera att servern är igång och att databasen är uppsatt.',
  'stays.load.serverError': 'Serverfel. Titta i serverns loggar.',
  'stays.load.failed': 'Det gick inte att ladda planerna: {message}',
  'stays.load.healthFailed': 'Serverns hälsokontroll misslyckades: {message}',

  // Plans and their options
  'stays.helpCard.questionsAboutDatesKeys': 'Frågor om datum, nycklar eller huset? Skriv till oss.',
  'stays.helpCard.needHelp': 'Behöver du hjälp?',
  'stays.infoCard.approvedStaysLeaveFour':
    'Mellan godkända vistelser går det fyra dagar för städning.',
  'stays.infoCard.submitItTheAdmins':
    'Skicka in den: administratörerna godkänner ett förslag i varje plan, eller förklarar varför inte.',
  'stays.infoCard.makeAPlanAnd': 'Gör en plan och lägg till de datum du vill ha, det bästa först.',
  'stays.infoCard.howItWorks': 'Så fungerar det',
  'stays.legend.darkerFirstChoice': 'Mörkare: förstahandsval',
  'stays.legend.legend': 'Förklaring',
  'stays.optionList.optionsFirstChoiceFirst': 'Förslag, förstahandsvalet först',
  'stays.optionList.noOptionsYetChoose':
    'Inga förslag än: välj datum ovanför och lägg till dem, det bästa först.',
  'stays.optionRow.swipeToDelete': 'Svep för att ta bort',
  'stays.optionRow.releaseToDelete': 'Släpp för att ta bort',
  'stays.optionRow.deleteOptionDates': 'Ta bort förslaget {dates}',
  'stays.optionRow.personalNoteOnlyYou': 'Egen anteckning (bara du och administratörerna ser den)',
  'stays.optionRow.personalNoteForDates': 'Egen anteckning för {dates}',
  'stays.optionRow.history': 'Historik',
  'stays.optionRow.historyOfDates': 'Historik för {dates}',
  'stays.optionRow.addToCalendar': 'Lägg till i kalendern',
  'stays.optionRow.addToCalendarDates': 'Lägg till i kalendern: {dates}',
  'stays.optionRow.cancelStay': 'Avboka vistelsen',
  'stays.optionRow.cancelStayDates': 'Avboka vistelsen {dates}',
  'stays.optionRow.declined': 'Avböjd: {reason}',
  'stays.optionRow.datesAndNights':
    '{dates} <dim>({nights, plural, one {# natt} other {# nätter}})</dim>',
  'stays.optionRow.thePlanSValidity': 'Planen slutade gälla innan förfrågan hann avgöras.',
  'stays.optionRow.youCancelledThisStay': 'Du avbokade den här vistelsen.',
  'stays.optionRow.moveOptionRankDates': 'Flytta förslag {rank}, {dates}',
  'stays.planCard.willBeCancelledThe':
    'Din vistelse {from} – {to} avbokas. Datumen blir lediga för andra direkt, och administratörerna får veta det. Det går inte att ångra.',
  'stays.planCard.keepMyStay': 'Behåll min vistelse',
  'stays.planCard.cancelThisStay': 'Avboka vistelsen?',
  'stays.planCard.addAtLeastOne': 'Lägg till minst ett förslag för att skicka in planen.',
  'stays.planCard.addOption': 'Lägg till förslag',
  'stays.planCard.arrivalDeparture': 'Ankomst – avresa',
  'stays.planCard.datesOfAStay': 'Datum för en vistelse',
  'stays.planCard.removePlanTitle': 'Ta bort {title}',
  'stays.planCard.planTitle': 'Planens namn',
  'stays.planCard.plan': 'Plan',
  'stays.validityBox.validUntil': 'Gäller till',
  'stays.validityBox.itIsFineWaiting':
    'Det går bra om planen inte bekräftas förrän {day}: {left, plural, one {# dag} other {# dagar}} kvar. Därefter kan den inte längre ändras, och förfrågningar som väntar slutar gälla.',
  'stays.dates': '{from} – {to}',
  'stays.validityBox.ifYouCanWait': 'Kan du vänta längre, flytta datumet framåt.',
  'stays.validityBox.itIsFineIf':
    'Det går bra om planen inte bekräftas förrän {day}: {left, plural, one {# dag} other {# dagar}} kvar. Därefter kan den inte längre ändras.',
  'stays.validityBox.thisPlanExpiredOn': 'Planen gick ut {day}.',

  // An option’s rank.
  'stays.optionRow.rank': '{rank}.',

  // A decided plan.
  'stays.validityBox.decided': 'Din vistelse {from} – {to} är godkänd.',

  // Statuses of a stay option; the submit button.
  'status.planning': 'Planeras',
  'status.pending': 'Väntar',
  'status.approved': 'Godkänd',
  'status.declined': 'Avböjd',
  'status.committed': 'Bekräftad',
  'status.cancelled': 'Avbokad',
  'status.expired': 'Utgången',
  'stays.submit': 'Skicka in planen',
  'stays.saveAndSubmit': 'Spara och skicka in planen',

  // Sentences of the stay screens built from data.
  'stays.words.change': '{from} → {to}',
  'stays.words.made': 'Skapad med status {status}',
  'stays.words.validityPassed': '{house} (planen slutade gälla)',
  'stays.words.thisYear': 'I år',
  'stays.words.fairShare':
    '{label}: {nights, plural, one {# natt} other {# nätter}} · högsäsong {high} · avböjda {declined}{cancelled, plural, =0 {} other { · avbokade #}}',
  'stays.dayLabel.today': 'i dag',
  'stays.dayLabel.nobody': 'ingen bokad',
  'stays.dayLabel.closed': 'inte öppen för planering än',
  'stays.dayLabel.stay': '{name} ({status})',
  'stays.calendarStrip.range': 'Visar {first} till {last}',
  'stays.historyDialog.reasonText': 'Anledning: {reason}',
  'stays.fairShareCard.explain':
    'Godkända nätter {year}, hur många av dem under högsäsong, förfrågningar som avböjdes och vistelser du avbokade. Administratörerna ser samma rad bredvid dina förfrågningar, så att de bästa veckorna går runt.',
  'stays.summary.total': 'Planer totalt',

  // Calendars, the timeline, history
  'stays.calendarFeedCard.calendarsSubscribedToThe':
    'Kalendrar som prenumererar på den nuvarande adressen slutar få vistelserna. Prenumerera på nytt med den nya adressen.',
  'stays.calendarFeedCard.makeANewAddress': 'Skapa en ny adress',
  'stays.calendarFeedCard.makeANewAddress2': 'Skapa en ny adress?',
  'stays.calendarFeedCard.anyoneWithTheAddress':
    'Den som har adressen kan läsa de här vistelserna. Har den kommit ut, skapa en ny: den gamla slutar fungera direkt.',
  'stays.calendarFeedCard.outlookAddCalendarSubscribe':
    'Outlook: Lägg till kalender, Prenumerera från webben, och klistra in den.',
  'stays.calendarFeedCard.appleCalendarFileNew':
    'Apples Kalender: Arkiv, Ny kalenderprenumeration, och klistra in den.',
  'stays.calendarFeedCard.googleCalendarOtherCalendars':
    'Google Kalender: Andra kalendrar, +, Från webbadress, och klistra in adressen.',
  'stays.calendarFeedCard.openInYourCalendar': 'Öppna i din kalenderapp',
  'stays.calendarFeedCard.copy': 'Kopiera',
  'stays.calendarFeedCard.copied': 'Kopierad',
  'stays.calendarFeedCard.calendarAddress': 'Kalenderadress',
  'stays.calendarFeedCard.loadingYourCalendarAddress': 'Laddar din kalenderadress',
  'stays.calendarFeedCard.subscribeToThisAddress':
    'Prenumerera på den här adressen i din kalenderapp för att se de godkända vistelserna i huset, dina och alla andras som du kan se på tidslinjen. Den uppdateras av sig själv.',
  'stays.calendarFeedCard.yourCalendarFeed': 'Din kalender',
  'stays.calendarStrip.useTheArrowKeys':
    'Flytta mellan dagarna med piltangenterna, och mellan månaderna med Page Up och Page Down.',
  'stays.calendarStrip.laterMonth': 'Senare månad',
  'stays.calendarStrip.backToThisMonth': 'Tillbaka till den här månaden',
  'stays.calendarStrip.earlierMonth': 'Tidigare månad',
  'stays.fairShareCard.loadingYourShare': 'Laddar din andel',
  'stays.fairShareCard.yourShareOfThe': 'Din andel av huset',
  'stays.historyDialog.changesOldestFirst': 'Ändringar, äldst först',
  'stays.historyDialog.noChangesAreRecorded': 'Inga ändringar är sparade för det här förslaget.',
  'stays.historyDialog.loadingTheHistory': 'Laddar historiken',
  'stays.timelineBar.clearTheChosenDays': 'Rensa de valda dagarna',
  'stays.timelineBar.planThisVisit': 'Planera det här besöket',
  'stays.timelineBar.decline': 'Avböj',
  'stays.timelineBar.declineTheStayOf': 'Avböj vistelsen för {name}, {from} – {to}',
  'stays.timelineBar.historyOfTheStay': 'Historik för vistelsen för {name}, {from} – {to}',
  'stays.timelineBar.whoIsThereOn': 'Vem är där {day}',
  'stays.timelineBar.chosen': '{from} – {to} valda.',
  'stays.timelineBar.fromTap': 'Från {from}: tryck eller klicka på den sista dagen.',
  'stays.timelineBar.stayLine': '{name}: {from} – {to} · {status}',
  'stays.timelineBar.nights': '{nights, plural, one {# natt} other {# nätter}}',
  'stays.timelineBar.nobodyIsBooked': 'Ingen är bokad.',
  'stays.timelineBar.notOpenForPlanning': 'Inte öppen för planering än.',
  'stays.timelineBar.chosenDays': 'Valda dagar',
  'stays.timeline.failedToRejectOption': 'Det gick inte att avböja förslaget',
  'stays.timeline.loadingStays': 'Laddar vistelser',
  'stays.timeline.tapOrClickA':
    'Tryck eller klicka på en dag för att se vem som är där; tryck eller klicka på en första och en sista dag för att planera ett besök då.',
  'stays.timeline.loadingTheTimeline': 'Laddar tidslinjen',
  'stays.timeline.youDoNotHave': 'Du har inte behörighet att se tidslinjen.',
  'stays.timeline.pleaseLogInTo': 'Logga in för att se tidslinjen.',

  // Joined pieces.
  'stays.historyDialog.when': '{when} · {who}',
  'stays.monthCalendar.more': '+{count}',
  'stays.timeline.approveTitle': 'Godkänn vistelser',
  'stays.timeline.declineApproved':
    '{name}, {from} – {to}: godkänd. Om den avböjs blir datumen lediga direkt.',
  'stays.timeline.declinedTold': 'Vistelsen är avböjd. {name} får veta varför.',
  'stays.timeline.whoWhen': '{name}, {from} – {to}',

  // Planning horizon
  'stays.horizonCard.setHorizon': 'Sätt horisont',
  'stays.horizonCard.removeHorizon': 'Ta bort horisonten',
  'stays.horizonCard.failedToUpdatePlanning': 'Det gick inte att ändra planeringshorisonten',
  'stays.horizonCard.todayOrLaterMembers':
    'I dag eller senare. Medlemmar ser inte andras vistelser som börjar efter den.',
  'stays.horizonCard.horizonDate': 'Horisontens datum',
  'stays.horizonCard.noPlanningHorizonIs':
    'Ingen planeringshorisont är satt: medlemmar ser alla vistelser.',
  'stays.horizonCard.membersSeeEachOther': 'Medlemmar ser varandras vistelser fram till {day}.',
  'stays.horizonCard.planningHorizon': 'Planeringshorisont',

  // What each kind of account may do; the profile.
  'level.trusted.content': 'Ser allt innehåll, också de privata bilderna',
  'level.guestbook': 'Skriver i gästboken',
  'level.trusted.booking': 'Bokar och använder kalendern',
  'level.trusted.invites': 'Skapar inbjudningskoder',
  'level.verified.content': 'Ser allt innehåll',
  'level.verified.booking': 'Begränsad bokning: kontaktar en administratör',
  'level.verified.votes': 'Röstar på förbättringar',
  'level.admin.everything':
    'Full tillgång: innehåll, bokningar, kalender, inbjudningskoder, användare, guideavsnitt, gåvor och förbättringar',
  'level.unverified': 'Registreringen är inte klar',
  'level.unverified.public':
    'Tills registreringen är klar: den här profilen och kontaktformuläret för att be huset om en inbjudan',
  'level.unverified.signup': 'Slutför registreringen med en inbjudningskod för att se och göra mer',
  'profile.title': 'Din profil',
  'profile.signedInAs': 'Inloggad som {email}',
  'profile.invitedBy': 'Inbjuden av {name}',
  'profile.currentMissing': 'Skriv ditt nuvarande lösenord',
  'profile.passwordChanged': 'Ditt lösenord är ändrat. Alla andra sessioner har loggats ut.',
  'profile.language': 'Språk',
  'profile.languageHelp': 'Appen och mejlen du får från huset är på det här språket.',

  // Profile
  'profile.profile.yourAccess': 'Din behörighet',
  'profile.profile.setPassword': 'Sätt lösenord',
  'profile.profile.changePassword': 'Byt lösenord',
  'profile.profile.currentPassword': 'Nuvarande lösenord',
  'profile.profile.everyOtherBrowserAnd':
    'Alla andra webbläsare och telefoner som är inloggade på ditt konto loggas ut; den här förblir inloggad.',
  'profile.profile.setAPassword': 'Sätt ett lösenord',
  'profile.profile.changePassword2': 'Byt lösenord',
  'profile.profile.saveDetails': 'Spara uppgifterna',
  'profile.profile.yourDetailsHaveBeen': 'Dina uppgifter är sparade.',
  'profile.profile.yourDetails': 'Dina uppgifter',
  'profile.profile.yourProfile': 'Din profil',

  // Guestbook, photos, About
  'community.about.loadingTheAboutPage': 'Laddar sidan Om huset',
  'community.about.write': 'Skriv sidan Om huset',
  'community.signedOut.aboutTheHouse': 'Om huset',
  'community.signedOut.logIn': 'Logga in',
  'community.signedOut.stugaIsThePrivate':
    '{house} är den privata webbplatsen för vårt sommarhus. Alla kan titta på bilderna, läsa om huset och läsa gästboken. Inbjudna medlemmar skriver också i gästboken, läser husguiderna och planerar sina vistelser.',
  'community.signedOut.youAreSignedOut': 'Du är utloggad',
  'community.subPage.noMessageRightNow': 'Inget meddelande just nu.',
  'community.subPage.loadingTheMessage': 'Laddar meddelandet',
  'community.subPage.aMessageFromThe': 'Ett meddelande från huset',
  'community.guestbookEntry.anonymous': 'Anonym',
  'community.leaveMessageCard.postMessage': 'Skicka meddelandet',
  'community.leaveMessageCard.tags': 'Taggar: {tags}',
  'community.leaveMessageCard.separateTagsWithCommas':
    'Skilj taggarna åt med kommatecken eller mellanslag.',
  'community.leaveMessageCard.otherTags': 'Andra taggar',
  'community.leaveMessageCard.tags2': 'Taggar',
  'community.leaveMessageCard.markdownWorksBoldItalic':
    'Markdown fungerar: **fetstil**, *kursiv*, listor och länkar.',
  'community.leaveMessageCard.message': 'Meddelande',
  'community.leaveMessageCard.nameOptional': 'Namn (valfritt)',
  'community.leaveMessageCard.thanksForYourMessage': 'Tack för ditt meddelande!',
  'community.leaveMessageCard.leaveAMessage': 'Skriv ett meddelande',
  'community.loadMore.loadMoreMessages': 'Visa fler meddelanden',
  'community.loadMore.tryAgain': 'Försök igen',
  'community.loadMore.failedToLoadMore': 'Det gick inte att ladda fler meddelanden.',
  'community.loadMore.thatIsEveryMessage': 'Det var alla meddelanden.',
  'community.leaveMessageCard.logInToPost': 'Logga in för att skriva ett meddelande',
  'community.leaveMessageCard.failed': 'Det gick inte att skicka',
  'community.signedOut.title': 'Utloggad',
  'community.subPage.title': 'Meddelande',
  'community.guestbook.noMessagesYet': 'Inga meddelanden än',
  'community.guestbook.loadingMessages': 'Laddar meddelanden',
  'community.guestbook.showOnlyMessagesTagged': 'Visa bara meddelanden med taggen',
  'community.guestbook.toLeaveAMessage': '<link>Logga in</link> för att skriva ett meddelande.',

  // Weekdays in the calendars.
  'weekday.mon': 'mån',
  'weekday.tue': 'tis',
  'weekday.wed': 'ons',
  'weekday.thu': 'tor',
  'weekday.fri': 'fre',
  'weekday.sat': 'lör',
  'weekday.sun': 'sön',

  // Who is at the house when.
  'upcoming.stay': '{dates} {name}',

  // Contact and invites
  'community.contactDirectory.whatsapp': 'WhatsApp',
  'community.contactDirectory.contacts': 'Kontakter',
  'community.contactForm.sendMessage': 'Skicka meddelandet',
  'community.contactForm.chooseASubject': 'Välj ett ämne',
  'community.contactForm.subject': 'Ämne',
  'community.contactForm.name': 'Namn',
  'community.contactForm.thankYouWeWill': 'Tack. Vi hör av oss snart.',
  'community.contactForm.messageSentSuccessfully': 'Meddelandet är skickat!',
  'community.contact.youAreNotLogged':
    'Du är inte inloggad. Alla kan skriva till oss; lämna en e-postadress som vi kan svara på.',
  'community.contact.youAreLoggedIn': 'Du är inloggad som {name}. Vi svarar till {email}.',
  'community.contact.sendUsAMessage': 'Skicka ett meddelande till oss',
  'community.contact.loadingContacts': 'Laddar kontakter',
  'community.inviteLanding.youAreInvitedTo': 'Du är inbjuden till {house}',
  'community.inviteLanding.never': 'Aldrig',
  'community.inviteLanding.validUntil': 'Giltig till: {day}',
  'community.inviteLanding.uses': 'Använd: {count}/{max}',
  'community.inviteLanding.youAreInvitedAs': 'Du är inbjuden som <b>{level}</b>.',
  'community.inviteLanding.yourInviteIsValid': 'Din inbjudan är giltig',
  'community.inviteLanding.askTheMemberWho':
    'Be medlemmen som bjöd in dig om en ny inbjudningslänk.',
  'community.inviteLanding.invalidInviteCode': 'Ogiltig inbjudningskod',
  'community.inviteLanding.thisInviteCannotBe': 'Den här inbjudan kan inte användas',
  'community.inviteLanding.checkingYourInviteCode': 'Kontrollerar din inbjudningskod…',
  'community.inviteLanding.noInviteCodeProvided': 'Länken saknar inbjudningskod',
  'community.inviteLanding.invitedByAdmin': 'Inbjuden av {name} (administratör)',
  'community.inviteLanding.invitedByTrusted': 'Inbjuden av {name} (betrodd medlem)',
  'community.inviteLanding.title': 'Din inbjudan',
  'community.inviteLanding.verifyFailed': 'Det gick inte att kontrollera inbjudningskoden',
  'contact.nameRequired': 'Fyll i ditt namn',
  'contact.emailRequired': 'Fyll i din e-postadress',
  'contact.emailInvalid': 'Ange en giltig e-postadress',
  'contact.subjectRequired': 'Välj ett ämne',
  'contact.messageRequired': 'Skriv ett meddelande',
  'contact.messageShort': 'Meddelandet måste vara minst 10 tecken',
  'contact.emailInvalidLong': 'Ange en giltig e-postadress.',
  'contact.networkError': 'Nätverksfel. Kontrollera din anslutning och försök igen.',
  'contact.subject.general': 'Allmän fråga',
  'contact.subject.booking': 'Fråga om bokning',
  'contact.subject.technical': 'Tekniskt problem',
  'contact.subject.feedback': 'Synpunkter',
  'contact.subject.other': 'Annat',

  // A new calendar address.
  'stays.calendarFeedCard.renewed': 'En ny adress är skapad; den gamla fungerar inte längre.',

  // House guides
  'guides.sectionImages.titlePictureIndex1': '{title}, bild {index}',
  'guides.guide.willBeRemovedFrom': '”{title}” tas bort ur guiden.',
  'guides.guide.deleteSection': 'Ta bort avsnittet?',
  'guides.guide.thisGuideHasNo': 'Guiden har inga avsnitt än.',
  'guides.guide.addFirstSection': 'Lägg till ett avsnitt',
  'guides.guide.editSection': 'Redigera avsnitt',
  'guides.guide.addSection': 'Lägg till avsnitt',
  'guides.guide.loadingTheGuide': 'Laddar guiden',
  'guides.guide.theHouseGuidesAre': 'Husguiderna är för verifierade medlemmar.',
  'guides.guide.title': 'Guide',
  'guides.guide.loadFailed': 'Det gick inte att ladda guiden',
  'guides.guide.accessRequired': 'Behörighet krävs',

  // Improvements
  'improvements.howToDonate.donationsAreVerifiedBy':
    'Administratörerna kontrollerar gåvorna för hand, så det kan ta några dagar innan din räknas.',
  'improvements.howToDonate.toSeeHowTo': '<link>Logga in</link> för att se hur du skickar en gåva.',
  'improvements.howToDonate.askAnAdminHow': 'Fråga en administratör hur du skickar en gåva.',
  'improvements.howToDonate.sendYourGiftWith':
    'Skicka din gåva med någon av apparna, till samma nummer:',
  'improvements.howToDonate.howToDonate': 'Så här bidrar du',
  'improvements.improvementCard.done': 'Klar',
  'improvements.improvementCard.fundingGoal': 'Insamlingsmål',
  'improvements.progressCard.givenSoFarVote':
    '{given} insamlat hittills. Rösta på en förbättring för att göra den till målet.',
  'improvements.progressCard.percentOfTheFunding': '{percent} % av insamlingsmålet',
  'improvements.progressCard.given': '{given} av {price} insamlat ({percent} %).',
  'improvements.progressCard.fundingGoalUpdated': 'Insamlingsmålet är uppdaterat',
  'improvements.progressCard.fundingGoalGoalTitle': 'Insamlingsmål: {title}',
  'improvements.votesHeader.tapOrClickYour':
    'Tryck eller klicka på din röst igen för att ta tillbaka den.',
  'improvements.votesHeader.tapOrClickYour2':
    'Tryck eller klicka på din röst igen för att ta tillbaka den, eller på den andra för att flytta den.',
  'improvements.votesHeader.youHave':
    'Du har {up, plural, one {# uppröst} other {# uppröster}} och {down, plural, one {# nedröst} other {# nedröster}} kvar.',
  'improvements.votesHeader.toVoteForWhat':
    '<link>Logga in</link> för att rösta om vad huset ska få härnäst.',
  'improvements.improvements.noImprovementsAreOpen': 'Inga förbättringar går att rösta på just nu.',
  'improvements.improvements.loadingImprovements': 'Laddar förbättringar',
  'improvements.improvements.houseImprovements': 'Förbättringar av huset',
  'improvements.improvementCard.buttonUp': '{label}: {title} ({count} upp)',
  'improvements.improvementCard.buttonDown': '{label}: {title} ({count} ner)',
  'improvements.improvementCard.votes':
    '{total} {size, plural, one {röst} other {röster}} ({up} upp, {down} ner)',
  'improvements.vote.up': 'Rösta upp',
  'improvements.vote.down': 'Rösta ner',
  'improvements.vote.moveUp': 'Ändra din röst till upp',
  'improvements.vote.moveDown': 'Ändra din röst till ner',
  'improvements.vote.withdrawUp': 'Ta tillbaka din uppröst',
  'improvements.vote.withdrawDown': 'Ta tillbaka din nedröst',
  'improvements.voteFailed': 'Det gick inte att rösta',
  'improvements.loadFailed': 'Det gick inte att ladda förbättringarna',

  // A payment app and its number.
  'improvements.howToDonate.appNumber': '{app}: {phone}',

  // Why a vote button is off.
  'improvements.vote.logIn': 'Logga in för att rösta',
  'improvements.vote.signup': 'Slutför registreringen för att rösta',

  // Categories of improvements.
  'improvements.category.interior': 'Inomhus',
  'improvements.category.exterior': 'Utomhus',
  'improvements.category.utilities': 'El, vatten och värme',
  'improvements.category.garden': 'Trädgård',
  'improvements.category.security': 'Säkerhet',
  'improvements.category.other': 'Annat',

  // The approval panel.
  'decline.title': 'Avböj förfrågan',
  'decline.reason': 'Anledning',
  'decline.help': 'Medlemmen läser den i sin plan och i mejlet som skickas.',
  // Högsäsongens omgång, som medlemmar ser den (DECISIONS §18).
  'fail.rounds': 'Det gick inte att ladda omgångarna',
  'fail.roundDraw': 'Det gick inte att ladda lottningen',
  'rounds.title': 'Högsäsongens omgång',
  'rounds.back': 'Tillbaka till dina planer',
  'rounds.loading': 'Laddar omgången',
  'rounds.loadingResult': 'Laddar resultatet',
  'rounds.blockLine': '{block}: {dates}',
  'rounds.blocks': 'Blocken',
  'rounds.caps':
    'Varje medlem får högst {first, plural, one {# block} other {# block}} i första varvet och {total, plural, one {# block} other {# block}} totalt.',
  'rounds.phase.upcoming': 'Omröstningen öppnar {opens} och stänger när {closes} är slut.',
  'rounds.phase.open': 'Omröstningen är öppen till och med {closes}.',
  'rounds.phase.closed':
    'Omröstningen stängde {closes}. Administratörerna beslutar om lottningen; du får resultatet per mejl.',
  'rounds.phase.confirmed':
    'Omröstningen stängde {closes}; lottningen är bekräftad och publicerad.',
  'rounds.howDecided': 'Så avgjordes det',
  'rounds.howDecidedText':
    'Alla som röstade ställdes i ordning: färst högsäsongsnätter under de tre senaste säsongerna först, en plats upp för varje tidigare omgång där de inte fick något, och lika läge avgjort av en blandning från fröet nedan. Sedan fick varje medlem i varv, med ordningen omvänd varje varv, sitt högst rangordnade block som fortfarande var ledigt, med dagarna för städning mellan vistelser, upp till gränserna.',
  'rounds.yourResult': 'Ditt resultat',
  'rounds.yourBlock': 'Du fick {block} ({dates}). Det är bokat åt dig.',
  'rounds.yourBlockGone': 'Du fick {block} ({dates}), och avstod från det.',
  'rounds.giveUp': 'Avstå från vistelsen',
  'rounds.giveUpTitle': 'Avstå från {block}?',
  'rounds.giveUpText':
    'Vistelsen ställs in och dagarna går till dem som väntar på dem, i den här omgångens ordning. Det går inte att ångra.',
  'rounds.keepIt': 'Behåll den',
  'rounds.youGotNothing':
    'Inget block du rangordnade var ledigt när det blev din tur, så du fick inget den här gången. I nästa omgång flyttas du upp en plats för det.',
  'rounds.seed': 'Frö: {seed}',
  'rounds.check': 'Kontrollera lottningen',
  'rounds.checkSame':
    'Kontrollerat: lottningen körd igen från de sparade rösterna och fröet ger exakt det här resultatet.',
  'rounds.checkDiffers':
    'Lottningen körd igen från de sparade rösterna och fröet ger inte det här resultatet. Kontakta en administratör.',
  'rounds.ballot.title': 'Din röst',
  'rounds.ballot.explain':
    'Rangordna de block du vill ha, det du helst vill ha först. Ingen annan ser din röst. Den sparas medan du håller på, och du kan ändra den tills omröstningen stänger.',
  'rounds.ballot.saving': 'Sparar…',
  'rounds.ballot.saved': 'Sparat',
  'rounds.ballot.failed': 'Det gick inte att spara din röst',
  'rounds.ballot.yours': 'Det du rangordnade',
  'rounds.ballot.none': 'Inget rangordnat.',
  'rounds.ballot.yourRanking': 'Din rangordning, det du helst vill ha först',
  'rounds.ballot.empty': 'Du har inte rangordnat något block än: lägg till dem du vill ha nedan.',
  'rounds.ballot.notRanked': 'Inte rangordnade',
  'rounds.ballot.add': 'Lägg till',
  'rounds.ballot.addLabel': 'Lägg till {block} i din rangordning',
  'rounds.ballot.move': 'Flytta {block}, plats {rank}',
  'rounds.ballot.remove': 'Ta bort {block} från din rangordning',
  'rounds.ballot.dragHelp':
    'Flytta ett block genom att trycka på mellanslag eller Enter för att ta upp det, piltangenterna för att flytta det och mellanslag eller Enter igen för att släppa det. Escape avbryter.',
  'rounds.ballot.pickedUp': 'Tog upp {block}.',
  'rounds.ballot.over': '{block} är nu över plats {rank}.',
  'rounds.ballot.droppedAt': '{block} släpptes på plats {rank}.',
  'rounds.ballot.dropped': '{block} släpptes.',
  'rounds.ballot.cancelled': 'Flytten av {block} avbröts.',
  'rounds.banner.closes':
    '{days, plural, =0 {Omröstningen i {round} stänger i dag} one {Omröstningen i {round} stänger i morgon} other {Omröstningen i {round} stänger om # dagar}}',
  'rounds.banner.notRanked': 'Du har inte rangordnat något block än.',
  'rounds.banner.ranked':
    '{count, plural, one {Du har rangordnat # block.} other {Du har rangordnat # block.}}',
  'rounds.banner.rank': 'Rangordna blocken',
  'rounds.banner.change': 'Ändra din röst',
  'rounds.banner.published': 'Omgången {round} är lottad.',
  'rounds.banner.seeResult': 'Se resultatet',
  'rounds.draw.order': 'Ordningen',
  'rounds.draw.orderExplain':
    'Färst högsäsongsnätter först; varje medlem valde i den här ordningen.',
  'rounds.draw.place': 'Plats',
  'rounds.draw.member': 'Medlem',
  'rounds.draw.why': 'Varför den platsen',
  'rounds.draw.why.nights':
    '{count, plural, one {# högsäsongsnatt} other {# högsäsongsnätter}} under de tre senaste säsongerna',
  'rounds.draw.why.lot': 'lika läge avgjort genom lottning ({lot})',
  'rounds.draw.why.movedUp':
    '{count, plural, one {flyttad upp 1 plats för en omgång utan något} other {flyttad upp # platser för # omgångar utan något}}',
  'rounds.draw.you': 'Du',
  'rounds.draw.blocks': 'Varje block',
  'rounds.draw.block': 'Block',
  'rounds.draw.givenTo': 'Gick till',
  'rounds.draw.pass': 'Varv',
  'rounds.draw.nobody': 'Ingen: öppet för planer',
  'rounds.draw.unclaimed': 'Ingen fick: {blocks}. De är öppna för vanliga planer.',
  'rounds.draw.passes': 'Varje varv',
  'rounds.draw.passTitle': 'Varv {pass}',
  'rounds.draw.turnGiven': '{name}: {blocks}',
  'rounds.draw.rankedAs': '{block} (plats {rank})',
  'rounds.draw.turnNothingFree': '{name}: inget av det som rangordnades var ledigt',
  'rounds.draw.turnDone': '{name}: har alla block en medlem kan få',
  // Väntelistan (DECISIONS §19).
  'fail.waitlist': 'Det gick inte att ladda din väntelista',
  'waitlist.failed': 'Det gick inte att ändra din väntelista',
  'waitlist.title': 'Väntar på datum',
  'waitlist.explain':
    'Vänta på dagar som är bokade: om en vistelse där ställs in eller avböjs erbjuds dagarna dem som väntar, en i taget i den ordning de bad, per mejl och här.',
  'waitlist.offer.title': '{dates} är lediga för dig',
  'waitlist.offer.held':
    'Hålls åt dig till {until}. Ta dem för att be administratörerna om dem, eller tacka nej så att nästa medlem i kön tillfrågas.',
  'waitlist.offer.claim': 'Ta dem',
  'waitlist.offer.refuse': 'Nej tack',
  'waitlist.wish.line':
    '{nights, plural, one {Minst # natt} other {Minst # nätter}} · nummer {place} i kön',
  'waitlist.wish.claimed':
    '{nights, plural, one {Minst # natt} other {Minst # nätter}} · tagna, hos administratörerna',
  'waitlist.wish.withdraw': 'Sluta vänta',
  'waitlist.wish.withdrawLabel': 'Sluta vänta på {from} – {to}',
  'waitlist.form.from': 'Första dagen',
  'waitlist.form.to': 'Sista dagen',
  'waitlist.form.nights': 'Minst antal nätter',
  'waitlist.form.submit': 'Säg till om datumen blir lediga',
  'waitlist.form.days': 'Välj första och sista dagen, den första före den sista.',
  'stays.timelineBar.waitForThese': 'Säg till om datumen blir lediga',
  // Byten och gåvor (DECISIONS §19).
  'fail.swaps': 'Det gick inte att ladda byten och gåvor',
  'swaps.failed': 'Det gick inte att ändra bytet eller gåvan',
  'swaps.title': 'Byten och gåvor',
  'swaps.explain':
    'Erbjud en av dina vistelser till en annan medlem, mot en av deras eller som gåva. De har 48 timmar på sig att svara; gäller det högsäsong godkänner också en administratör.',
  'swaps.status.offered': 'Väntar på svar',
  'swaps.status.accepted': 'Accepterat, väntar på en administratör',
  'swaps.status.done': 'Klart',
  'swaps.status.declined': 'Avböjt',
  'swaps.status.lapsed': 'Inte besvarat i tid',
  'swaps.status.refused': 'Nekat av en administratör',
  'swaps.status.void': 'Upphört: en vistelse ändrades',
  'swaps.line.swap': '{from} erbjuder {to} vistelsen {stay} mot {theirs}',
  'swaps.line.gift': '{from} ger {to} vistelsen {stay}',
  'swaps.note': 'Anteckning: {note}',
  'swaps.accept': 'Acceptera',
  'swaps.decline': 'Avböj',
  'swaps.approve': 'Godkänn',
  'swaps.refuse': 'Neka',
  'swaps.answerLabel': '{answer}: {what}',
  'swaps.form.title': 'Erbjud en av dina vistelser',
  'swaps.form.stay': 'Din vistelse',
  'swaps.form.member': 'Till',
  'swaps.form.chooseMember': 'Välj en medlem',
  'swaps.form.for': 'I utbyte mot',
  'swaps.form.gift': 'Ingenting: en gåva',
  'swaps.form.noStays': 'Du har ingen kommande vistelse att erbjuda.',
  'swaps.form.note': 'Anteckning (valfri)',
  'swaps.form.send': 'Erbjud den',
  'swaps.form.sent': 'Erbjuden. De har 48 timmar på sig att svara.',
  'swaps.toApprove': 'Byten att godkänna',
  'stays.optionRow.offer': 'Erbjud till en annan medlem',
  'stays.optionRow.offerDates': 'Erbjud till en annan medlem: {dates}',
  'given.title': 'Dina andra vistelser',
  'given.fromRound': 'Från {round}: {block}',
  'given.fromSwap': 'Från ett byte eller en gåva',
  // Husets koder i husguiden (DECISIONS §20).
  'codes.title': 'Husets koder',
  'codes.loading': 'Laddar husets koder',
  'codes.loadFailed': 'Det gick inte att ladda husets koder',
  'codes.closed': 'Koderna visas från {day} 00:00 tills du reser.',
  'codes.noStay':
    'Koderna visas för medlemmar med en bokad vistelse, från dagen före ankomst tills de reser.',
  'codes.until': 'Visas tills du reser: {day}, 12:00.',
  'codes.admin':
    'Som administratör ser du koderna när som helst; medlemmar från dagen före ankomst tills de reser.',
  'codes.none': 'Inga koder finns ännu.',
  'codes.edit': 'Ändra koder',
  'offline.keep': 'Spara för offline',
  'offline.kept':
    'Sparat för offline {date}: båda guiderna med {count, plural, one {# bild} other {# bilder}}, dina vistelser och deras checklistor.',
  'offline.keptGuides':
    'Sparat för offline {date}: båda guiderna med {count, plural, one {# bild} other {# bilder}}.',
  'offline.notKept': 'Inget är sparat för offline på den här telefonen ännu.',
  'offline.keepFailed':
    'Det gick inte att spara allt för offline. Försök igen med bättre täckning.',
  'offline.title': 'Offline i huset',
  'house.queued': 'Sparat på telefonen: skickas när nätet är tillbaka.',
  // I huset: checklistor och husloggen (DECISIONS §20).
  'house.title': 'I huset',
  'house.loading': 'Laddar det som finns för huset',
  'house.loadFailed': 'Det gick inte att ladda checklistorna',
  'house.tickFailed': 'Det gick inte att spara bocken',
  'house.noteFailed': 'Det gick inte att spara anteckningen',
  'house.logFailed': 'Det gick inte att spara i husloggen',
  'house.listFailed': 'Det gick inte att spara checklistan',
  'house.whichStay': 'Din vistelse',
  'house.yourStay': 'Din vistelse {from} – {to}.',
  'house.noStay':
    'Du har ingen kommande vistelse. Checklistorna för en vistelse visas här när den är bokad.',
  'house.arrival': 'Checklista vid ankomst',
  'house.departure': 'Checklista vid avresa',
  'house.progress': '{done} av {total} klara',
  'house.emptyList': 'Administratörerna har inte gjort den här listan ännu.',
  'house.reading': 'Mätarställning ({unit})',
  'house.readingNoUnit': 'Mätarställning',
  'house.readingFirst': 'Skriv in mätarställningen och bocka sedan av punkten.',
  'house.tickedBy': 'Avbockad av {name}, {when}',
  'house.before.title': 'Lämnat av {name} ({day})',
  'house.before.nothing': 'De lämnade ingen anteckning och bockade av varje punkt.',
  'house.before.low': 'Håller på att ta slut: {text}',
  'house.before.broken': 'Trasigt: {text}',
  'house.before.readings': 'Deras mätarställningar',
  'house.before.reading': '{text}: {value} {unit}',
  'house.before.unticked': 'Inte avbockat',
  'house.note.low': 'Vad håller på att ta slut?',
  'house.note.broken': 'Vad är trasigt?',
  'house.note.save': 'Spara anteckningen',
  'house.note.saved': 'Sparat. Nästa familj som kommer ser den.',
  'house.log.title': 'Husloggen',
  'house.log.open': 'Öppet i husloggen',
  'house.log.none': 'Inget är antecknat.',
  'house.log.broken': 'Trasigt',
  'house.log.low': 'Håller på att ta slut',
  'house.log.done': 'Klart',
  'house.log.by': '{name}, {when}',
  'house.log.kind': 'Vad gäller det?',
  'house.log.what': 'Vad är trasigt eller håller på att ta slut?',
  'house.log.needText': 'Skriv vad som är trasigt eller håller på att ta slut.',
  'house.log.add': 'Lägg till i husloggen',
  'house.log.added': 'Antecknat. Administratörerna och nästa familj som kommer ser det.',
  'house.log.markDone': 'Markera klart',
  'house.log.markDoneLabel': 'Markera klart: {text}',
  'codes.checklists': 'Checklistor för ankomst och avresa',
};

export default sv;
