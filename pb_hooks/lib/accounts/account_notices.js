/// <reference path="../../pb_data/types.d.ts" />
// A member hears when their sign-in changes (pb_hooks/users.pb.js): a new email address is told to
// the OLD address (the one an intruder would have taken over), a new password to the address on
// the account; each says what to do if it was not them. Sent after the change is saved; never to
// a closed account's placeholder address.
const WORDS = {
  email_changed: {
    subject: 'Your GymBuddy email address was changed',
    sentence: (to) =>
      `The email address of your GymBuddy account was changed to ${to}. This address no longer signs in.`,
    help: 'Not you? Contact us at once so we can give your account back to you.',
    action: { label: 'Contact GymBuddy', path: '/contact' },
  },
  password_changed: {
    subject: 'Your GymBuddy password was changed',
    sentence: () => 'The password of your GymBuddy account was changed.',
    help: 'Not you? Choose a new password now: it signs everybody else out.',
    action: { label: 'Reset my password', path: '/forgot-password' },
  },
}

/** "n•••@example.com": enough for the owner to recognise, not a full address for anyone else. */
function masked(address) {
  const at = address.indexOf('@')
  if (at < 1) return address
  return `${address.slice(0, 1)}•••${address.slice(at)}`
}

/** Mails `kind` ('email_changed' | 'password_changed') about `user` to `address`; logs a failure. */
function tell(app, kind, user, address, newAddress) {
  if (!app.settings().smtp.enabled || !address) return false
  if (require(`${__hooks}/lib/notifications/mail_guard.js`).isPlaceholder(address)) return false
  const words = WORDS[kind]
  const layout = require(`${__hooks}/lib/notifications/email_layout.js`)
  const text = require(`${__hooks}/lib/notifications/email_text.js`)
  const sentence = words.sentence(masked(newAddress || ''))
  const mail = layout.compose({
    name: user.getString('name'),
    text: [sentence, '', words.help],
    html: [layout.paragraph(sentence), layout.paragraph(words.help)],
    action: {
      label: words.action.label,
      url: `${app.settings().meta.appURL.replace(/\/+$/, '')}${words.action.path}`,
    },
    note: 'We send this to keep your account safe; you cannot switch it off.',
  })
  const meta = app.settings().meta
  try {
    app.newMailClient().send(
      new MailerMessage({
        from: { address: meta.senderAddress, name: meta.senderName },
        to: [{ address: address, name: text.oneLine(user.getString('name')) }],
        subject: words.subject,
        text: mail.text,
        html: mail.html,
      }),
    )
    return true
  } catch (error) {
    app
      .logger()
      .error('account notice not sent', 'kind', kind, 'user', user.id, 'error', String(error))
    return false
  }
}

module.exports = { tell }
