// Starts a prerendered page's scripts once its HTML has painted: the page is readable without
// them, so on a slow connection they no longer share the bandwidth with it. The prerender writes
// the entry, the chunks to preload and the file saying when the data was read on this script's
// own tag (scripts/prerender/template.ts); the entry reads that file before it hydrates. The tag
// is in the head and async: on a long page (the list) the top paints while the browser still
// parses the rest, and the scripts start then instead of after the parse (on a slow network the
// list answered about 180 ms sooner); the app waits for the whole page before it hydrates.
(function () {
  var tag = document.currentScript;
  // What is only for Android ('Abrir no app') shows by this mark, before React runs
  // (src/lib/platform.ts marks a page served without this script).
  if (/\bAndroid\b/i.test(navigator.userAgent)) {
    document.documentElement.setAttribute('data-android', '');
  }
  function preload(href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
  // Each request costs the main thread a little: on a slow phone, asking for all of them at once
  // was one long task. The entry and half the chunks are asked for in this task, the rest in the
  // next, which runs long before the entry can have arrived and run.
  function start() {
    var hrefs = (tag.dataset.preload || '').split(' ').filter(Boolean);
    if (tag.dataset.stamp) {
      var stamp = document.createElement('link');
      stamp.rel = 'preload';
      stamp.as = 'fetch';
      stamp.crossOrigin = 'anonymous';
      stamp.href = tag.dataset.stamp;
      document.head.appendChild(stamp);
    }
    hrefs.splice(0, Math.ceil(hrefs.length / 2)).forEach(preload);
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.src = tag.dataset.entry;
    document.body.appendChild(entry);
    setTimeout(function () {
      hrefs.forEach(preload);
    }, 0);
  }
  // After the first paint is on screen, not only drawn: the browser reports the first contentful
  // paint once shown, a frame or two after the task that drew it. A request started in between
  // counts, in Lighthouse's model of a slow network, as one the first paint waited for: its first
  // contentful paint then read 1.2–1.6 s instead of 0.7–0.9 in some runs.
  var started = false;
  function startOnce() {
    if (!started) {
      started = true;
      start();
    }
  }
  function afterParse(callback) {
    if (document.readyState !== 'loading') return callback();
    document.addEventListener('DOMContentLoaded', callback, { once: true });
  }
  function painted() {
    return performance.getEntriesByName('first-contentful-paint').length > 0;
  }
  if (typeof PerformanceObserver !== 'function') {
    afterParse(startOnce);
  } else if (painted()) {
    startOnce();
  } else {
    new PerformanceObserver(function (list, observer) {
      if (!painted()) return;
      observer.disconnect();
      setTimeout(startOnce, 0);
    }).observe({ type: 'paint' });
    // Where no paint is reported (a page opened in the background): once parsed, half a second on.
    afterParse(function () {
      setTimeout(startOnce, 500);
    });
  }
  // Buttons open and close dialogs by invoker commands (commandfor/command); where the browser
  // has none yet, this does their work, before React and after it alike.
  if (!('commandForElement' in HTMLButtonElement.prototype)) {
    document.addEventListener('click', function (event) {
      var button = event.target.closest && event.target.closest('button[commandfor]');
      var dialog = button && document.getElementById(button.getAttribute('commandfor'));
      if (!dialog || !dialog.showModal) return;
      var command = button.getAttribute('command');
      if (command === 'show-modal' && !dialog.open) dialog.showModal();
      if (command === 'close') dialog.close();
    });
  }
  // A disclosure button (data-disclosure) shows or hides its panel until React owns the button
  // (data-owned); React then keeps the state it finds (filter-panel.tsx). Caught before React
  // sees the tap, so a tap replayed once hydrated does not toggle it back.
  document.addEventListener(
    'click',
    function (event) {
      var button = event.target.closest && event.target.closest('button[data-disclosure]');
      if (!button || 'owned' in button.dataset) return;
      var panel = document.getElementById(button.getAttribute('aria-controls'));
      if (!panel) return;
      event.preventDefault();
      event.stopPropagation();
      var open = getComputedStyle(panel).display === 'none';
      panel.dataset.open = String(open);
      button.setAttribute('aria-expanded', String(open));
    },
    true,
  );
})();
