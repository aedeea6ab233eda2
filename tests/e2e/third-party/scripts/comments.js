// Fixture of a comment service's embed (Disqus's conventions): draws the thread its config names.
(function () {
  var forum = new URL(document.currentScript.src).searchParams.get('forum');
  (window.__thirdParty = window.__thirdParty || []).push({ script: 'comments', forum: forum });
  function draw(config) {
    var settings = { page: {} };
    config.call(settings);
    var thread = document.getElementById('disqus_thread');
    if (!thread) return;
    thread.setAttribute('data-fixture-thread', settings.page.identifier);
    thread.setAttribute('data-fixture-url', settings.page.url);
    thread.setAttribute('data-fixture-language', settings.language);
    thread.textContent = 'Fixture comments of ' + forum + ' for ' + settings.page.identifier;
  }
  window.DISQUS = { reset: function (options) { draw(options.config); } };
  draw(window.disqus_config);
})();
