/**
 * The app's English texts: SPEC's exact words (decision 0021). Keys name where a text is used;
 * messages are ICU MessageFormat (`{count, plural, one {# request} other {# requests}}`). The
 * Swedish catalogue (`sv.ts`) has exactly these keys, checked by its type and by a unit test.
 */
import { serverEn } from '@stuga/shared/i18n/server.en';
import type { AdminKey } from './admin.en';
import first from './en.first';

const en = {
  // What the server says when it refuses something, by its code (`api.…`).
  ...serverEn,
  // The first page's texts (`en.first.ts`).
  ...first,

  // Pieces many screens share.
  'person.firstName': 'First name',
  'person.lastName': 'Last name',
  'person.phone': 'Phone (optional)',
  'person.firstNameMissing': 'First name is required',
  'person.lastNameMissing': 'Last name is required',

  // Screens a member may not open.
  'access.title': 'That page is not available',
  'access.admin': 'This page is for admins only.',
  'access.trusted': 'This page is for trusted members and admins.',
  'access.booking': 'This page is for members who plan stays, and admins.',
  'access.verified': 'This page is for members who have completed their signup.',
  'access.other': 'Your account cannot open that page.',
  'access.timeline': '<link>See the timeline</link> for everyone’s stays.',

  // Home: who is at the house (a member's part).
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

  // stays: moved from the screens
  'stays.bookStay.removePlan': 'Remove plan',
  'stays.bookStay.addPlan': 'Add Plan',
  'stays.bookStay.whoIsComing': 'Who is coming',
  'stays.bookStay.loadingYourPlans': 'Loading your plans',
  'stays.bookStay.belowIsANew': 'Below is a new plan kept on this page only until it is saved.',
  'stays.bookStay.yourPlansCouldNot': 'Your plans could not be loaded',
  'stays.bookStay.planYourVisit': 'Plan Your Visit',
  'stays.bookStay.verifiedMembersPlanVisits':
    'Verified members plan visits through an admin: <link>contact us</link>.',
  'stays.bookStay.removeTitled': 'Remove {title}?',
  'stays.bookStay.removeThis': 'Remove this plan?',
  'stays.bookStay.removeText':
    'The plan and its {count, plural, one {option go} other {options go}} for good, and requests still waiting are withdrawn.',
  'stays.bookStay.unsaved': 'Your changes to {titles} are not saved. Submit the plan to keep them.',
  'stays.bookStay.youDoNotHave': 'You do not have permission to access the booking system.',

  // Why the plans did not load (SPEC §8).
  'stays.load.somethingWrong': 'Something went wrong on our side. Please try again in a moment.',
  'stays.load.accessDenied': 'Access denied. You do not have permission to view stay plans.',
  'stays.load.httpError': 'HTTP error! status: {status}',
  'stays.load.apiNotFound':
    'Stay plans API not found. Please check if the backend is running and the database is set up correctly.',
  'stays.load.serverError': 'Server error. Please check the backend logs.',
  'stays.load.failed': 'Failed to load stay plans: {message}',
  'stays.load.healthFailed': 'Backend health check failed: {message}',

  // stays: moved from the screens
  'stays.helpCard.questionsAboutDatesKeys':
    'Questions about dates, keys or the house? Write to us.',
  'stays.helpCard.needHelp': 'Need help?',
  'stays.infoCard.approvedStaysLeaveFour':
    'Approved stays leave four days between guests for cleaning.',
  'stays.infoCard.submitItTheAdmins':
    'Submit it: the admins approve one option of each plan, or explain why not.',
  'stays.infoCard.makeAPlanAnd':
    'Make a plan and add the dates you would like, your favourite first.',
  'stays.infoCard.howItWorks': 'How it works',
  'stays.legend.darkerFirstChoice': 'Darker: first choice',
  'stays.legend.legend': 'Legend',
  'stays.optionList.optionsFirstChoiceFirst': 'Options, first choice first',
  'stays.optionList.noOptionsYetChoose':
    'No options yet: choose dates above and add them, your favourite first.',
  'stays.optionRow.swipeToDelete': 'Swipe to delete',
  'stays.optionRow.releaseToDelete': 'Release to delete',
  'stays.optionRow.deleteOptionDates': 'Delete option {dates}',
  'stays.optionRow.personalNoteOnlyYou': 'Personal note (only you and the admins see it)',
  'stays.optionRow.personalNoteForDates': 'Personal note for {dates}',
  'stays.optionRow.history': 'History',
  'stays.optionRow.historyOfDates': 'History of {dates}',
  'stays.optionRow.addToCalendar': 'Add to calendar',
  'stays.optionRow.addToCalendarDates': 'Add to calendar: {dates}',
  'stays.optionRow.cancelStay': 'Cancel stay',
  'stays.optionRow.cancelStayDates': 'Cancel stay {dates}',
  'stays.optionRow.declined': 'Declined: {reason}',
  'stays.optionRow.datesAndNights':
    '{dates} <dim>({nights, plural, one {# night} other {# nights}})</dim>',
  'stays.optionRow.thePlanSValidity': "The plan's validity passed before this request was decided.",
  'stays.optionRow.youCancelledThisStay': 'You cancelled this stay.',
  'stays.optionRow.moveOptionRankDates': 'Move option {rank}, {dates}',
  'stays.planCard.willBeCancelledThe':
    'Your stay {from} – {to} will be cancelled. The dates become free for others at once, and the admins are told. This cannot be undone.',
  'stays.planCard.keepMyStay': 'Keep my stay',
  'stays.planCard.cancelThisStay': 'Cancel this stay?',
  'stays.planCard.addAtLeastOne': 'Add at least one option to submit the plan.',
  'stays.planCard.addOption': 'Add Option',
  'stays.planCard.arrivalDeparture': 'Arrival – departure',
  'stays.planCard.datesOfAStay': 'Dates of a stay',
  'stays.planCard.removePlanTitle': 'Remove {title}',
  'stays.planCard.planTitle': 'Plan title',
  'stays.planCard.plan': 'Plan',
  'stays.validityBox.validUntil': 'Valid until',
  'stays.validityBox.itIsFineWaiting':
    'It is fine if this plan is not confirmed until {day}: {left, plural, one {# day} other {# days}} left. After that it can no longer be changed, and requests still waiting expire.',
  'stays.dates': '{from} - {to}',
  'stays.validityBox.ifYouCanWait': 'If you can wait longer, move the date later.',
  'stays.validityBox.itIsFineIf':
    'It is fine if this plan is not confirmed until {day}: {left, plural, one {# day} other {# days}} left. After that it can no longer be changed.',
  'stays.validityBox.thisPlanExpiredOn': 'This plan expired on {day}.',

  // Plan cards and their options, in a sentence.
  'stays.planCard.chooseDays': 'Please choose the first and the last day of the stay.',
  'stays.planCard.savedValidUntil': 'Saved. Valid until {day}.',
  'stays.planCard.submitted': 'Plan submitted. The admins will look at it soon.',
  'stays.planCard.saveFailed': 'Failed to save stay plan. Please try again.',
  'stays.planCard.cancelled': 'Your stay is cancelled. Its dates are free again.',
  'stays.planCard.cancelFailed': 'Failed to cancel the stay. Please try again.',
  'stays.planCard.booked': 'Booked',
  'stays.optionList.theOption': 'the option',
  'stays.optionList.dragHelp':
    'To reorder an option, press Space or Enter to pick it up, the arrow keys to move it, and Space or Enter again to drop it. Escape cancels.',
  'stays.optionList.pickedUp': 'Picked up {option}.',
  'stays.optionList.over': '{option} is now over position {position}.',
  'stays.optionList.droppedAt': '{option} dropped at position {position}.',
  'stays.optionList.dropped': '{option} dropped.',
  'stays.optionList.cancelled': 'Moving {option} was cancelled.',

  // An option’s rank.
  'stays.optionRow.rank': '{rank}.',

  // A decided plan.
  'stays.validityBox.decided': 'Your stay {from} – {to} is approved.',

  // Statuses of a stay option; the submit button.
  'status.planning': 'Planning',
  'status.pending': 'Pending',
  'status.approved': 'Approved',
  'status.declined': 'Declined',
  'status.committed': 'Committed',
  'status.cancelled': 'Cancelled',
  'status.expired': 'Expired',
  'stays.submit': 'Submit Plan',
  'stays.saveAndSubmit': 'Save & Submit Plan',

  // stays: moved from the screens
  'stays.calendarFeedCard.calendarsSubscribedToThe':
    'Calendars subscribed to the current address stop getting the stays. Subscribe them again with the new one.',
  'stays.calendarFeedCard.makeANewAddress': 'Make a new address',
  'stays.calendarFeedCard.makeANewAddress2': 'Make a new address?',
  'stays.calendarFeedCard.anyoneWithTheAddress':
    'Anyone with the address can read these stays. If it got out, make a new one: the old one stops working at once.',
  'stays.calendarFeedCard.outlookAddCalendarSubscribe':
    'Outlook: Add calendar, Subscribe from web, and paste it.',
  'stays.calendarFeedCard.appleCalendarFileNew':
    'Apple Calendar: File, New Calendar Subscription, and paste it.',
  'stays.calendarFeedCard.googleCalendarOtherCalendars':
    'Google Calendar: Other calendars, +, From URL, and paste the address.',
  'stays.calendarFeedCard.openInYourCalendar': 'Open in your calendar app',
  'stays.calendarFeedCard.copy': 'Copy',
  'stays.calendarFeedCard.copied': 'Copied',
  'stays.calendarFeedCard.calendarAddress': 'Calendar address',
  'stays.calendarFeedCard.loadingYourCalendarAddress': 'Loading your calendar address',
  'stays.calendarFeedCard.subscribeToThisAddress':
    "Subscribe to this address in your calendar app to see the approved stays at the house, yours and everyone's you may see on the timeline. It updates by itself.",
  'stays.calendarFeedCard.yourCalendarFeed': 'Your calendar feed',
  'stays.calendarStrip.useTheArrowKeys':
    'Use the arrow keys to move between days, Page Up and Page Down for the month.',
  'stays.calendarStrip.laterMonth': 'Later month',
  'stays.calendarStrip.backToThisMonth': 'Back to this month',
  'stays.calendarStrip.earlierMonth': 'Earlier month',
  'stays.fairShareCard.loadingYourShare': 'Loading your share',
  'stays.fairShareCard.yourShareOfThe': 'Your share of the house',
  'stays.historyDialog.changesOldestFirst': 'Changes, oldest first',
  'stays.historyDialog.noChangesAreRecorded': 'No changes are recorded for this option.',
  'stays.historyDialog.loadingTheHistory': 'Loading the history',
  'stays.timelineBar.clearTheChosenDays': 'Clear the chosen days',
  'stays.timelineBar.planThisVisit': 'Plan this visit',
  'stays.timelineBar.decline': 'Decline',
  'stays.timelineBar.declineTheStayOf': 'Decline the stay of {name}, {from} – {to}',
  'stays.timelineBar.historyOfTheStay': 'History of the stay of {name}, {from} – {to}',
  'stays.timelineBar.whoIsThereOn': 'Who is there on {day}',
  'stays.timelineBar.chosen': '{from} - {to} chosen.',
  'stays.timelineBar.fromTap': 'From {from}: tap or click the last day.',
  'stays.timelineBar.stayLine': '{name}: {from} – {to} · {status}',
  'stays.timelineBar.nights': '{nights, plural, one {# night} other {# nights}}',
  'stays.timelineBar.nobodyIsBooked': 'Nobody is booked.',
  'stays.timelineBar.notOpenForPlanning': 'Not open for planning yet.',
  'stays.timelineBar.chosenDays': 'Chosen days',
  'stays.timeline.failedToRejectOption': 'Failed to reject option',
  'stays.timeline.loadingStays': 'Loading stays',
  'stays.timeline.tapOrClickA':
    'Tap or click a day to see who is there; tap or click a first and a last day to plan a visit for them.',
  'stays.timeline.loadingTheTimeline': 'Loading the timeline',
  'stays.timeline.youDoNotHave': 'You do not have permission to view the booking timeline.',
  'stays.timeline.pleaseLogInTo': 'Please log in to view the timeline.',

  // Sentences of the stay screens built from data.
  'stays.words.change': '{from} → {to}',
  'stays.words.made': 'Made as {status}',
  'stays.words.validityPassed': '{house} (the plan’s validity passed)',
  'stays.words.thisYear': 'This year',
  'stays.words.fairShare':
    '{label}: {nights, plural, one {# night} other {# nights}} · high season {high} · declined {declined}{cancelled, plural, =0 {} other { · cancelled #}}',
  'stays.dayLabel.today': 'today',
  'stays.dayLabel.nobody': 'nobody booked',
  'stays.dayLabel.closed': 'not open for planning yet',
  'stays.dayLabel.stay': '{name} ({status})',
  'stays.calendarStrip.range': 'Showing {first} to {last}',
  'stays.historyDialog.reasonText': 'Reason: {reason}',
  'stays.fairShareCard.explain':
    'Approved nights in {year}, how many of them in high season, requests that were declined and stays you cancelled. The admins see the same line beside your requests, so the best weeks go round.',
  'stays.summary.total': 'Total Plans',

  // Joined pieces.
  'stays.historyDialog.when': '{when} · {who}',
  'stays.monthCalendar.more': '+{count}',
  'stays.timeline.approveTitle': 'Approve Stays',
  'stays.timeline.declineApproved':
    '{name}, {from} - {to}: approved. Declining it frees the dates at once.',
  'stays.timeline.declinedTold': 'Stay declined. {name} is told why.',
  'stays.timeline.whoWhen': '{name}, {from} - {to}',

  // stays: moved from the screens
  'stays.horizonCard.setHorizon': 'Set Horizon',
  'stays.horizonCard.removeHorizon': 'Remove horizon',
  'stays.horizonCard.failedToUpdatePlanning': 'Failed to update planning horizon',
  'stays.horizonCard.todayOrLaterMembers':
    "Today or later. Members do not see others' stays beginning after it.",
  'stays.horizonCard.horizonDate': 'Horizon date',
  'stays.horizonCard.noPlanningHorizonIs': 'No planning horizon is set: members see every stay.',
  'stays.horizonCard.membersSeeEachOther': "Members see each other's stays up to {day}.",
  'stays.horizonCard.planningHorizon': 'Planning horizon',

  // profile: moved from the screens
  'profile.profile.yourAccess': 'Your access',
  'profile.profile.setPassword': 'Set Password',
  'profile.profile.changePassword': 'Change Password',
  'profile.profile.currentPassword': 'Current password',
  'profile.profile.everyOtherBrowserAnd':
    'Every other browser and phone signed in to your account is signed out; this one stays.',
  'profile.profile.setAPassword': 'Set a password',
  'profile.profile.changePassword2': 'Change password',
  'profile.profile.saveDetails': 'Save Details',
  'profile.profile.yourDetailsHaveBeen': 'Your details have been saved.',
  'profile.profile.yourDetails': 'Your details',
  'profile.profile.yourProfile': 'Your profile',

  // What each kind of account may do; the profile.
  'level.trusted.content': 'Sees all content, private photos included',
  'level.guestbook': 'Posts in the guestbook',
  'level.trusted.booking': 'Uses booking and the calendar',
  'level.trusted.invites': 'Generates invite codes',
  'level.verified.content': 'Sees all content',
  'level.verified.booking': 'Limited booking: contacts an admin',
  'level.verified.votes': 'Votes on improvements',
  'level.admin.everything':
    'Full access: content, bookings, calendar, invite codes, users, guide sections, donations and improvements',
  'level.unverified': 'Signup not completed',
  'level.unverified.public':
    'Until signup is complete: this profile, and the contact form to ask the house for an invite',
  'level.unverified.signup': 'Completes signup with an invite code to see and do more',
  'profile.title': 'Your Profile',
  'profile.signedInAs': 'Signed in as {email}',
  'profile.invitedBy': 'Invited by {name}',
  'profile.currentMissing': 'Please enter your current password',
  'profile.passwordChanged':
    'Your password has been changed. Every other session has been signed out.',
  'profile.language': 'Language',
  'profile.languageHelp': 'The app and the mail you get from the house are in this language.',

  // community: moved from the screens
  'community.about.loadingTheAboutPage': 'Loading the About page',
  'community.about.write': 'Write the About page',
  'community.signedOut.aboutTheHouse': 'About the house',
  'community.signedOut.logIn': 'Log in',
  'community.signedOut.stugaIsThePrivate':
    '{house} is the private site of our holiday house. Anyone may look at the photos, read about the house and read the guestbook. Invited members also write in the guestbook, read the house guides and plan their stays.',
  'community.signedOut.youAreSignedOut': 'You are signed out',
  'community.subPage.noMessageRightNow': 'No message right now.',
  'community.subPage.loadingTheMessage': 'Loading the message',
  'community.subPage.aMessageFromThe': 'A message from the house',
  'community.guestbookEntry.anonymous': 'Anonymous',
  'community.leaveMessageCard.postMessage': 'Post Message',
  'community.leaveMessageCard.tags': 'Tags: {tags}',
  'community.leaveMessageCard.separateTagsWithCommas': 'Separate tags with commas or spaces.',
  'community.leaveMessageCard.otherTags': 'Other tags',
  'community.leaveMessageCard.tags2': 'Tags',
  'community.leaveMessageCard.markdownWorksBoldItalic':
    'Markdown works: **bold**, *italic*, lists and links.',
  'community.leaveMessageCard.message': 'Message',
  'community.leaveMessageCard.nameOptional': 'Name (optional)',
  'community.leaveMessageCard.thanksForYourMessage': 'Thanks for your message!',
  'community.leaveMessageCard.leaveAMessage': 'Leave a Message',
  'community.loadMore.loadMoreMessages': 'Load More Messages',
  'community.loadMore.tryAgain': 'Try Again',
  'community.loadMore.failedToLoadMore': 'Failed to load more messages.',
  'community.loadMore.thatIsEveryMessage': 'That is every message.',
  'community.leaveMessageCard.logInToPost': 'Please log in to post a message',
  'community.leaveMessageCard.failed': 'Failed to post',
  'community.signedOut.title': 'Signed Out',
  'community.subPage.title': 'Message',
  'community.guestbook.noMessagesYet': 'No messages yet',
  'community.guestbook.loadingMessages': 'Loading messages',
  'community.guestbook.showOnlyMessagesTagged': 'Show only messages tagged',
  'community.guestbook.toLeaveAMessage': '<link>Log in</link> to leave a message.',

  // Weekdays in the calendars.
  'weekday.mon': 'Mon',
  'weekday.tue': 'Tue',
  'weekday.wed': 'Wed',
  'weekday.thu': 'Thu',
  'weekday.fri': 'Fri',
  'weekday.sat': 'Sat',
  'weekday.sun': 'Sun',

  // Who is at the house when.
  'upcoming.stay': '{dates} {name}',

  // community: moved from the screens
  'community.contactDirectory.whatsapp': 'WhatsApp',
  'community.contactDirectory.contacts': 'Contacts',
  'community.contactForm.sendMessage': 'Send Message',
  'community.contactForm.chooseASubject': 'Choose a subject',
  'community.contactForm.subject': 'Subject',
  'community.contactForm.name': 'Name',
  'community.contactForm.thankYouWeWill': 'Thank you. We will get back to you soon.',
  'community.contactForm.messageSentSuccessfully': 'Message Sent Successfully!',
  'community.contact.youAreNotLogged':
    'You are not logged in. Anyone can write to us; leave an email address we can answer.',
  'community.contact.youAreLoggedIn': 'You are logged in as {name}. We will answer at {email}.',
  'community.contact.sendUsAMessage': 'Send us a message',
  'community.contact.loadingContacts': 'Loading contacts',
  'community.inviteLanding.youAreInvitedTo': 'You are invited to {house}',
  'community.inviteLanding.never': 'Never',
  'community.inviteLanding.validUntil': 'Valid until: {day}',
  'community.inviteLanding.uses': 'Uses: {count}/{max}',
  'community.inviteLanding.youAreInvitedAs': 'You are invited as a <b>{level}</b>.',
  'community.inviteLanding.yourInviteIsValid': 'Your invite is valid',
  'community.inviteLanding.askTheMemberWho':
    'Ask the member who invited you for a new invite link.',
  'community.inviteLanding.invalidInviteCode': 'Invalid invite code',
  'community.inviteLanding.thisInviteCannotBe': 'This invite cannot be used',
  'community.inviteLanding.checkingYourInviteCode': 'Checking your invite code…',
  'community.inviteLanding.noInviteCodeProvided': 'No invite code provided in URL',
  // community: sentences and choices
  'community.inviteLanding.invitedByAdmin': 'Invited by {name} (admin)',
  'community.inviteLanding.invitedByTrusted': 'Invited by {name} (trusted member)',
  'community.inviteLanding.title': 'Your Invite',
  'community.inviteLanding.verifyFailed': 'Failed to verify invite code',
  'contact.nameRequired': 'Name is required',
  'contact.emailRequired': 'Email is required',
  'contact.emailInvalid': 'Please enter a valid email',
  'contact.subjectRequired': 'Please select a subject',
  'contact.messageRequired': 'Message is required',
  'contact.messageShort': 'Message must be at least 10 characters',
  'contact.emailInvalidLong': 'Please enter a valid email address.',
  'contact.networkError': 'Network error. Please check your connection and try again.',
  'contact.subject.general': 'General Inquiry',
  'contact.subject.booking': 'Booking Question',
  'contact.subject.technical': 'Technical Issue',
  'contact.subject.feedback': 'Feedback',
  'contact.subject.other': 'Other',

  // A new calendar address.
  'stays.calendarFeedCard.renewed': 'A new address is made; the old one no longer works.',

  // guides: moved from the screens
  'guides.sectionImages.titlePictureIndex1': '{title}, picture {index}',
  'guides.guide.willBeRemovedFrom': '“{title}” will be removed from the guide.',
  'guides.guide.deleteSection': 'Delete section?',
  'guides.guide.thisGuideHasNo': 'This guide has no sections yet.',
  'guides.guide.addFirstSection': 'Add a section',
  'guides.guide.editSection': 'Edit Section',
  'guides.guide.addSection': 'Add Section',
  'guides.guide.loadingTheGuide': 'Loading the guide',
  'guides.guide.theHouseGuidesAre': 'The house guides are for verified members.',
  'guides.guide.title': 'Guide',
  'guides.guide.loadFailed': 'Failed to load guide',
  'guides.guide.accessRequired': 'Access Required',

  // improvements: moved from the screens
  'improvements.howToDonate.donationsAreVerifiedBy':
    'Donations are verified by hand by the admins, so yours may take a few days to count.',
  'improvements.howToDonate.toSeeHowTo': '<link>Log in</link> to see how to send a gift.',
  'improvements.howToDonate.askAnAdminHow': 'Ask an admin how to send a gift.',
  'improvements.howToDonate.sendYourGiftWith':
    'Send your gift with either app, to the same number:',
  'improvements.howToDonate.howToDonate': 'How to Donate',
  'improvements.improvementCard.done': 'Done',
  'improvements.improvementCard.fundingGoal': 'Funding goal',
  'improvements.progressCard.givenSoFarVote':
    '{given} given so far. Vote for an improvement to make it the goal.',
  'improvements.progressCard.percentOfTheFunding': '{percent}% of the funding goal',
  'improvements.progressCard.given': '{given} of {price} given ({percent}%).',
  'improvements.progressCard.fundingGoalUpdated': 'Funding goal updated',
  'improvements.progressCard.fundingGoalGoalTitle': 'Funding goal: {title}',
  'improvements.votesHeader.tapOrClickYour': 'Tap or click your vote again to take it back.',
  'improvements.votesHeader.tapOrClickYour2':
    'Tap or click your vote again to take it back, or the other way to move it.',
  'improvements.votesHeader.youHave':
    'You have {up, plural, one {# up vote} other {# up votes}} and {down, plural, one {# down vote} other {# down votes}} left.',
  'improvements.votesHeader.toVoteForWhat':
    '<link>Log in</link> to vote for what the house gets next.',
  'improvements.improvements.noImprovementsAreOpen': 'No improvements are open for votes just now.',
  'improvements.improvements.loadingImprovements': 'Loading improvements',
  'improvements.improvements.houseImprovements': 'House Improvements',
  // improvements: sentences
  'improvements.improvementCard.buttonUp': '{label}: {title} ({count} up)',
  'improvements.improvementCard.buttonDown': '{label}: {title} ({count} down)',
  'improvements.improvementCard.votes':
    '{total} {size, plural, one {vote} other {votes}} ({up} up, {down} down)',
  'improvements.vote.up': 'Vote up',
  'improvements.vote.down': 'Vote down',
  'improvements.vote.moveUp': 'Change your vote to up',
  'improvements.vote.moveDown': 'Change your vote to down',
  'improvements.vote.withdrawUp': 'Take back your up vote',
  'improvements.vote.withdrawDown': 'Take back your down vote',
  'improvements.voteFailed': 'Error voting on improvement',
  'improvements.loadFailed': 'Error fetching improvements',

  // A payment app and its number.
  'improvements.howToDonate.appNumber': '{app}: {phone}',

  // Why a vote button is off.
  'improvements.vote.logIn': 'Log in to vote',
  'improvements.vote.signup': 'Complete your signup to vote',

  // Categories of improvements.
  'improvements.category.interior': 'Interior',
  'improvements.category.exterior': 'Exterior',
  'improvements.category.utilities': 'Utilities',
  'improvements.category.garden': 'Garden',
  'improvements.category.security': 'Security',
  'improvements.category.other': 'Other',

  // The approval panel.
  'decline.title': 'Decline Stay Request',
  'decline.reason': 'Reason',
  'decline.help': 'The member reads it in their plan and in the mail they get.',
  // The high-season round, as members see it (DECISIONS §18).
  'fail.rounds': 'Failed to load the rounds',
  'fail.roundDraw': 'Failed to load the draw',
  'rounds.title': 'High-season round',
  'rounds.back': 'Back to your plans',
  'rounds.loading': 'Loading the round',
  'rounds.loadingResult': 'Loading the result',
  'rounds.blockLine': '{block}: {dates}',
  'rounds.blocks': 'The blocks',
  'rounds.caps':
    'Each member gets at most {first, plural, one {# block} other {# blocks}} in the first pass and {total, plural, one {# block} other {# blocks}} in all.',
  'rounds.phase.upcoming': 'The ballot opens on {opens} and closes at the end of {closes}.',
  'rounds.phase.open': 'The ballot is open until the end of {closes}.',
  'rounds.phase.closed':
    'The ballot closed on {closes}. The admins are deciding the draw; you hear the result by mail.',
  'rounds.phase.confirmed': 'The ballot closed on {closes}; the draw is confirmed and published.',
  'rounds.howDecided': 'How it was decided',
  'rounds.howDecidedText':
    'Everyone who voted was placed in order: fewest high-season nights over the last three seasons first, one place up for every earlier round in which they got nothing, ties broken by a shuffle from the seed below. Then in passes, the order reversing each pass, each member got their highest-ranked block still free, leaving the days for cleaning between stays, up to the caps.',
  'rounds.yourResult': 'Your result',
  'rounds.yourBlock': 'You were given {block} ({dates}). It is booked for you.',
  'rounds.yourBlockGone': 'You were given {block} ({dates}), and gave it up.',
  'rounds.giveUp': 'Give up this stay',
  'rounds.giveUpTitle': 'Give up {block}?',
  'rounds.giveUpText':
    'The stay is cancelled and its days go to those waiting for them, in the order of this round. This cannot be undone.',
  'rounds.keepIt': 'Keep it',
  'rounds.youGotNothing':
    'No block you ranked was free when your turn came, so you got nothing this time. In the next round you move up one place for it.',
  'rounds.seed': 'Seed: {seed}',
  'rounds.check': 'Check the draw',
  'rounds.checkSame':
    'Checked: the draw run again from the stored ballots and seed gives exactly this result.',
  'rounds.checkDiffers':
    'The draw run again from the stored ballots and seed does not give this result. Tell the admins.',
  'rounds.ballot.title': 'Your ballot',
  'rounds.ballot.explain':
    'Rank the blocks you would like, the one you want most first. Nobody else sees your ballot. It is saved as you go, and you can change it until the ballot closes.',
  'rounds.ballot.saving': 'Saving…',
  'rounds.ballot.saved': 'Saved',
  'rounds.ballot.failed': 'Failed to save your ballot',
  'rounds.ballot.yours': 'What you ranked',
  'rounds.ballot.none': 'Nothing ranked.',
  'rounds.ballot.yourRanking': 'Your ranking, most wanted first',
  'rounds.ballot.empty': 'You have not ranked any block yet: add the ones you would like below.',
  'rounds.ballot.notRanked': 'Not ranked',
  'rounds.ballot.add': 'Add',
  'rounds.ballot.addLabel': 'Add {block} to your ranking',
  'rounds.ballot.move': 'Move {block}, ranked {rank}',
  'rounds.ballot.remove': 'Take {block} off your ranking',
  'rounds.ballot.dragHelp':
    'To reorder a block, press Space or Enter to pick it up, the arrow keys to move it, and Space or Enter again to drop it. Escape cancels.',
  'rounds.ballot.pickedUp': 'Picked up {block}.',
  'rounds.ballot.over': '{block} is now over rank {rank}.',
  'rounds.ballot.droppedAt': '{block} dropped at rank {rank}.',
  'rounds.ballot.dropped': '{block} dropped.',
  'rounds.ballot.cancelled': 'Moving {block} was cancelled.',
  'rounds.banner.closes':
    '{days, plural, =0 {The {round} ballot closes today} one {The {round} ballot closes tomorrow} other {The {round} ballot closes in # days}}',
  'rounds.banner.notRanked': 'You have not ranked any block yet.',
  'rounds.banner.ranked':
    '{count, plural, one {You have ranked # block.} other {You have ranked # blocks.}}',
  'rounds.banner.rank': 'Rank the blocks',
  'rounds.banner.change': 'Change your ballot',
  'rounds.banner.published': 'The {round} round is drawn.',
  'rounds.banner.seeResult': 'See the result',
  'rounds.draw.order': 'The order',
  'rounds.draw.orderExplain': 'Fewest high-season nights first; each member chose in this order.',
  'rounds.draw.place': 'Place',
  'rounds.draw.member': 'Member',
  'rounds.draw.why': 'Why this place',
  'rounds.draw.why.nights':
    '{count, plural, one {# high-season night} other {# high-season nights}} in the last three seasons',
  'rounds.draw.why.lot': 'tie broken by lot ({lot})',
  'rounds.draw.why.movedUp':
    '{count, plural, one {moved up 1 place for a round with nothing} other {moved up # places for # rounds with nothing}}',
  'rounds.draw.you': 'You',
  'rounds.draw.blocks': 'Each block',
  'rounds.draw.block': 'Block',
  'rounds.draw.givenTo': 'Given to',
  'rounds.draw.pass': 'Pass',
  'rounds.draw.nobody': 'Nobody: open for plans',
  'rounds.draw.unclaimed': 'Nobody got: {blocks}. These are open for ordinary plans.',
  'rounds.draw.passes': 'Each pass',
  'rounds.draw.passTitle': 'Pass {pass}',
  'rounds.draw.turnGiven': '{name}: {blocks}',
  'rounds.draw.rankedAs': '{block} (ranked {rank})',
  'rounds.draw.turnNothingFree': '{name}: nothing they ranked was free',
  'rounds.draw.turnDone': '{name}: has all the blocks one member may get',
  // The waitlist (DECISIONS §19).
  'fail.waitlist': 'Failed to load your waitlist',
  'waitlist.failed': 'Failed to change your waitlist',
  'waitlist.title': 'Waiting for dates',
  'waitlist.explain':
    'Wait for days that are booked: if a stay there is cancelled or declined, the days are offered to those waiting, one at a time in the order they asked, by mail and here.',
  'waitlist.offer.title': '{dates} are free for you',
  'waitlist.offer.held':
    'Held for you until {until}. Claim them to ask the admins for them, or say no thanks so the next member in line is asked.',
  'waitlist.offer.claim': 'Claim',
  'waitlist.offer.refuse': 'No thanks',
  'waitlist.wish.line':
    '{nights, plural, one {At least # night} other {At least # nights}} · number {place} in line',
  'waitlist.wish.claimed':
    '{nights, plural, one {At least # night} other {At least # nights}} · claimed, with the admins',
  'waitlist.wish.withdraw': 'Stop waiting',
  'waitlist.wish.withdrawLabel': 'Stop waiting for {from} - {to}',
  'waitlist.form.from': 'First day',
  'waitlist.form.to': 'Last day',
  'waitlist.form.nights': 'Fewest nights',
  'waitlist.form.submit': 'Tell me if these dates free up',
  'waitlist.form.days': 'Choose the first and the last day, the first before the last.',
  'stays.timelineBar.waitForThese': 'Tell me if these dates free up',
  // Swaps and gifts (DECISIONS §19).
  'fail.swaps': 'Failed to load the swaps and gifts',
  'swaps.failed': 'Failed to change the swap or gift',
  'swaps.title': 'Swaps and gifts',
  'swaps.explain':
    'Offer one of your stays to another member, for one of theirs or as a gift. They have 48 hours to answer; with high season involved, an admin approves too.',
  'swaps.status.offered': 'Waiting for an answer',
  'swaps.status.accepted': 'Accepted, waiting for an admin',
  'swaps.status.done': 'Done',
  'swaps.status.declined': 'Declined',
  'swaps.status.lapsed': 'Not answered in time',
  'swaps.status.refused': 'Refused by an admin',
  'swaps.status.void': 'Ended: a stay changed',
  'swaps.line.swap': '{from} offers {to} the stay {stay} for {theirs}',
  'swaps.line.gift': '{from} gives {to} the stay {stay}',
  'swaps.note': 'Note: {note}',
  'swaps.accept': 'Accept',
  'swaps.decline': 'Decline',
  'swaps.approve': 'Approve',
  'swaps.refuse': 'Refuse',
  'swaps.answerLabel': '{answer}: {what}',
  'swaps.form.title': 'Offer one of your stays',
  'swaps.form.stay': 'Your stay',
  'swaps.form.member': 'To',
  'swaps.form.chooseMember': 'Choose a member',
  'swaps.form.for': 'In exchange for',
  'swaps.form.gift': 'Nothing: a gift',
  'swaps.form.noStays': 'You have no stay ahead to offer.',
  'swaps.form.note': 'Note (optional)',
  'swaps.form.send': 'Offer it',
  'swaps.form.sent': 'Offered. They have 48 hours to answer.',
  'swaps.toApprove': 'Swaps to approve',
  'stays.optionRow.offer': 'Offer to another member',
  'stays.optionRow.offerDates': 'Offer to another member: {dates}',
  'given.title': 'Your other stays',
  'given.fromRound': 'From {round}: {block}',
  'given.fromSwap': 'From a swap or a gift',
  // The house codes in the house guide (DECISIONS §20).
  'codes.title': 'House codes',
  'codes.loading': 'Loading the house codes',
  'codes.loadFailed': 'Failed to load the house codes',
  'codes.closed': 'The codes show from {day} 00:00 until you leave.',
  'codes.noStay':
    'The codes show to members with a booked stay, from the day before they arrive until they leave.',
  'codes.until': 'Shown until you leave: {day}, 12:00.',
  'codes.admin':
    'As an admin you see the codes at any time; members from the day before they arrive until they leave.',
  'codes.none': 'No codes are kept yet.',
  'codes.edit': 'Edit codes',
  // How reminders come (DECISIONS §20).
  'mail.title': 'Reminders by mail',
  'mail.explain':
    'Choose how each kind comes: at once, in a weekly digest on Mondays, or not at all. Decisions about your own stays and changed house codes always come at once.',
  'mail.loading': 'Loading your mail choices',
  'mail.loadFailed': 'Failed to load your mail choices',
  'mail.saveFailed': 'Failed to save your mail choices',
  'mail.kind.before': '5 days before you arrive',
  'mail.kind.eve': 'The day before you arrive',
  'mail.kind.departure': 'The morning you leave',
  'mail.kind.after': '2 days after your stay',
  'mail.choice.now': 'At once',
  'mail.choice.digest': 'Weekly digest',
  'mail.choice.off': 'Off',
  'mail.save': 'Save mail choices',
  'mail.saved': 'Your mail choices are saved.',
  'offline.keep': 'Keep for offline',
  'offline.kept':
    'Kept for offline on {date}: both guides with {count, plural, one {# picture} other {# pictures}}, your stays and their checklists.',
  'offline.keptGuides':
    'Kept for offline on {date}: both guides with {count, plural, one {# picture} other {# pictures}}.',
  'offline.notKept': 'Nothing is kept for offline on this phone yet.',
  'offline.keepFailed': 'Failed to keep everything for offline. Try again with a better signal.',
  'offline.title': 'Offline at the house',
  'house.queued': 'Saved on this phone: sent when the network returns.',
  // At the house: checklists and the house log (DECISIONS §20).
  'house.title': 'At the house',
  'house.loading': 'Loading what is kept for the house',
  'house.loadFailed': 'Failed to load the checklists',
  'house.tickFailed': 'Failed to save the tick',
  'house.noteFailed': 'Failed to save the note',
  'house.logFailed': 'Failed to save the house log',
  'house.listFailed': 'Failed to save the checklist',
  'house.whichStay': 'Your stay',
  'house.yourStay': 'Your stay {from} – {to}.',
  'house.noStay': 'You have no stay ahead. The checklists for a stay show here once it is booked.',
  'house.arrival': 'Arrival checklist',
  'house.departure': 'Departure checklist',
  'house.progress': '{done} of {total} done',
  'house.emptyList': 'The admins have not made this list yet.',
  'house.reading': 'Reading ({unit})',
  'house.readingNoUnit': 'Reading',
  'house.readingFirst': 'Enter the reading, then tick the item.',
  'house.tickedBy': 'Ticked by {name}, {when}',
  'house.before.title': 'Left by {name} ({day})',
  'house.before.nothing': 'No note, no readings, and no item left unticked.',
  'house.before.low': 'Running low: {text}',
  'house.before.broken': 'Broken: {text}',
  'house.before.readings': 'Their readings',
  'house.before.reading': '{text}: {value} {unit}',
  'house.before.unticked': 'Left unticked',
  'house.note.low': 'What is running low?',
  'house.note.broken': 'What is broken?',
  'house.note.save': 'Save the note',
  'house.note.saved': 'Saved. The next family to arrive will see it.',
  'house.log.title': 'House log',
  'house.log.open': 'Open in the house log',
  'house.log.none': 'Nothing is noted.',
  'house.log.broken': 'Broken',
  'house.log.low': 'Running low',
  'house.log.done': 'Done',
  'house.log.by': '{name}, {when}',
  'house.log.kind': 'What is it?',
  'house.log.what': 'What is broken or running low?',
  'house.log.needText': 'Write what is broken or running low.',
  'house.log.add': 'Add to the house log',
  'house.log.added': 'Noted. The admins and the next family to arrive will see it.',
  'house.log.markDone': 'Mark done',
  'house.log.markDoneLabel': 'Mark done: {text}',
  'house.log.photo': 'Photo (optional)',
  'house.log.photoPlaceholder': 'Choose a photo',
  'house.log.photoOf': 'Photo: {text}',
  'house.photoFailed': 'Failed to save the photo',
  'codes.checklists': 'Arrival and departure checklists', // What a stay costs and paying it (DECISIONS §21).
  'stays.party.whoComes': 'Who comes',
  'stays.party.adults': 'Adults',
  'stays.party.children': 'Children',
  'stays.party.guests': 'Guests',
  'stays.party.guestsHelp': 'Not members of the house',
  'stays.party.pets': 'Pets',
  'stays.party.line':
    '{adults, plural, one {# adult} other {# adults}}{children, plural, =0 {} one {, # child} other {, # children}}{guests, plural, =0 {} one {, # guest} other {, # guests}}{pets, select, yes {, pets} other {}}',
  'stays.fee.estimate': 'About {amount} for this stay',
  'pay.line': '{amount} · {state}',
  'pay.state.due': 'Not paid yet',
  'pay.state.marked': 'Marked paid, waiting for an admin to confirm',
  'pay.state.confirmed': 'Paid',
  'pay.pay': 'Pay',
  'pay.see': 'Payment',
  'pay.openFor': 'Pay for the stay {dates}',
  'pay.title': 'Pay for your stay',
  'pay.back': 'Plan Your Visit',
  'pay.loading': 'Loading the payment',
  'pay.paidAmount': 'Paid for this stay',
  'pay.due': 'Due for this stay',
  'pay.markedOn': 'Marked paid on {day}, waiting for an admin to confirm',
  'pay.confirmedOn': 'Paid: confirmed on {day}',
  'pay.qrAlt': 'Swish QR code: {amount} to {payee}',
  'pay.scan': 'Scan the code with the Swish app, or open Swish on this phone.',
  'pay.openSwish': 'Open Swish',
  'pay.by': 'Swish number {payee}, message "{message}"',
  'pay.noSwish': 'The house has no Swish number yet: <link>ask an admin how to pay</link>.',
  'pay.markPaid': 'I have paid',
  'pay.thanks': 'Thank you: an admin confirms it when the money is in.',
  'pay.markFailed': 'Failed to mark the stay paid',
  'fail.payment': 'Failed to load the payment',
  'fail.donationSwish': 'Failed to load the Swish code',
  'improvements.howToDonate.qrAlt': 'Swish QR code to {payee}',
  'improvements.howToDonate.scan':
    'Scan the code with the Swish app and choose the amount, or open Swish on this phone.',
  'improvements.howToDonate.by': 'Swish number {payee}',
};

export default en;

/** Every text's key: the app's, and the admin screens' (`admin.en.ts`, fetched for them). */
export type MessageKey = keyof typeof en | AdminKey;
/** A language's texts but the admin screens': one for every key, no more. */
export type Catalogue = Record<keyof typeof en, string>;
