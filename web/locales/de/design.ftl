# A design shown rendered (web/src/design): the frame, its presets, the words around it, and
# what the design asked for that is not loaded.

## The rendered view

design-preset-phone = Smartphone 390
design-preset-tablet = Tablet 768
design-preset-desktop = Desktop 1280
design-preset-fit = Einpassen
design-viewport = Breite des Viewports
design-width = { $width } px breit
design-width-scaled = { $width } px breit, angezeigt mit { $percent } %
design-frame-title = { $label }, gerendert (keine Skripte, nichts geladen)
design-failed = Das Design konnte nicht gerendert angezeigt werden ({ $why }); sein vollständiger Quelltext steht unten.
design-quote-shown = Das Zitat ist im gerenderten Design markiert.
design-quote-hidden = Der zitierte Text steht im gerenderten Design nur an verborgenen Stellen (nicht auf dem Bildschirm sichtbar), daher ist er dort nicht markiert; er ist im Quelltext markiert.
design-quote-absent = Das Zitat ist kein sichtbarer Text des gerenderten Designs (es steht im Markup); es ist im Quelltext markiert.
design-quote-too-short = Was das Zitat vom gerenderten Design zeigt, ist zu kurz, um es dort zu finden (weniger als { $min } Zeichen); es ist im Quelltext markiert.
design-on-request = Dieses Design kam mit einem geteilten Link: Es wird nur gerendert, wenn Sie es wünschen (es kann ohnehin nichts ausführen oder laden).
design-show = Das Design anzeigen
design-show-rendered = Gerendert anzeigen
design-hide-rendered = Das gerenderte Design ausblenden
design-under-review = Das geprüfte Artefakt

## What is not loaded

design-caption = So gerendert, wie ein Browser es für sich allein anzeigt, mit seinen eigenen Stilen. Nichts darin wird ausgeführt, geladen oder verlinkt: Skripte, Netzwerkanfragen, Formulare und Links sind abgeschaltet.
design-caption-not-loaded = So gerendert, wie ein Browser es für sich allein anzeigt, mit seinen eigenen Stilen, außer dem, was unten als nicht geladen aufgeführt ist. Nichts darin wird ausgeführt, geladen oder verlinkt: Skripte, Netzwerkanfragen, Formulare und Links sind abgeschaltet.
design-not-loaded = Hier nicht geladen
design-not-loaded-why = (für sich allein geöffnet, würde das Design dies abrufen oder ausführen):
design-from = { $name } von { $from }
design-fonts = Schriften: in der Ersatzschrift angezeigt.
design-fonts-from = Schriften von { $from }: in der Ersatzschrift angezeigt.
design-font-file = { $name } (eine Schriftdatei): in der Ersatzschrift angezeigt.
design-font = { $what }: in der Ersatzschrift angezeigt.
design-stylesheet = Stylesheet { $what }: nicht geladen, daher fehlen seine Stile.
design-bootstrap = Stylesheet von Bootstrap ({ $what }): nicht geladen, daher erscheinen Raster, Navigation und Komponenten als schlichtes HTML (diese App bringt das CSS von Bootstrap nicht mit).
design-script = Skript { $what }: nicht ausgeführt.
design-inline-script = Ein Skript in der Seite: nicht ausgeführt.
design-image = Bild { $what }: nicht angezeigt.
design-tailwind-generating = Tailwind von seinem CDN: Seine Stile werden hier aus den verwendeten Klassen erzeugt…
design-tailwind-ready = Tailwind von seinem CDN: hier aus den verwendeten Klassen erzeugt.
design-tailwind-failed = Tailwind von seinem CDN: Seine Stile konnten hier nicht erzeugt werden ({ $why }), daher erscheint das Design ohne sie.

## Why the browser could not render a design (shown inside the sentence that says so)

design-why-no-frame-document = der Vorschaurahmen hat kein Dokument
design-why-no-frame-body = der Vorschaurahmen hat keinen Body
design-why-no-root = das geparste Design hat kein Wurzelelement
design-why-no-app-body = die App hat keinen Body
design-why-no-parser-window = der Parser-Rahmen hat kein Fenster
design-why-no-dom-parser = der Parser-Rahmen hat keinen DOMParser
design-why-no-window = kein Fenster
design-why-no-document = kein Dokument
design-why-not-a-function = { $name } ist keine Funktion
design-why-no-getter = { $name } hat keinen Getter
design-why-no-setter = { $name } hat keinen Setter
design-why-no-dom-method = diesem Browser fehlt eine DOM-Methode, die die App braucht ({ $why })
design-why-http = { $path } antwortete mit HTTP { $status }
design-why-no-input-buffer = kein Eingabepuffer
design-why-no-output = keine Ausgabe
design-why-no-css = die Antwort des Generators enthält kein CSS

## The Tailwind generator's notes

design-tailwind-config-unreadable = Seine tailwind.config konnte nicht gelesen werden (Zeile { $line }, Spalte { $column }: { $why }), daher wird ihr Theme nicht angewendet; das Standard-Theme wird verwendet.
design-tailwind-not-applied = Der Schlüssel `{ $key }` seiner tailwind.config wird nicht angewendet.
design-tailwind-styles = Sein <style type="text/tailwindcss"> wird als gewöhnliches CSS angewendet, seine @apply- und @layer-Regeln nicht.
