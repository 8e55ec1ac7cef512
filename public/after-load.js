// The scripts of a page the server has drawn (the signing page, the landing page) start once the page has
// loaded: on a slow connection what the visitor reads (the document's first page, the landing page's
// words) arrives before the code that makes it interactive, not beside it. The page names its entry and
// chunks (written in by vite.config.ts).
(() => {
  const self = document.currentScript;
  const start = () => {
    // The whole stylesheet of a page that was sent with only the part its first screen uses.
    for (const style of document.querySelectorAll('style[data-rest]')) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = style.dataset.rest;
      document.head.append(link);
    }
    // The rest of the page's words (the signing page carries only its first screen's), asked beside its code.
    const words = document.querySelector('script[data-rest]');
    if (words) {
      window.__pageWords = fetch(words.dataset.rest)
        .then((res) => (res.ok ? res.json() : null))
        .catch(() => null);
    }
    for (const href of (self.dataset.chunks || '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.src = self.dataset.entry;
    document.head.append(script);
  };
  // After the first frame that follows load has been painted (two animation frames), so the page is
  // on screen before its code is asked for; a tab in the background paints no frames, hence the timer.
  // A tap on a button before the script has taken the page over would do nothing: it is held here and
  // made again once the entry says the page is live (page-live.ts, right after hydrateRoot; React replays
  // a tap that meets a part not hydrated yet). Links need no script and are left alone, except one whose
  // script does something else than following it (`data-needs-script`: the dealer's Logout signs out with a
  // POST, where following the link only asks).
  const held = [];
  const hold = (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target ? target.closest('button, a[data-needs-script]') : null;
    if (!button || button.disabled) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(button)) held.push(button);
  };
  document.addEventListener('click', hold, true);
  // The tap is made again whole: a tab (Radix) is chosen on its mouse-down, not on the click, so a click
  // alone would leave the dealer on the overview.
  const tapAgain = (button) => {
    for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup']) {
      const Event = type.startsWith('pointer') && window.PointerEvent ? PointerEvent : MouseEvent;
      button.dispatchEvent(new Event(type, { bubbles: true, cancelable: true, button: 0, isPrimary: true }));
    }
    button.click();
  };
  window.__pageLive = () => {
    document.removeEventListener('click', hold, true);
    for (const button of held.splice(0)) if (button.isConnected) tapAgain(button);
  };

  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  // Two frames do not promise that the first paint is on screen: on a busy phone it is presented later, and
  // the whole stylesheet and the scripts then started while the overview was still on its way to the screen.
  // So the browser's own word is awaited as well, the first contentful paint reported (a browser without
  // paint timing goes by the frames alone).
  const painted = new Promise((resolve) => {
    const types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (!types.includes('paint') || performance.getEntriesByName('first-contentful-paint').length) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  const afterPaint = () => {
    requestAnimationFrame(() => requestAnimationFrame(() => painted.then(once)));
    setTimeout(once, 1000);
  };
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
})();
