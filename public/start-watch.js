// A classic script of its own, beside the app's modules: if the page has loaded and the app never started, its note shows at once, and Reload downloads the page's scripts again first.
(() => {
  /** index.html's note; the app's entry removes it as it runs (src/main.tsx). */
  const note = () => document.querySelector('.stalled-start');

  // Loaded, and the note still there: a module of the app failed to download.
  window.addEventListener('load', () => note()?.classList.add('stalled-start-now'));

  // WebKit keeps a script that failed over a plain reload: each is fetched again past every cache.
  document.addEventListener('click', (event) => {
    const reload = event.target instanceof Element ? event.target.closest('.stalled-start a') : null;
    if (!reload) return;
    event.preventDefault();
    const urls = [
      ...Array.from(document.querySelectorAll('script[src]'), (script) => script.src),
      ...Array.from(document.querySelectorAll('link[rel="modulepreload"]'), (link) => link.href),
    ];
    const again = urls.map((url) =>
      fetch(url, { cache: 'reload' }).then((answer) => answer.arrayBuffer()),
    );
    void Promise.allSettled(again).then(() => window.location.reload());
  });
})();
