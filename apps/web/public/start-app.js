// Starts the app's entry (data-entry) once the first view's largest picture is painted, and loads the number
// formats' data in a worker meanwhile: docs/decisions/0032-first-paint.md. Sent as is: comments cost bytes.
/* global self, document, window, requestAnimationFrame, Worker */
(function () {
  if (typeof document === 'undefined') {
    self.onmessage = function (event) {
      new Intl.NumberFormat(event.data).format(1);
      new Intl.DateTimeFormat(event.data, { dateStyle: 'medium' }).format(0);
      self.close();
    };
    return;
  }
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var started = false;
  var observer;
  function start() {
    if (started) return;
    started = true;
    if (observer) observer.disconnect();
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
    try {
      new Worker(script.src).postMessage(document.documentElement.lang || 'en');
    } catch {
      // No worker: the app loads the data itself.
    }
  }
  // The second frame's callbacks come after the first frame's paint.
  function afterPaint() {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    });
  }
  var picture = document.querySelector('main img[fetchpriority="high"]');
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (!picture) afterPaint();
  else if (types.indexOf('largest-contentful-paint') >= 0) {
    observer = new PerformanceObserver(function (list) {
      var entries = list.getEntries();
      for (var i = 0; i < entries.length; i++) if (entries[i].element === picture) setTimeout(start, 0);
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    picture.addEventListener('error', afterPaint);
  } else picture.decode().then(afterPaint, afterPaint);
  // A slow picture holds the page's controls 2 s at most.
  setTimeout(start, 2000);
})();
