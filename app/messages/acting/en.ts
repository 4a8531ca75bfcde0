/**
 * Acting for a patient as their helper, in English (docs/helpers.md): the banner every page shows
 * while acting, the switch between accounts, the page a helper can't use, and who acted in the
 * activity lists. actingMessages stay on the server (the banner's words are sent filled in).
 */
export const actingMessages = {
  helping: 'You are helping {name}',
  switchBack: 'Switch back',
  refusedTitle: "Helpers can't use this page",
  refused: 'This page is for the patient alone. Switch back to your own account to use it.',
  ended: 'Your help for {name} has ended. You are back in your own account.',
  byHelper: 'by {name} (helper)',
  forPatient: 'for {name}',
}

export const switchScreen = {
  title: 'Switch account | Patient Portal',
  heading: 'Switch account',
  intro: 'Choose whose account to use. You act as yourself until you choose someone you help.',
  me: 'Me',
  meHint: 'Your own appointments and account',
  grantHint: 'You can: {scopes}. Until {date}.',
  current: '(now)',
  switchTo: 'Use as {name}',
  use: 'Use',
  scopeNames: {
    see: 'see appointments',
    book: 'book and change',
    chat: 'chat',
    call: 'join video calls',
    documents: 'upload documents',
  },
  noGrants: 'No one has asked you to help them yet.',
  gone: 'That help has ended. Choose another account.',
  copiesOn: 'You get copies of the visit reminders by SMS on your mobile.',
  copiesStart: 'Get reminder copies by SMS',
  copiesStartNamed: 'Get reminder copies by SMS for {name}',
  copiesStop: 'Stop reminder copies',
  copiesStopNamed: 'Stop reminder copies for {name}',
  copiesStarted: "You will get copies of {name}'s visit reminders by SMS on your mobile. They carry no link.",
  copiesStopped: "You will no longer get copies of {name}'s visit reminders.",
  copiesNeedMobile: 'Reminder copies go to a verified mobile number. Verify your mobile number in your profile first.',
  copiesNeedSee: "Reminder copies need permission to see {name}'s appointments.",
}
