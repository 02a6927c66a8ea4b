# Die Seiten: die Liste der Prüfungen, das Formular für eine neue Prüfung, „So funktioniert es“,
# eine geteilte Prüfung, die gemeinsamen Bedienelemente und die Speichermeldungen der App.

## Gemeinsame Wörter

pages-new-run = Neue Prüfung
pages-how-it-works = So funktioniert es
pages-back-to-runs = Zurück zu Ihren Prüfungen
pages-round-of = Runde { $round } von { $limit }
pages-cancel = Abbrechen

## Die Liste der Prüfungen

pages-list-title = Ihre Prüfungen
pages-import-run-file = Prüfungsdatei importieren…
pages-list-intro = Eine Prüfung bewertet einen Text anhand eines Bewertungsrasters, Runde für Runde: Sie kopieren einen Prompt in einen neuen Chat mit ChatGPT, Claude oder einem anderen Modell, fügen die Antwort des Prüfers hier ein, und die Regeln entscheiden, wie es weitergeht. Alles bleibt in diesem Browser.
pages-import-not-a-run-file = { $name } ist keine Prüfungsdatei, die diese App importieren kann: { $reason }. Es wurde nichts geändert.
pages-list-empty = Noch keine Prüfungen. Beginnen Sie eine mit „Neue Prüfung“.
pages-list-runs = Prüfungen
pages-list-last-change = Zuletzt geändert: { $time }
pages-problems-intro = Einige gespeicherte Einträge konnten nicht geladen werden. Sie wurden übersprungen und unverändert gelassen; Ihre anderen Prüfungen sind in Ordnung.
pages-problem-download = Herunterladen
pages-problem-download-label = Herunterladen ({ $key })
pages-problem-delete = Löschen
pages-problem-delete-label = Löschen ({ $key })

## So funktioniert es

pages-how-intro = Eine Prüfung bewertet einen Text (das Artefakt) anhand eines Bewertungsrasters mit { $min } bis { $max } Kriterien, die bestanden oder nicht bestanden werden und die Sie schreiben, bevor Sie den Entwurf lesen. Zwei KI-Prüfer lesen ihn, jeder in einem neuen Chat; die App spricht nie selbst mit einem Modell. Sie prüft nur, was Sie einfügen, und wendet drei Regeln an, damit eine Prüfung endet, statt sich im Kreis zu drehen.
pages-how-round-title = Eine Runde
pages-how-round-copy = Kopieren Sie den Prüfer-Prompt (das Bewertungsraster und das Artefakt) in einen neuen Chat und senden Sie ihn ab.
pages-how-round-paste = Fügen Sie die vollständige Antwort des Prüfers hier ein. Die App prüft sie sofort: Jedes Kriterium hat PASS oder FAIL, und jedes FAIL zitiert die beanstandete Textstelle.
pages-how-round-record = Erfassen Sie sie. Die App sucht jedes Zitat im Artefakt und zeigt an, ob es gefunden wurde.
pages-how-round-merge = Führen Sie die Runde zusammen. Die Regeln unten entscheiden, wie es weitergeht: korrigieren und überarbeiten, Prüfer B fragen, einen Streitfall selbst entscheiden oder aufhören.
pages-how-rules-title = Die drei Regeln
pages-how-why = Warum:
pages-how-rule1-name = Anti-Ratsche.
pages-how-rule1 = Ab Runde 2 kann ein Kriterium, das in der Runde davor bestanden hat, nur mit einem Zitat erneut scheitern, das im Text gefunden wird. Ein Einwand ohne ein solches Zitat wird als optionale Anmerkung aufbewahrt, und das Kriterium bleibt PASS.
pages-how-rule1-why = Sonst kann ein Prüfer die Latte in jeder Runde höher legen, und die Schleife endet nie.
pages-how-rule2-name = Die Grenze des Prüfers.
pages-how-rule2 = Nur eine inhaltliche Lücke oder ein nicht erfülltes Kriterium blockiert. Stil, Geschmack und „könnte besser sein“ kommen in die optionalen Anmerkungen: Sie bekommen sie zu sehen, sie sind aber nie Teil des Ergebnisses.
pages-how-rule2-why = Eine Prüfung, die an Geschmacksfragen hängen bleibt, hat keine Ziellinie.
pages-how-rule3-name = Zwei unabhängige Prüfer, kein dritter.
pages-how-rule3 = Prüfer B bekommt denselben Prompt, sobald Prüfer A jedes Kriterium bestanden hat, idealerweise ein anderes Modell, und sieht die Antwort von A nie. Jedes FAIL bedeutet eine weitere Runde; lässt B ein Kriterium, das A bestanden hat, ohne auffindbares Zitat scheitern, ist das Kriterium DISPUTED und Sie entscheiden.
pages-how-rule3-why = Die blinden Flecken eines Modells fallen einem anderen auf, und ein Patt entscheidet ein Mensch, der den Text lesen kann, nicht eine dritte Meinung.
pages-how-outcomes-title = Was ein Zusammenführen ergeben kann
pages-how-outcome-pass = Beide Prüfer haben jedes Kriterium bestanden. Die Prüfung ist abgeschlossen; das Urteil kann heruntergeladen werden.
pages-how-outcome-fix = Ein Kriterium ist gescheitert. Nehmen Sie die aufgeführten Korrekturen vor und überarbeiten Sie das Artefakt: Die nächste Runde beginnt.
pages-how-outcome-need-b = Prüfer A hat jedes Kriterium bestanden. Fragen Sie Prüfer B; die Runde bleibt offen.
pages-how-outcome-disputed = Die Prüfer sind sich uneinig, und das Zitat des Einwands wurde nicht gefunden. Sie entscheiden jedes strittige Kriterium selbst, mit einer Anmerkung.
pages-how-outcome-round-limit = In der letzten Runde, die die Prüfung zulässt, scheitern noch Kriterien. Die Prüfung endet; über den Rest entscheiden Sie.
pages-how-refused = Eine Antwort, ein Bewertungsraster oder eine Aktion, die die Regeln nicht zulassen, wird mit Begründung abgelehnt, und die Prüfung bleibt genau so, wie sie war.
pages-how-start = Neue Prüfung beginnen

