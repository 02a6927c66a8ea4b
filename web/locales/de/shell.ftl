shell-skip = Zum Inhalt springen
shell-sections = Bereiche
shell-review-loop = Prüfschleife
shell-design-jury = Design-Jury
shell-offline = ✓ Offline verfügbar
shell-language = Sprache
shell-language-not-loaded = Die Texte auf { $language } konnten nicht geladen werden, daher ist die App auf Englisch. Laden Sie die Seite neu, um es erneut zu versuchen.
shell-not-found-title = Seite nicht gefunden
shell-not-found-body = Unter „{ $hash }“ gibt es nichts.
shell-back-to-runs = Zurück zu Ihren Prüfungen
shell-chunk-failed-title = Diese Seite konnte nicht geladen werden
shell-chunk-failed-body = Ihr Code ist nicht angekommen ({ $why }). Prüfen Sie Ihre Verbindung und laden Sie neu; Ihre Prüfungen bleiben in diesem Browser gespeichert.
shell-reload = Neu laden

## The page shown while the app loads

shell-loading-title = Die Review-Schleife wird geladen …
shell-loading-about = jury führt eine Review-Schleife, die endet: zwei KI-Juroren, ein Bewertungsraster, das Sie schreiben, und drei Regeln, alles in diesem Browser. Nichts, was Sie einfügen, verlässt ihn.
shell-loading-slow = Lädt immer noch? Als Datei von Ihrem Datenträger geöffnet (eine Adresse, die mit { $file } beginnt), kann diese Seite nicht starten: Browser führen ihren Code nicht aus einer Datei aus. Öffnen Sie stattdessen { $offline } im selben Ordner: Sie ist dafür gemacht, aus einer Datei zu funktionieren.
shell-loading-noscript = Diese App braucht JavaScript und WebAssembly. Schalten Sie beides für diese Seite ein, oder öffnen Sie { $offline } aus dem Download.
