// Sent as is, so kept short: docs/decisions/0032-first-paint.md explains it.
/* global self, document, window, requestAnimationFrame, Worker */
(function () {
  if (typeof document === 'undefined') {
    self.onmessage = function (e) {
      new Intl.NumberFormat(e.data).format(1);
      new Intl.DateTimeFormat(e.data, { dateStyle: 'medium' }).format(0);
      self.close();
    };
    return;
  }
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  var picture = document.querySelector('main img[fetchpriority="high"]');
  var P = window.PerformanceObserver;
  var started;
  if (!entry) return;
  function start() {
    if (started) return;
    started = 1;
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
    try {
      new Worker(script.src).postMessage(document.documentElement.lang);
    } catch {
      // the app loads the data itself
    }
  }
  if (picture && P && (P.supportedEntryTypes || []).indexOf('largest-contentful-paint') >= 0) {
    new P(function (list) {
      list.getEntries().forEach(function (e) {
        if (e.element === picture) setTimeout(start, 0);
      });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    picture.addEventListener('error', start);
    setTimeout(start, 2000);
  } else
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    });
})();