## Das Formular für eine neue Prüfung

pages-new-replace-rubric = Das von Ihnen geschriebene Bewertungsraster durch dieses Beispiel ersetzen?
pages-new-name = Name der Prüfung
pages-new-name-placeholder = z. B. Versionshinweise 0.4
pages-new-start = Prüfung starten
pages-new-rubric = Bewertungsraster: { $min } bis { $max } Kriterien (bestanden/nicht bestanden)
pages-new-examples = Mit einem Beispiel beginnen:
pages-new-example = { $kind ->
    [code] Beispiel für Code
    [design] Beispiel für Design
   *[text] Beispiel für Text
}
pages-new-rubric-placeholder =
    # Titel
    - id: was der Leser bekommt
    - id2: …
pages-new-artifact = Artefakt: der zu prüfende Text
pages-new-open-file = Datei öffnen…
pages-new-or-paste = oder unten einfügen. HTML und Code werden als Text angezeigt, nie ausgeführt.
pages-new-artifact-unkept = Dieser Text ist zu groß für den Sitzungsspeicher dieses Tabs, ein Neuladen der Seite würde ihn also verlieren: Bewahren Sie seine Datei (oder eine Kopie) auf, bis die Prüfung gestartet ist.
pages-new-artifact-name = Name des Artefakts
pages-new-artifact-name-placeholder = artefakt
pages-new-rounds = Rundenlimit
pages-new-rounds-help = Die Prüfung endet in dieser Runde, wenn noch Kriterien scheitern.
pages-new-language = Sprache der Prompts
pages-new-language-help = Die Prüfer bekommen ihre Prompts in dieser Sprache und schreiben ihre Begründungen darin. Das Antwortformat bleibt gleich.
pages-new-anti-ratchet = Anti-Ratsche (Regel 1) ist an
pages-new-anti-ratchet-help = Ab Runde 2 darf ein Prüfer ein bereits bestandenes Kriterium nur mit einem Zitat aus dem Text scheitern lassen. Schalten Sie sie nur für das Konvergenz-Experiment aus; das Urteil vermerkt es.
pages-new-anti-ratchet-off = Anti-Ratsche ist aus: Die Latte kann von Runde zu Runde steigen.
pages-new-models = Welche Modelle welche Rolle spielen (optional)
pages-new-model-author = Modell des Autors
pages-new-model-a = Modell von Prüfer A
pages-new-model-b = Modell von Prüfer B
pages-new-model-placeholder = z. B. GPT-5, Claude Sonnet, Gemini
pages-new-problems = { $count ->
    [one] Die Prüfung kann noch nicht starten: Beheben Sie zuerst diesen Punkt.
   *[other] Die Prüfung kann noch nicht starten: Beheben Sie zuerst diese { $count } Punkte.
}
pages-new-rubric-help = Schreiben Sie ein Kriterium pro Zeile, in der Form „- id: was der Leser bekommt“.
pages-new-rubric-ok = { $count ->
    [one] ✓ { $count } Kriterium: { $ids }
   *[other] ✓ { $count } Kriterien: { $ids }
}
pages-new-hints = Hinweise (Ratschläge, keine Fehler):

