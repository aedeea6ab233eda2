// Fixture of an accommodation affiliate widget: renders its settings into each element given.
(function () {
  (window.__thirdParty = window.__thirdParty || []).push({ script: 'accommodation-widget' });
  function render(element) {
    element.setAttribute('data-rendered', 'true');
    var excluded = element.getAttribute('data-excluded-providers');
    element.textContent =
      'Fixture widget ' + element.getAttribute('data-key') + ' for ' + element.getAttribute('data-destination') +
      (excluded ? ', without ' + excluded : '');
  }
  window.accommodationWidget = { render: render };
  document.querySelectorAll('[data-accommodation-widget]').forEach(render);
})();
