// The freeze-out clock's countdown, second by second, between the page's own refreshes (the page
// works without this: it reloads itself). At nought it reloads for the next level.
(function () {
  "use strict";
  var el = document.getElementById("time-left");
  if (!el || el.getAttribute("data-running") !== "yes") { return; }
  var end = Date.now() + 1000 * Number(el.getAttribute("data-left"));
  function show(seconds) {
    var h = Math.floor(seconds / 3600), m = Math.floor(seconds / 60) % 60, s = seconds % 60;
    var mm = h > 0 ? (m < 10 ? "0" + m : String(m)) : String(m);
    el.textContent = (h > 0 ? h + ":" : "") + mm + ":" + (s < 10 ? "0" + s : s);
  }
  function tick() {
    var left = Math.max(0, Math.round((end - Date.now()) / 1000));
    show(left);
    if (left === 0) { window.location.reload(); return; }
    window.setTimeout(tick, 1000 - ((end - Date.now()) % 1000 + 1000) % 1000 || 1000);
  }
  tick();
}());
