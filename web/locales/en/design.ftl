# A design shown rendered (web/src/design): the frame, its presets, the words around it, and
# what the design asked for that is not loaded.

## The rendered view

design-preset-phone = Phone 390
design-preset-tablet = Tablet 768
design-preset-desktop = Desktop 1280
design-preset-fit = Fit
design-viewport = Viewport width
design-width = { $width } px wide
design-width-scaled = { $width } px wide, shown at { $percent }%
design-frame-title = { $label }, rendered (no scripts, nothing loaded)
design-failed = The design could not be shown rendered ({ $why }); its source is complete below.
design-quote-shown = The quote is marked in the rendered design.
design-quote-hidden = The quoted text is in the rendered design only where it is hidden (not shown on screen), so it is not marked there; it is marked in the source.
design-quote-absent = The quote is not visible text of the rendered design (it is in the markup); it is marked in the source.
design-quote-too-short = What the quote shows of the rendered design is too short to find there (fewer than { $min } characters); it is marked in the source.
design-on-request = This design came with a shared link: it is rendered only when you ask (it cannot run or load anything either way).
design-show = Show the design
design-show-rendered = Show it rendered
design-hide-rendered = Hide the rendered design
design-under-review = The artifact under review

## What is not loaded

design-caption = Rendered as a browser shows it on its own, with its own styles. Nothing in it runs, loads or links anywhere: scripts, network requests, forms and links are switched off.
design-caption-not-loaded = Rendered as a browser shows it on its own, with its own styles, save what is listed below as not loaded. Nothing in it runs, loads or links anywhere: scripts, network requests, forms and links are switched off.
design-not-loaded = Not loaded here
design-not-loaded-why = (the design opened on its own would fetch or run these):
design-from = { $name } from { $from }
design-fonts = Fonts: shown in the fallback font.
design-fonts-from = Fonts from { $from }: shown in the fallback font.
design-font-file = { $name } (a font file): shown in the fallback font.
design-font = { $what }: shown in the fallback font.
design-stylesheet = Stylesheet { $what }: not loaded, so its styles are missing.
design-bootstrap = Bootstrap's stylesheet ({ $what }): not loaded, so its grid, navigation and components show as plain HTML (this app does not carry Bootstrap's CSS).
design-script = Script { $what }: not run.
design-inline-script = A script in the page: not run.
design-image = Image { $what }: not shown.
design-tailwind-generating = Tailwind from its CDN: generating its styles here from the classes used…
design-tailwind-ready = Tailwind from its CDN: generated here from the classes used.
design-tailwind-failed = Tailwind from its CDN: its styles could not be generated here ({ $why }), so the design shows without them.

## Why the browser could not render a design (shown inside the sentence that says so)

design-why-no-frame-document = the preview frame has no document
design-why-no-frame-body = the preview frame has no body
design-why-no-root = the parsed design has no root
design-why-no-app-body = the app has no body
design-why-no-parser-window = the parser frame has no window
design-why-no-dom-parser = the parser frame has no DOMParser
design-why-no-window = no window
design-why-no-document = no document
design-why-not-a-function = { $name } is not a function
design-why-no-getter = { $name } has no getter
design-why-no-setter = { $name } has no setter
design-why-no-dom-method = this browser lacks a DOM method the app needs ({ $why })
design-why-http = { $path } answered HTTP { $status }
design-why-no-input-buffer = no input buffer
design-why-no-output = no output
design-why-no-css = the generator's answer has no CSS

## The Tailwind generator's notes (what of a design's Tailwind set-up is not reproduced)

design-tailwind-config-unreadable = Its tailwind.config could not be read (line { $line }, column { $column }: { $why }), so its theme is not applied; the default theme is used.
design-tailwind-not-applied = Its tailwind.config's `{ $key }` is not applied.
design-tailwind-styles = Its <style type="text/tailwindcss"> is applied as plain CSS: its @apply and @layer rules are not.
