/// <reference path="../../pb_data/types.d.ts" />
// PocketBase's own account mails (verification, password reset, email change) in GymBuddy's one
// email layout (lib/notifications/email_layout.js), greeting the member by name, HTML and plain text alike. The
// link is the one PocketBase's template put in (its token and our app paths, set by migrations).

const WORDS = {
  verification: {
    sentence: 'Please confirm your email address to finish setting up your GymBuddy account.',
    label: 'Verify my email',
    note: 'Did not sign up for GymBuddy? Ignore this email: nothing happens.',
  },
  password_reset: {
    sentence: 'Someone (we hope you) asked to reset the password of your GymBuddy account.',
    label: 'Choose a new password',
    note: 'Did not ask for this? Ignore this email: your password stays as it is.',
  },
  email_change: {
    sentence: 'Please confirm this new email address for your GymBuddy account.',
    label: 'Confirm my new email',
    note: 'Did not ask for this? Ignore this email: your address stays as it is.',
  },
}

/** The first link of PocketBase's rendered template (its action link), HTML entities undone. */
function actionUrl(html) {
  const match = /href="([^"]+)"/.exec(String(html || ''))
  return match ? match[1].replace(/&amp;/g, '&') : ''
}

/** Rewrites the mail of an onMailerRecord*Send event in our layout; leaves it as is without a link. */
function restyle(e, kind) {
  const words = WORDS[kind]
  const url = actionUrl(e.message.html)
  if (!words || !url) return
  const layout = require(`${__hooks}/lib/notifications/email_layout.js`)
  const mail = layout.compose({
    name: e.record ? e.record.getString('name') : '',
    text: [words.sentence],
    html: [layout.paragraph(words.sentence)],
    action: { label: words.label, url: url },
    note: words.note,
  })
  e.message.html = mail.html
  e.message.text = mail.text
}

module.exports = { restyle }
