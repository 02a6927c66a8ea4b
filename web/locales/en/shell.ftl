# The shell: header, navigation, the language menu, pages that are not there.

shell-skip = Skip to content
shell-sections = Sections
shell-review-loop = Review loop
shell-design-jury = Design Jury
shell-offline = ✓ Available offline
shell-language = Language
shell-language-not-loaded = The words for { $language } could not be loaded, so the app is in English. Reload to try again.
shell-not-found-title = Page not found
shell-not-found-body = Nothing lives at “{ $hash }”.
shell-back-to-runs = Back to your runs
shell-chunk-failed-title = This page could not be loaded
shell-chunk-failed-body = Its code did not arrive ({ $why }). Check your connection, then reload; your runs are kept in this browser.
shell-reload = Reload

## The page shown while the app loads (index.html: `cargo xtask dist` writes these into it)

shell-loading-title = Loading the review loop…
shell-loading-about = jury runs a review loop that ends: two AI judges, a rubric you write, and three rules, all in this browser. Nothing you paste leaves it.
shell-loading-slow = Still loading? Opened as a file from your disk (an address starting with { $file }), this page cannot start: browsers do not run its code from a file. Open { $offline }, in the same folder, instead: it is made to work from a file.
shell-loading-noscript = This app needs JavaScript and WebAssembly. Turn them on for this page, or open { $offline } from the download.
