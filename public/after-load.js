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
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();
