// Which layout the signing page is first drawn in. The server draws the page before any script runs and
// cannot measure the screen, so it guesses from the browser's name ("Mobile" → the phone's layout); the
// browser starts from the same guess while it takes over the server's page (no mismatch), then follows
// the real screen width.
let wideFirst = false;

export const setWideFirst = (wide: boolean) => {
  wideFirst = wide;
};
export const wideFirstGuess = () => wideFirst;
