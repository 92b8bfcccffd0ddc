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

  // Signing in, creating an account, a new password.
  'auth.login': 'Login',
  'auth.create': 'Create Account',
  'auth.reset': 'Reset Password',
  'auth.signedIn': 'Signed in. One moment…',
  'auth.or': 'or',
  'auth.googleFailed': 'Google login failed',
  'auth.email': 'Email',
  'auth.password': 'Password',
  'auth.confirmPassword': 'Confirm password',
  'auth.cancel': 'Cancel',
  'auth.forgot': 'Forgot your password',
  'auth.unknownError': 'Unknown server error',
  'auth.mismatch': "Passwords don't match.",
  'auth.requiredFields': 'Please fill in all required fields.',
  'auth.registrationFailed': 'Registration failed',
  'auth.inviteCode': 'Invite code',
  'auth.backToLogin': 'Back to Login',
  'auth.sendReset': 'Send Reset Email',
  'auth.resetSent':
    'If an account exists for that email, a password reset link is on its way. Check your inbox.',
  'auth.checkingInvite': 'Verifying invite code...',
  'auth.validInvite': 'Valid invite: {level}, from {name}',
  'auth.level.trusted': 'Trusted User',
  'auth.level.verified': 'Verified User',
  'signup.title': 'Complete Signup',
  'signup.heading': 'Complete your signup',
  'signup.adminIntro': 'Tell us your name to finish setting up your admin account.',
  'signup.intro': 'Enter your name and the invite code you were given to get access.',
  'signup.noCode':
    'No invite code? Ask the member who invited you to make one for you, or write to us through the <link>contact form</link>.',
  'signup.done': 'Signup completed successfully!',
  'signup.namesRequired': 'First and last name are required',
  'signup.codeRequired': 'Invite code is required',
  'signup.codeInvalid': 'Please enter a valid invite code',
  'signup.failed': 'Signup failed',
  'signup.submit': 'Complete Signup',

  // Confirming an admin address, choosing a new password.
  'confirm.heading': 'Confirm your email address',
  'confirm.pending':
    "{email} is an administrator's address. We have sent a link to it: open it within an hour and choose the account's password there, and the account gets its admin rights. Opening the link signs out every other session, this one too unless it is in this browser.",
  'confirm.noMail':
    "No mail? Look in the spam folder, or send a new link. On a server without mail set up, the link is written to the server's log.",
  'confirm.resent': 'A new confirmation link is on its way to {email}.',
  'confirm.haveConfirmed': 'I Have Confirmed It',
  'confirm.sendNew': 'Send a New Link',
  'confirm.title': 'Confirm Email Address',
  'confirm.done':
    'Your email address is confirmed, and the password you chose is now the only one.',
  'confirm.signedIn': "You are signed in, with your account's admin rights.",
  'confirm.goHome': 'Go to Home',
  'confirm.intro':
    "Confirm that this address is yours by choosing the account's password. It replaces any password set before, and every other session is signed out: whoever made the account without this mailbox keeps nothing.",
  'password.enterAndConfirm': 'Please enter and confirm your new password',
  'password.mismatch': 'Passwords do not match',
  'password.new': 'New password',
  'password.confirmNew': 'Confirm new password',
  'password.required': 'Password is required',
  'password.confirmRequired': 'Please confirm your password',
  'reset.title': 'Choose a New Password',
  'reset.heading': 'Reset your password',
  'reset.noToken': 'No reset token provided in URL',
  'reset.done': 'Your password has been reset. Taking you to the login page…',
  'reset.checking': 'Checking your reset link…',
  'reset.validateFailed': 'Failed to validate reset token',
  'reset.invalid': 'Invalid reset token',
  'reset.intro': 'Choose a new password for {email}.',

  // The password fields’ button.
  'password.toggle': 'Toggle password visibility',
};

export default en;

/** Every text's key. */
export type MessageKey = keyof typeof en;
/** A language's texts: one for every key, no more. */
export type Catalogue = Record<MessageKey, string>;
