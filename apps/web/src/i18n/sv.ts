import { serverSv } from '@stuga/shared/i18n/server.sv';
import type { Catalogue } from './en';

/**
 * The app's Swedish texts, as a Swede writes to family and friends (decision 0021). The same keys
 * as `en.ts`, with the same placeholders.
 */
const sv: Catalogue = {
  ...serverSv,

  'layout.skip': 'Hoppa till innehållet',
  'layout.mainNav': 'Huvudmeny',
  'layout.openMenu': 'Öppna menyn',
  'layout.closeMenu': 'Stäng menyn',
  'layout.loading': 'Laddar',
  'layout.footer':
    'En vistelse kostar {fee} (ungefär {euros} euro) för städning och underhåll. Allt utöver det är frivilligt och går till förbättringar av huset.',
  'layout.profileLabel': 'Din profil: {name}',
  'layout.signedInAs': 'Inloggad som {name}',
  'layout.language': 'Språk',
  'nav.home': 'Hem',
  'nav.about': 'Om huset',
  'nav.guestbook': 'Gästbok',
  'nav.improvements': 'Förbättringar',
  'nav.contact': 'Kontakt',
  'nav.login': 'Logga in',
  'nav.logout': 'Logga ut',
  'nav.completeSignup': 'Slutför registreringen',
  'nav.houseGuide': 'Husguide',
  'nav.areaGuide': 'Områdesguide',
  'nav.planVisit': 'Planera ditt besök',
  'nav.timeline': 'Tidslinje',
  'nav.admin': 'Admin',
  'nav.inviteCodes': 'Inbjudningskoder',

  'common.close': 'Stäng',
  'common.cancel': 'Avbryt',
  'common.delete': 'Ta bort',
  'common.tryAgain': 'Försök igen',
  'common.couldNotLoad': 'Det gick inte att ladda',
  'common.you': '{name} (du)',
  'common.networkError': 'Nätverksfel. Försök igen.',
  'dates.nextMonth': 'Nästa månad',
  'dates.previousMonth': 'Föregående månad',
  'dates.nextYear': 'Nästa år',
  'dates.previousYear': 'Föregående år',
  'dates.nextDecade': 'Nästa årtionde',
  'dates.previousDecade': 'Föregående årtionde',
  'dates.chooseMonth': 'Välj månad',
  'dates.chooseYear': 'Välj år',
  'person.firstName': 'Förnamn',
  'person.lastName': 'Efternamn',
  'person.phone': 'Telefon (valfritt)',
  'person.firstNameMissing': 'Fyll i förnamn',
  'person.lastNameMissing': 'Fyll i efternamn',

  'notFound.title': 'Sidan finns inte',
  'notFound.heading': 'Sidan finns inte',
  'notFound.text':
    'Det finns ingenting på den här adressen. Sidan kan ha flyttats, eller så är länken felskriven.',
  'notFound.back': 'Tillbaka till startsidan',
  'screenError.title': 'Något gick fel',
  'screenError.text': 'Den här sidan kunde inte visas.',
  'screenError.reload': 'Ladda om',
  'access.title': 'Den sidan är inte tillgänglig',
  'access.admin': 'Den här sidan är bara för administratörer.',
  'access.trusted': 'Den här sidan är för betrodda medlemmar och administratörer.',
  'access.booking': 'Den här sidan är för medlemmar som planerar vistelser, och administratörer.',
  'access.verified': 'Den här sidan är för medlemmar som har slutfört sin registrering.',
  'access.other': 'Ditt konto kan inte öppna den sidan.',
  'access.timeline': '<link>Se tidslinjen</link> för allas vistelser.',

  'home.title': 'Hem',
  'home.welcome': 'Välkommen tillbaka, {name}!',
  'home.welcomeText': 'Titta gärna på de privata bilderna tillsammans med de offentliga.',
  'home.loadingPhotos': 'Laddar bilder',
  'home.noPhotos': 'Inga bilder än.',
  'upcoming.title': 'I huset de kommande sex månaderna',
  'upcoming.loading': 'Laddar kommande vistelser',
  'upcoming.none': 'Inga vistelser är bokade de kommande sex månaderna.',
};

export default sv;
