/** What the visitor can act on, matched between the server's markup and the component by position. */
const CONTROLS = 'a[href],button,input,select,textarea';

export const controlsOf = (box: Element) => Array.from(box.querySelectorAll(CONTROLS));
