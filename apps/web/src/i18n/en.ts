/**
 * The app's English texts: SPEC's exact words (decision 0021). Keys name where a text is used;
 * messages are ICU MessageFormat (`{count, plural, one {# request} other {# requests}}`). The
 * Swedish catalogue (`sv.ts`) has exactly these keys, checked by its type and by a unit test.
 */
import { serverEn } from '@stuga/shared/i18n/server.en';

const en = {
  // What the server says when it refuses something, by its code (`api.…`).
  ...serverEn,

  // The layout around every screen.
  'layout.skip': 'Skip to content',
  'layout.mainNav': 'Main',
  'layout.openMenu': 'Open menu',
  'layout.closeMenu': 'Close menu',
  'layout.loading': 'Loading',
  'layout.footer':
    'A stay costs {fee} (about {euros} EUR) for cleaning and maintenance. Anything more is voluntary and goes to house improvements.',
  'layout.profileLabel': 'Your profile: {name}',
  'layout.signedInAs': 'Signed in as {name}',
  'layout.language': 'Language',
  'nav.home': 'Home',
  'nav.about': 'About',
  'nav.guestbook': 'Guestbook',
  'nav.improvements': 'Improvements',
  'nav.contact': 'Contact',
  'nav.login': 'Login',
  'nav.logout': 'Logout',
  'nav.completeSignup': 'Complete Signup',
  'nav.houseGuide': 'House guide',
  'nav.areaGuide': 'Area guide',
  'nav.planVisit': 'Plan a Visit',
  'nav.timeline': 'Timeline',
  'nav.admin': 'Admin',
  'nav.inviteCodes': 'Invite Codes',

  // Pieces many screens share.
  'common.close': 'Close',
  'common.cancel': 'Cancel',
  'common.delete': 'Delete',
  'common.tryAgain': 'Try again',
  'common.couldNotLoad': 'Could not load',
  'common.you': '{name} (you)',
  'common.networkError': 'Network error. Please try again.',
  'dates.nextMonth': 'Next month',
  'dates.previousMonth': 'Previous month',
  'dates.nextYear': 'Next year',
  'dates.previousYear': 'Previous year',
  'dates.nextDecade': 'Next decade',
  'dates.previousDecade': 'Previous decade',
  'dates.chooseMonth': 'Choose a month',
  'dates.chooseYear': 'Choose a year',
  'person.firstName': 'First name',
  'person.lastName': 'Last name',
  'person.phone': 'Phone (optional)',
  'person.firstNameMissing': 'First name is required',
  'person.lastNameMissing': 'Last name is required',

  // Screens that say something went wrong.
  'notFound.title': 'Page Not Found',
  'notFound.heading': 'Page not found',
  'notFound.text':
    'There is nothing at this address. It may have moved, or the link may be mistyped.',
  'notFound.back': 'Back to Home',
  'screenError.title': 'Something went wrong',
  'screenError.text': 'This screen could not be shown.',
  'screenError.reload': 'Reload',
  'access.title': 'That page is not available',
  'access.admin': 'This page is for admins only.',
  'access.trusted': 'This page is for trusted members and admins.',
  'access.booking': 'This page is for members who plan stays, and admins.',
  'access.verified': 'This page is for members who have completed their signup.',
  'access.other': 'Your account cannot open that page.',
  'access.timeline': '<link>See the timeline</link> for everyone’s stays.',

  // Home.
  'home.title': 'Home',
  'home.welcome': 'Welcome back, {name}!',
  'home.welcomeText': 'Enjoy the private collection of images along with the public ones.',
  'home.loadingPhotos': 'Loading photos',
  'home.noPhotos': 'No photos yet.',
  'upcoming.title': 'At the house in the next six months',
  'upcoming.loading': 'Loading the stays ahead',
  'upcoming.none': 'No stays are booked for the next six months.',
};

export default en;

/** Every text's key. */
export type MessageKey = keyof typeof en;
/** A language's texts: one for every key, no more. */
export type Catalogue = Record<MessageKey, string>;