## Eine über einen Link geteilte Prüfung

pages-shared-cannot-open = Dieser Link zum Teilen lässt sich nicht öffnen
pages-shared-nothing-stored = In diesem Browser wurde nichts gespeichert.
pages-shared-go-to-runs = Zu Ihren Prüfungen
pages-shared-keep = Eine Kopie in diesem Browser behalten
pages-shared-export = Prüfung exportieren
pages-shared-artifact-round = (Runde { $round })
pages-shared-round = Runde
pages-shared-show-round = Artefakt dieser Runde anzeigen
pages-shared-source = Der Quelltext, als reiner Text angezeigt: Nichts darin wird ausgeführt.
pages-shared-verdict = Urteil
pages-shared-settled = entschieden:
pages-shared-round-n = Runde { $round }
pages-shared-judge = Prüfer { $judge }
pages-shared-merge = Zusammenführen

## Gemeinsame Bedienelemente: kopieren, Datei öffnen, eine Prüfung mit dem Namen einer gespeicherten

pages-copied = ✓ In die Zwischenablage kopiert
pages-copy-failed = Kopieren nicht möglich ({ $why }): Markieren Sie den Text unten und drücken Sie Strg+C (⌘C auf dem Mac).
pages-could-not-read = { $name } konnte nicht gelesen werden: { $why }
pages-same-name-question = Eine Prüfung namens „{ $name }“ ist in diesem Browser bereits gespeichert. Durch diese ersetzen oder beide behalten?
pages-same-name-replace = Gespeicherte Prüfung ersetzen
pages-same-name-keep-both = Beide behalten (diese als Kopie hinzufügen)

## Links zum Teilen

pages-share-copy = Link zum Teilen kopieren
pages-share-says = Der Link enthält die ganze Prüfung, einschließlich Artefakt und Antworten der Prüfer: Jeder, dem Sie ihn schicken, kann alles lesen. Alles steht im Teil nach „#“, den Browser nie an einen Server senden.
pages-share-copied = ✓ Link zum Teilen kopiert ({ $length } Zeichen)
pages-share-copy-failed = Kopieren nicht möglich ({ $why }): Markieren Sie den Link unten und drücken Sie Strg+C (⌘C auf dem Mac).
pages-share-link = Link zum Teilen
pages-share-long = Ein langer Link: Browser, Slack und E-Mail kommen damit zurecht, aber Chat-Apps mit kurzen Nachrichten (Discord behält { $limit } Zeichen) schneiden ihn ab. Kommt er beschädigt an, senden Sie stattdessen die Datei.
pages-shared-banner = { $what ->
    [panel] Eine geteilte Panel-Sitzung, nur zum Lesen: Sie kam mit dem Link, den Sie geöffnet haben, und ist nicht in diesem Browser gespeichert. Behalten Sie eine Kopie, um sie später bei Ihren Prüfungen zu finden.
   *[run] Eine geteilte Prüfung, nur zum Lesen: Sie kam mit dem Link, den Sie geöffnet haben, und ist nicht in diesem Browser gespeichert. Behalten Sie eine Kopie, um sie später bei Ihren Prüfungen zu finden.
}

