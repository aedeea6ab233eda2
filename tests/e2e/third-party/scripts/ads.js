// Fixture of an ad network's script (AdSense's conventions): fills each requested <ins class="adsbygoogle">.
(function () {
  var client = new URL(document.currentScript.src).searchParams.get('client');
  (window.__thirdParty = window.__thirdParty || []).push({ script: 'ads', client: client });
  function fill() {
    document.querySelectorAll('ins.adsbygoogle:not([data-ad-status])').forEach(function (slot) {
      slot.setAttribute('data-ad-status', 'filled');
      var ad = document.createElement('div');
      ad.className = 'fixture-ad';
      ad.textContent = 'Fixture ad ' + slot.getAttribute('data-ad-slot') + ' for ' + slot.getAttribute('data-ad-client');
      ad.style.cssText = 'width:100%;height:100%;background:#fde68a;display:flex;align-items:center;justify-content:center';
      slot.appendChild(ad);
    });
  }
  window.adsbygoogle = { push: fill };
  fill();
})();
