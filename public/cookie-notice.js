// The cookie notice painted before the portal's scripts run (scripts/bootCookieNotice.ts writes one template
// per language into index.html): shown in the language the portal will choose (the saved one, else the
// browser's, else English, as src/app/i18n/resolveLocale.ts), unless the visitor accepted it already. Accepting
// here is remembered as the portal's own notice remembers it; that notice takes this one's place when it mounts.
(function () {
  var CONSENT = 'cookie.consent';
  var LOCALE = 'locale';
  function read(key) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  }
  if (read(CONSENT) === 'accepted') return;
  var templates = {};
  document.querySelectorAll('template[data-mp-boot-cookie]').forEach(function (template) {
    templates[template.getAttribute('data-mp-boot-cookie')] = template;
  });
  var wanted = [read(LOCALE)].concat(Array.prototype.slice.call(navigator.languages || []), ['en']);
  var template = null;
  for (var i = 0; i < wanted.length && !template; i++) {
    var primary = String(wanted[i] || '')
      .trim()
      .toLowerCase()
      .split(/[-_]/)[0];
    if (Object.prototype.hasOwnProperty.call(templates, primary)) template = templates[primary];
  }
  if (!template || document.getElementById('mp-boot-cookie')) return;
  var notice = template.content.firstElementChild.cloneNode(true);
  notice.querySelector('button').addEventListener('click', function () {
    try {
      localStorage.setItem(CONSENT, 'accepted');
    } catch {
      // storage denied: the portal asks again
    }
    notice.remove();
  });
  document.body.appendChild(notice);
})();
