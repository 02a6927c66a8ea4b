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