## Prüfungen in diesem Browser speichern

pages-run-missing = Diese Prüfung gibt es nicht mehr (sie wurde gelöscht, vielleicht in einem anderen Tab).
pages-save-too-big = Diese Prüfung ist zu groß für den Speicher dieses Browsers: Sie belegt { $needed }, und der Speicher fasst für diese Seite selbst leer nur etwa { $capacity }. Es wurde nichts gespeichert und nichts Gespeichertes geändert; Ihr Text ist noch auf dem Bildschirm. Exportieren Sie die Prüfung in eine Datei, um sie zu behalten, oder starten Sie sie mit einem kleineren Artefakt.
pages-save-no-room = Diese Prüfung passt nicht in den Rest des Speichers dieses Browsers: Sie belegt { $needed }, aber von den { $capacity }, die diese Seite behalten darf, sind nur noch etwa { $left } frei (Ihre anderen Prüfungen und Daten belegen den Rest). Es wurde nichts gespeichert und nichts Gespeichertes geändert; Ihr Text ist noch auf dem Bildschirm. Exportieren Sie die Prüfung in eine Datei, um sie zu behalten; um Platz zu schaffen, exportieren Sie Prüfungen, die Sie nicht mehr brauchen, und löschen Sie sie, oder verwenden Sie ein kleineres Artefakt.
pages-save-full = Der Browserspeicher für diese Seite ist voll, daher wurde diese Änderung nicht gespeichert. Alles bisher Gespeicherte ist unversehrt, und Ihre Änderung ist noch auf dem Bildschirm. Exportieren Sie die Prüfung in eine Datei, um sie zu behalten, oder löschen Sie Prüfungen, die Sie nicht mehr brauchen, und versuchen Sie es dann erneut.
pages-save-conflict = Diese Prüfung wurde in einem anderen Tab geändert, nachdem dieser Tab sie geladen hatte, daher wurde diese Änderung nicht gespeichert (sie hätte die neuere überschrieben). Die Prüfung zeigt jetzt den neueren Stand. Ist das Feld, in dem Sie geschrieben haben, damit verschwunden, exportieren Sie diese Prüfung mit Ihrer Änderung, um Ihren Text zu behalten.
pages-save-other = Der Browser hat das Speichern dieser Änderung verweigert ({ $why }). Nichts Gespeichertes wurde geändert; exportieren Sie die Prüfung in eine Datei, um sie zu behalten.
pages-amount-millions = { NUMBER($millions, minimumFractionDigits: 1, maximumFractionDigits: 1) } Millionen Zeichen
pages-amount-thousands = { $thousands } Tausend Zeichen
pages-amount-characters = { $count ->
   *[other] { $count } Zeichen
}

## Gespeicherte Einträge, die nicht geladen werden konnten (nach dem Schlüssel und einem Doppelpunkt)

pages-problem-index-version = unbekannte Index-Version „{ $schema }“; die Prüfungen wurden durch Durchsuchen des Speichers gefunden
pages-problem-index-unreadable = der Index der Prüfungen ist unlesbar ({ $why }); die Prüfungen wurden durch Durchsuchen des Speichers gefunden
pages-problem-other-id = er gibt sich als Prüfung „{ $inside }“ aus, nicht „{ $id }“, wie sein Schlüssel sagt (kopiert oder von Hand bearbeitet?)
pages-problem-bad-field = ein { $schema }-Eintrag mit einem fehlerhaften Feld ({ $why })
pages-problem-newer = von einer neueren Version von jury geschrieben ({ $schema }); öffnen Sie ihn dort oder exportieren Sie ihn von dort
pages-problem-not-a-run = keine jury-Prüfung (Schema „{ $schema }“)
pages-problem-no-schema = keine jury-Prüfung (kein schema-Feld)
pages-problem-not-json = kein gültiges JSON ({ $why })
pages-problem-history-unreadable = sein Verlauf ist nicht lesbar: { $reason }
pages-problem-history-replay = sein Verlauf lässt sich nicht nachspielen: { $reason }
