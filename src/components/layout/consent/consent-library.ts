// The consent library with its styles, in one chunk fetched when the consent script is due
// (ConsentManager): 33 KB of CSS the page's first paint would otherwise wait for.
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent.css';
import * as cookieConsent from 'vanilla-cookieconsent';

export { cookieConsent };
