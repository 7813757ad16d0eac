// Sent as is, so kept short: docs/decisions/0032-first-paint.md explains it.
/* global self, document, window, requestAnimationFrame, requestIdleCallback, Worker */
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
  var inputs = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];
  var ready, started, signedIn;
  if (!entry) return;
  try {
    signedIn = !!localStorage.getItem('ikaze.session');
  } catch {
    signedIn = false;
  }
  // The app itself: at the visitor's first touch, key or scroll, or once the page is idle after loading.
  function start() {
    if (started) return;
    started = 1;
    inputs.forEach(function (type) {
      window.removeEventListener(type, start, true);
    });
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
  // After the largest paint: the app's code is downloaded, not run (a prefetch costs the page no work).
  function prepare() {
    if (ready) return;
    ready = 1;
    if (signedIn) return start();
    var link = document.createElement('link');
    link.rel = 'prefetch';
    link.crossOrigin = '';
    link.href = entry;
    document.head.appendChild(link);
    function idle() {
      setTimeout(function () {
        if (window.requestIdleCallback) requestIdleCallback(start, { timeout: 1000 });
        else start();
      }, 3000);
    }
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle);
  }
  inputs.forEach(function (type) {
    window.addEventListener(type, start, { capture: true, passive: true });
  });
  if (picture && P && (P.supportedEntryTypes || []).indexOf('largest-contentful-paint') >= 0) {
    new P(function (list) {
      list.getEntries().forEach(function (e) {
        if (e.element === picture) setTimeout(prepare, 0);
      });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    picture.addEventListener('error', prepare);
    setTimeout(prepare, 2000);
  } else
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(prepare, 0);
      });
    });
})();
