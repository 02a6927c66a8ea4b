// jury's trap page (plain JS, no wasm): if the app's WebAssembly traps (a Rust panic, which
// aborts, or a RuntimeError such as "unreachable" or "memory access out of bounds"), the app
// cannot answer any more, so this replaces the page with a plain message: what happened, that
// the runs kept in this browser are untouched, a Reload button and the error text to copy.
// Loaded as its own file before the app (the CSP allows no inline script; offline.html inlines
// it with a hash). The Rust panic hook (web/src/main.rs) hands over the panic message first
// through `window.juryTrap`; the RuntimeError that follows it, or a trap without a panic, is
// caught here from the window's `error` and `unhandledrejection` events. An error that merely
// passed through the wasm (its stack holds wasm frames) is taken as a trap too: the app's state
// inside the wasm may be half-changed, and only a reload makes it whole again.
(function () {
  "use strict";
  var errors = [];
  var shown = null;

  function isTrap(error) {
    if (!error) return false;
    if (typeof WebAssembly !== "undefined" && error instanceof WebAssembly.RuntimeError) return true;
    return typeof error.stack === "string" && error.stack.indexOf("wasm://") !== -1;
  }

  function text(error) {
    if (typeof error === "string") return error;
    var words = String(error && error.name ? error.name + ": " + error.message : error);
    return error && typeof error.stack === "string" && error.stack.indexOf(words) === -1
      ? words + "\n" + error.stack
      : (error && error.stack) || words;
  }

  function el(name, attributes, children) {
    var node = document.createElement(name);
    Object.keys(attributes || {}).forEach(function (key) { node.setAttribute(key, attributes[key]); });
    (children || []).forEach(function (child) {
      node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
    });
    return node;
  }

  function show() {
    var details = errors.join("\n\n");
    if (shown) {
      shown.value = details;
      return;
    }
    var reload = el("button", { type: "button" }, ["Reload"]);
    reload.addEventListener("click", function () { location.reload(); });
    var list = el("button", { type: "button" }, ["Reload on the run list"]);
    list.addEventListener("click", function () {
      location.hash = "#/";
      location.reload();
    });
    shown = el("textarea", { readonly: "", rows: "8", class: "mono", "aria-label": "The error text", id: "trap-error" });
    shown.value = details;
    var copy = el("button", { type: "button" }, ["Copy the error text"]);
    var copied = el("span", { role: "status", class: "small muted" });
    copy.addEventListener("click", function () {
      shown.select();
      var done = function () { copied.textContent = "Copied."; };
      var fail = function () { copied.textContent = "Select the text above and copy it."; };
      if (navigator.clipboard && navigator.clipboard.writeText) {
        navigator.clipboard.writeText(shown.value).then(done, fail);
      } else {
        fail();
      }
    });
    var heading = el("h2", { id: "trap-h", tabindex: "-1" }, ["jury stopped working"]);
    var page = el("div", { id: "trap" }, [
      el("header", { class: "app-header" }, [el("h1", {}, ["jury"])]),
      el("main", {}, [
        el("section", { class: "panel", role: "alert", "aria-labelledby": "trap-h" }, [
          heading,
          el("p", {}, ["Something inside the app failed and it stopped (its WebAssembly trapped), so this page cannot answer any more until it is reloaded."]),
          el("p", {}, ["The runs kept in this browser are untouched: every change is saved the moment it is made, and nothing was saved after the failure. What you typed but had not recorded may be lost."]),
          el("p", { class: "row" }, [reload, list]),
          el("p", {}, ["If it happens again, please report it with this error text (it holds nothing you pasted):"]),
          shown,
          el("p", { class: "row" }, [copy, copied]),
        ]),
      ]),
    ]);
    var body = document.body || document.documentElement.appendChild(document.createElement("body"));
    while (body.firstChild) body.removeChild(body.firstChild);
    body.appendChild(page);
    document.title = "jury stopped working";
    heading.focus();
  }

  function trap(error) {
    var words = text(error);
    if (errors.indexOf(words) === -1 && errors.length < 5) errors.push(words);
    show();
  }

  // The panic hook's message (what panicked, where) comes before the trap it causes.
  window.juryTrap = function (message) { trap("panicked: " + message); };
  window.addEventListener("error", function (event) {
    if (isTrap(event.error)) trap(event.error);
  });
  window.addEventListener("unhandledrejection", function (event) {
    if (isTrap(event.reason)) trap(event.reason);
  });
})();
