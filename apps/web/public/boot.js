// Runs before the first paint. The URL says the page's language (Arabic under /ar, the server renders it
// so); a visitor whose stored choice is the other language goes to that language's URL at once, with the
// page hidden meanwhile, so they never see a flash of the other language. Kept as a file because the CSP
// forbids inline scripts.
/* global document, location */
(function () {
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
  }
})();
