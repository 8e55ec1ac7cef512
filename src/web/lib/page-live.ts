// Tells a page drawn on the server that its script now runs: taps held before then (public/after-load.js)
// are made again. Without after-load.js (the dev server) there is nothing to tell.
export function pageLive() {
  (window as { __pageLive?: () => void }).__pageLive?.();
}
