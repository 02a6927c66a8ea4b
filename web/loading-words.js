// jury's loading page in the person's language (plain JS, no wasm). `cargo xtask dist` writes
// the page's words from the catalogue: English in the page, every other language in a
// <template data-loading-words lang dir> in the head (xtask/src/loading_words.rs). Run from the head,
// before the body is parsed, this picks the language the app will pick (jury_core::language:
// the choice kept in localStorage `jury.language`, else the first of the browser's languages
// whose primary subtag jury has, else English), hides the English words until the body is
// parsed, then swaps the chosen language's in. Loaded as its own file (the CSP allows no inline
// script; offline.html inlines it with a hash). Whatever fails leaves the English page.
(function () {
  "use strict";
  var html = document.documentElement;
  try {
    var templates = document.querySelectorAll("template[data-loading-words]");
    var byTag = {};
    var byPrimary = {};
    var primary = function (tag) {
      return String(tag).trim().split(/[-_]/)[0].toLowerCase();
    };
    for (var i = 0; i < templates.length; i++) {
      var tag = templates[i].getAttribute("lang");
      byTag[tag] = templates[i];
      byPrimary[primary(tag)] = templates[i];
    }
    var kept = null;
    try {
      kept = localStorage.getItem("jury.language");
    } catch (e) {
      // Storage refused (a sandboxed frame, a privacy mode): the browser's languages decide.
    }
    var chosen = null;
    if (kept === "en") return;
    if (kept && byTag[kept]) {
      chosen = byTag[kept];
    } else {
      var asked = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
      for (var j = 0; j < asked.length && !chosen; j++) {
        var p = primary(asked[j] || "");
        if (p === "en") return;
        chosen = byPrimary[p] || null;
      }
    }
    if (!chosen) return;
    html.setAttribute("lang", chosen.getAttribute("lang"));
    html.setAttribute("dir", chosen.getAttribute("dir"));
    html.setAttribute("data-loading-words", "");
    document.addEventListener("DOMContentLoaded", function () {
      try {
        var note = document.querySelector("#boot .boot-note");
        if (note) note.replaceChildren(chosen.content.cloneNode(true));
      } finally {
        html.removeAttribute("data-loading-words");
      }
    });
  } catch (e) {
    html.removeAttribute("data-loading-words");
  }
})();
