// Browsers the bench drives stay on this machine: every request to another host is refused, but
// Google's sign-in script, which a house with Google sign-in configured loads on its login page,
// is answered by a stand-in of about the weight of Google's (90 KB that do not compress), so a
// measurement pays for it as a member's phone would.
import { randomBytes } from 'node:crypto';

export const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';

/** A button drawn where Google's would be, after a script of Google's weight has run. */
export const googleStandIn = `/*${randomBytes(67_000).toString('base64')}*/
window.google = { accounts: { id: {
  initialize: function (options) { window.__gis = options; },
  renderButton: function (element, options) {
    var button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Sign in with Google';
    button.style.cssText = 'height:40px;width:' + options.width + 'px;border-radius:20px';
    element.appendChild(button);
  }
} } };`;

/** Routes a Playwright browser context so that nothing leaves the machine. */
export async function keepOnMachine(context) {
  await context.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) =>
    route.request().url().startsWith(GOOGLE_SCRIPT)
      ? route.fulfill({ contentType: 'text/javascript', body: googleStandIn })
      : route.abort('blockedbyclient'),
  );
}
