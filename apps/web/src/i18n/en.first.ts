/**
 * The English texts a visitor's first page needs: the layout around every screen, Home, and what a
 * failed call or screen says (decision 0047). Every other screen's texts are in `en.ts`, fetched
 * with its code; `en.ts` holds these too, so it is the whole catalogue.
 */
const first = {
  // The layout around every screen.
  'layout.skip': 'Skip to content',
  'layout.mainNav': 'Main',
  'layout.openMenu': 'Open menu',
  'layout.closeMenu': 'Close menu',
  'layout.loading': 'Loading',
  'layout.footer':
    'A stay costs {fee} (about {euros} EUR) for cleaning and maintenance. Anything more is voluntary and goes to house improvements.',
  'layout.footerRates':
    'A stay costs {rates}. Anything more is voluntary and goes to house improvements.',
  'fee.perNight': '{fee} a night',
  'fee.perPersonNight': '{adult} per adult or guest and night, {child} per child and night',
  'fee.withCleaning': '{rates}, plus {cleaning} for cleaning',
  // Offline at the house (DECISIONS §20).
  'offline.banner': 'Offline — showing what was saved on {date}',
  'offline.bannerNone': 'Offline — showing what this phone saved',
  'offline.needsNetwork': 'This needs the network: it shows once you are online again.',
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
  'nav.planVisit': 'Plan Your Visit',
  'nav.timeline': 'Timeline',
  'nav.atTheHouse': 'At the house',
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

  // Screens that say something went wrong.
  'notFound.title': 'Page Not Found',
  'notFound.heading': 'Page not found',
  'notFound.text':
    'There is nothing at this address. It may have moved, or the link may be mistyped.',
  'notFound.back': 'Back to Home',
  'screenError.title': 'Something went wrong',
  'screenError.text': 'This screen could not be shown.',
  'screenError.reload': 'Reload',

  // Home.
  'home.title': 'Home',
  'home.welcome': 'Welcome back, {name}!',
  'home.welcomeText': 'Enjoy the private collection of images along with the public ones.',
  'home.loadingPhotos': 'Loading photos',
  'home.noPhotos': 'No photos yet.',

  // Home's carousel.
  'community.carouselImage.imageNotAvailable': 'Image not available',
  'community.imageCarousel.index1OfImages': '{index} of {count}',
  'community.imageCarousel.photosOfTheHouse': 'Photos of the house',
  'community.imageCarousel.photoOf': '{house}, {day}',
  'community.imageCarousel.carousel': 'carousel',
  'community.imageCarousel.slide': 'slide',
  'community.imageCarousel.previous': 'Previous image',
  'community.imageCarousel.next': 'Next image',

  // Pieces many screens share.
  'common.tag': '#{tag}',
  'common.ofMax': '{count}/{max}',
  'common.withCount': '{name} ({count})',
  'common.range': '{from} – {to}',
  'common.save': 'Save',
  'common.nextPage': 'Next page',
  'common.previousPage': 'Previous page',
  'common.copied': 'Copied',
  'common.loadingEllipsis': 'Loading…',

  // What a call says when the server gave no answer the app can read.
  'fail.summary': 'Failed to load what is waiting',
  'fail.failedMails': 'Failed to load the mail not sent',
  'fail.sendAgain': 'Failed to queue the mail again',
  'fail.tags': 'Failed to load tags',
  'fail.guestbook': 'Failed to load guestbook entries',
  'fail.authConfig': 'Failed to load sign-in options',
  'fail.resendConfirmation': 'Failed to send a new confirmation link',
  'fail.requestReset': 'Failed to send password reset email.',
  'fail.confirmEmail': 'Failed to confirm your email address',
  'fail.resetPassword': 'Failed to reset password',
  'fail.login': 'Login failed',
  'fail.changePassword': 'Failed to change your password',
  'fail.updateProfile': 'Failed to save your details',
  'fail.images': 'Failed to load images',
  'fail.message': 'Failed to load the message',
  'fail.houseName': "Failed to load the house's name",
  'fail.about': 'Failed to load the About page',
  'fail.pendingApprovals': 'Failed to fetch pending approvals',
  'fail.stayPlans': 'Failed to load stay plans',
  'fail.history': 'Failed to load the history',
  'fail.decisions': 'Failed to load the decisions',
  'fail.longestStay': 'Failed to load the longest stay',
  'fail.calendarFeed': 'Failed to load your calendar address',
  'fail.renewCalendarFeed': 'Failed to make a new address',
  'fail.calendarFile': 'Failed to make the calendar file',
  'fail.cancelStay': 'Failed to cancel the stay',
  'fail.upcoming': 'Failed to load the stays ahead',
  'fail.fairShare': 'Failed to load your share',
  'fail.fairShareTable': 'Failed to load the fair share',
  'fail.highSeason': 'Failed to load the high season',
  'fail.deletePlan': 'Failed to remove the plan',
  'fail.health': 'The server does not answer',
  'fail.toggleDone': 'Failed to mark the improvement',
  'fail.improvements': 'Failed to fetch improvements',
  'fail.addDonation': 'Failed to add donation',
  'fail.addImprovement': 'Failed to add the improvement',
  'fail.payment': 'Failed to load the payment details',
  'fail.editImprovement': 'Failed to save the improvement',
  'fail.toggleDonation': 'Failed to update donation',
  'fail.deleteImprovement': 'Failed to delete the improvement',
  'fail.donations': 'Failed to fetch donations',
  'fail.vote': 'Failed to vote',
  'fail.contactInfo': 'Failed to load contact information',
  'fail.sendContact': 'Failed to send message. Please try again.',
  'fail.deleteSection': 'Failed to delete section',
  'fail.guidePictures': 'Failed to load the guide pictures',
  'fail.members': 'Failed to load the members',
  'fail.changeMember': 'Failed to change the member',
  'fail.owners': 'Failed to load the owners',
  'fail.setOwners': 'Failed to save the shares',
  'fail.invites': 'Failed to load the invite codes',
  'fail.withdrawInvite': 'Failed to withdraw the invite code',
  'fail.photos': 'Failed to load the pictures',
  'fail.deletePhoto': 'Failed to delete the picture',
  'fail.clock': 'Failed to load the date',
  'fail.language': 'Failed to save your language',
  'fail.profile': 'Failed to load your profile',

  // What the theme names on every screen: the date pickers' and the password field's buttons.
  'dates.clear': 'Clear the date',
  'dates.nextMonth': 'Next month',
  'dates.previousMonth': 'Previous month',
  'dates.nextYear': 'Next year',
  'dates.previousYear': 'Previous year',
  'dates.nextDecade': 'Next decade',
  'dates.previousDecade': 'Previous decade',
  'dates.chooseMonth': 'Choose a month',
  'dates.chooseYear': 'Choose a year',
  'password.toggle': 'Toggle password visibility',
};

export default first;

/** The keys of the first page's texts. */
export type FirstKey = keyof typeof first;
/** A language's texts for the first page: one for every key, no more. */
export type FirstCatalogue = Record<FirstKey, string>;
