// Runs before the first paint: <html lang dir> from the stored language (default en), so an Arabic
// visitor never sees a left-to-right flash. Kept as a file because the CSP forbids inline scripts.
/* global document */
(function () {
  var lang = 'en';
  try {
    if (localStorage.getItem('language') === 'ar') lang = 'ar';
  } catch {
    // Storage blocked (privacy mode): stay in English.
  }
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
})();
