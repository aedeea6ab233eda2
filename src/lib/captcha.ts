/**
 * The captcha's names shared by the API, the forms and the widget, in a module of its own so that
 * the client leaf that renders the widget does not pull zod in with src/lib/forms.ts.
 */

/** Field of a public form's JSON body that carries the captcha's answer, and of the API's errors about it. */
export const CAPTCHA_FIELD = 'captcha';

/** Where the widget gets its challenge: our own API, never a third party. */
export const CAPTCHA_CHALLENGE_PATH = '/api/captcha/challenge/';
