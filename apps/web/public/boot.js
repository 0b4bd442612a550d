// Runs before the first paint. Kept as a file because the CSP forbids inline scripts.
/* global document, location, requestAnimationFrame */
(function () {
  // The URL says the page's language (Arabic under /ar, the server renders it so); a visitor whose stored
  // choice is the other language goes to that language's URL at once, with the page hidden meanwhile, so they
  // never see a flash of the other language.
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

  // The app's script (index.html names it in <meta name="app-entry">, deferEntry.ts) starts once the page's
  // main picture, the <img fetchpriority="high"> the server rendered (the banner, a product's photo), has
  // painted, or after the first paint when the page has none. Fetched with the page, the script and the chunks
  // it imports took a phone's bandwidth from that picture and held up its paint; the page is server-rendered,
  // so it reads and its links work meanwhile, and its buttons answer once it has hydrated, as before.
  var started = false;
  function start() {
    var entry = document.querySelector('meta[name="app-entry"]');
    if (started || !entry) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry.getAttribute('content');
    document.head.appendChild(script);
  }
  // The frame after the next paint; a hidden tab paints nothing, so a timer starts it there.
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    setTimeout(start, 500);
  }
  function whenPictureIsIn() {
    var picture = document.querySelector('img[fetchpriority="high"]');
    if (!picture || picture.complete) return afterPaint();
    picture.addEventListener('load', afterPaint);
    picture.addEventListener('error', afterPaint);
    // A picture slower than this (a poor connection) does not keep the page's buttons waiting longer.
    setTimeout(afterPaint, 3000);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenPictureIsIn);
  else whenPictureIsIn();
})();
