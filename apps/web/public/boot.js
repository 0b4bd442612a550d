// Runs before the first paint. The URL says the page's language (Arabic under /ar, the server renders it
// so); a visitor whose stored choice is the other language goes to that language's URL at once, with the
// page hidden meanwhile, so they never see a flash of the other language. Kept as a file because the CSP
// forbids inline scripts.
// It also starts the app: the build moves the app's module script here, as data-entry (entryAfterPaint.ts),
// and it is added once the whole page has been parsed and painted, so the server's page shows first and its
// picture and stylesheet do not share the phone's bandwidth with the script.
/* global document, location, requestAnimationFrame, Element */
(function () {
  var entry = document.currentScript && document.currentScript.getAttribute('data-entry');
  var path = location.pathname;
  var lang = /^\/ar(\/|$)/i.test(path) ? 'ar' : 'en';
  var stored = null;
  try {
    stored = localStorage.getItem('language');
  } catch {
    // Storage blocked (privacy mode): the URL's language.
  }
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
  if ((stored === 'ar' || stored === 'en') && stored !== lang) {
    var rest = lang === 'ar' ? path.slice(3) || '/' : path;
    document.documentElement.style.visibility = 'hidden';
    location.replace((stored === 'ar' ? '/ar' + rest : rest) + location.search + location.hash);
    return;
  }
  if (!entry) return;
  // Until the app is live, a button or a choice does nothing the app would see (the server's page has no script of
  // its own). Each one tapped meanwhile is marked instead, in order, its default action (a form sent, a radio
  // checked) held back, and the app taps them again, in the same order, the moment React listens
  // (src/lib/earlyTap.ts).
  var taps = 0;
  document.addEventListener(
    'click',
    function (event) {
      if (document.documentElement.hasAttribute('data-live')) return;
      var target = event.target instanceof Element ? event.target.closest('button, input[type="radio"], input[type="checkbox"]') : null;
      if (!target) return;
      event.preventDefault();
      target.setAttribute('data-early-tap', String(++taps));
    },
    true,
  );
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // Once the parsed page has been painted: the browser reports its first paint (a paint before the page was
  // whole counts too, and starts the script as soon as it is). Without paint reports, after the first frame. A tab
  // in the background is not painted: it starts at once; a shown page after 3 s at most (a loaded machine painted
  // after 1 s, and a 1 s bound then started the script before the paint).
  document.addEventListener('DOMContentLoaded', function () {
    if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0) {
      new PerformanceObserver(function (_list, observer) {
        observer.disconnect();
        setTimeout(start);
      }).observe({ type: 'paint', buffered: true });
      setTimeout(start, document.visibilityState === 'hidden' ? 0 : 3000);
    } else {
      requestAnimationFrame(function () {
        setTimeout(start);
      });
    }
  });
})();
