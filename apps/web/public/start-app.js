// Starts the app's entry script after the first paint, on a page the server sent with its first view (the screen
// already in the HTML, docs/decisions/0032-first-paint.md): on a slow network the stylesheet and the screen's
// largest picture then arrive first, instead of sharing the bandwidth with the app's code, and the app takes
// over the same markup when its code has come. `data-entry` names the entry the build wrote.
/* global document, requestAnimationFrame */
(function () {
  var entry = document.currentScript && document.currentScript.getAttribute('data-entry');
  if (!entry) return;
  function start() {
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // The frame's callbacks run before its paint; the timer after it.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
