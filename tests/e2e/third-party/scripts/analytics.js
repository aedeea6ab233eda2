// Fixture of an audience measurement script: records the page view it would count.
(function () {
  var id = new URL(document.currentScript.src).searchParams.get('id');
  (window.__thirdParty = window.__thirdParty || []).push({ script: 'analytics', id: id, page: location.pathname });
})();
