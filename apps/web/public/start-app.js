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
  var TAP = 'data-first-tap';
  var ready, started;
  if (!entry) return;
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
  // A tap on a control waiting for the app: marked for the app (first-tap.ts), and the app started.
  function tap(e) {
    var control = e.button ? null : e.target.closest('button, input, select, textarea, summary, label');
    if (control && control.tagName === 'LABEL') control = control.control;
    if (!control || !control.matches('#root :disabled')) return;
    var last = document.querySelector('[' + TAP + ']');
    if (last) last.removeAttribute(TAP);
    control.setAttribute(TAP, '');
    start();
  }
  // After the largest paint: the app's code is downloaded, not run (a prefetch costs the page no work).
  function prepare() {
    if (ready) return;
    ready = 1;
    try {
      if (localStorage.getItem('ikaze.session')) return start();
    } catch {
      // signed out
    }
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
  window.addEventListener('pointerup', tap, true);
  window.addEventListener('ikaze:app', function () {
    window.removeEventListener('pointerup', tap, true);
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
