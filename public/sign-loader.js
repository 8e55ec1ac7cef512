// The signing page's scripts start once the page has loaded: the server has drawn the document already
// (src/server/plugins/signing-page.ts), so on a slow connection its first page arrives before the code
// that makes it interactive, not beside it. sign.html names the entry and its chunks (vite.config.ts).
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
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();
