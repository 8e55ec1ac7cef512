// The scripts of a page the server has drawn (the signing page, the landing page) start once the page has
// loaded: on a slow connection what the visitor reads (the document's first page, the landing page's
// words) arrives before the code that makes it interactive, not beside it. The page names its entry and
// chunks (written in by vite.config.ts).
(() => {
  const self = document.currentScript;
  const start = () => {
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
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  const afterPaint = () => {
    requestAnimationFrame(() => requestAnimationFrame(once));
    setTimeout(once, 1000);
  };
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
})();
