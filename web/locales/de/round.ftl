# Eine Runde einer Prüfung: der Prompt, die Antwortfelder, die Berichte der Prüfer, das
# Zusammenführen, die Überarbeitung, die Entscheidung, das Urteil, die Zeitleiste und die Schritte
# der Demo. PASS, FAIL und die Ergebniscodes (FIX, NEED_B, DISPUTED, ROUND_LIMIT) bleiben, wie sie sind.

round-list-separator = {", "}
round-open = OFFEN

## Der Prompt
round-advice-a = Öffnen Sie einen neuen Chat (in jeder Runde einen frischen, damit der Prüfer vorher nichts gesehen hat), fügen Sie den Prompt ein, senden Sie ihn ab und kopieren Sie dann die ganze Antwort des Prüfers in das Feld unten.
round-advice-b = Öffnen Sie einen weiteren neuen Chat, am besten mit einem anderen Modell als Prüfer A (z. B. A in ChatGPT, B in Claude), fügen Sie denselben Prompt ein und kopieren Sie die ganze Antwort in das Feld unten. Zeigen Sie ihm nicht die Antwort von Prüfer A.
round-copy-prompt = Prompt für Prüfer { $judge } kopieren
round-prompt-criteria = Der Prompt bittet den Prüfer bei jedem Kriterium um PASS oder FAIL:
round-show-prompt = Prompt anzeigen
round-prompt-for = Prompt für Prüfer { $judge }

## Das Antwortfeld
round-error-place = Zeile { $line }, Spalte { $column }
round-error-criterion = Kriterium „{ $criterion }“
round-nothing-recorded-fix = Nichts wurde erfasst. Korrigieren Sie die Antwort (oder fragen Sie den Prüfer erneut) und fügen Sie sie hier ein.
round-nothing-recorded = Nichts wurde erfasst.
round-reply-label = Antwort von Prüfer { $judge }
round-reply-placeholder = Fügen Sie hier die ganze Antwort des Prüfers ein (das JSON-Objekt, mit oder ohne den Text darum herum).
round-reply-help = Wird geprüft, sobald Sie einfügen. Strg+Eingabe (⌘+Enter) erfasst sie.
round-reply-valid = ✓ Eine gültige Antwort: { $fails } von { $total } Kriterien FAIL. Erfassen Sie sie, um die Zitate zu prüfen.
round-record-and-merge = Erfassen und die Runde zusammenführen
round-record = Antwort von Prüfer { $judge } erfassen

## Warnungen zu einer Antwort
round-warn-mismatch = Das eigene Urteil des Prüfers „{ $summary }“ widerspricht seinen Kriterien ({ $criteria }). Das Ergebnis wird aus den Kriterien berechnet, nicht aus diesem Urteil.
round-every-passed = jedes Kriterium bestanden
round-failed-list = nicht bestanden: { $list }
round-warn-mangled = Die Antwort enthält { $sequences }, das Artefakt aber nicht: Der Text wurde unterwegs wahrscheinlich verstümmelt (eine Verwechslung der Zeichenkodierung, etwa beim Weiterleiten durch Windows PowerShell). Fügen Sie ihn erneut aus der Quelle ein.
round-warn-case = Nicht in Großbuchstaben geschriebene Urteile wurden als PASS oder FAIL gelesen: { $list }. Das Antwortformat verlangt „PASS“ oder „FAIL“ in Großbuchstaben.
round-warn-case-item = { $id } „{ $written }“ als { $read }

## Der Bericht eines Prüfers
round-found-at = ✓ Zitat im Artefakt gefunden, in Zeile { $line }, Spalte { $column }
round-found = ✓ Zitat im Artefakt gefunden
round-found-normalized-at = ✓ Zitat in Zeile { $line }, Spalte { $column } gefunden, nachdem Leerzeichen, Anführungszeichen, Striche und Markup angeglichen wurden
round-found-normalized = ✓ Zitat gefunden, nachdem Leerzeichen, Anführungszeichen, Striche und Markup angeglichen wurden
round-not-found = ✗ Zitat im Artefakt nicht gefunden
round-too-short = ✗ Zitat zu kurz, um ein Beleg zu sein (unter { $min } Zeichen)
round-no-quote = ✗ Kein Zitat angegeben
round-rule-1-counts = Prüfer schrieb { $written }, Regel 1 zählt es als { $counted }
round-show-in-artifact = Im Artefakt zeigen
round-closest-passage = Nächstliegende Stelle (nur ein Hinweis):
round-judge-reply-round = Antwort von Prüfer { $judge }, Runde { $round }
round-criterion = Kriterium
round-result = Ergebnis
round-reason-quote-fix = Begründung, Zitat und Korrektur
round-fix = Korrektur:
round-quote-proves = Ein gefundenes Zitat beweist, dass der Text im Artefakt steht, nicht, dass das Kriterium wirklich nicht bestanden ist: Lesen Sie die Begründung und urteilen Sie selbst.
round-blocked-title = Von Regel 1 blockiert (Anti-Ratsche)
round-blocked-body = — zu den optionalen Notizen verschoben; das FAIL dieses Prüfers zählt nicht:
round-blocked-by-judge = { $id } (Prüfer { $judge })
round-optional-notes = Optionale Notizen ({ $count }) — blockieren nie

## Wie es weitergeht
round-next-record-a = Als Nächstes: Fragen Sie Prüfer A. Kopieren Sie den Prompt in einen neuen Chat und fügen Sie dann die Antwort des Prüfers unten ein.
round-next-record-b = Als Nächstes: Fragen Sie Prüfer B, am besten ein anderes Modell, mit demselben Prompt in einem neuen Chat, und fügen Sie seine Antwort ein.
round-next-merge = Als Nächstes: Führen Sie die Runde zusammen, um die Regeln auf die erfassten Antworten anzuwenden.
round-next-revise = Als Nächstes: Nehmen Sie die Korrekturen vor und überarbeiten Sie dann das Artefakt (unter den Korrekturen), um die nächste Runde zu beginnen.
round-next-settle = Als Nächstes: Die Prüfer sind uneinig; entscheiden Sie unten jedes strittige Kriterium.
round-next-done = Diese Prüfung ist abgeschlossen. Laden Sie das Urteil herunter oder exportieren Sie die Prüfung.

## Das Zusammenführen
round-explain-pass = Beide Prüfer haben jedes Kriterium bestanden. Die Prüfung ist abgeschlossen: Das Urteil oben steht zum Herunterladen bereit.
round-explain-fix = Einige Kriterien sind nicht bestanden. Nehmen Sie die unten aufgeführten Korrekturen in Ihrem Text vor und überarbeiten Sie dann das Artefakt, um Runde { $next } von { $limit } zu beginnen.
round-explain-need-b = Prüfer A hat jedes Kriterium bestanden. Fragen Sie jetzt Prüfer B — in einem frischen Chat, am besten ein anderes Modell — mit demselben Prompt und erfassen Sie seine Antwort.
round-explain-disputed = Die Prüfer sind uneinig, und das Zitat des ablehnenden Prüfers wurde im Text nicht gefunden. Das Werkzeug ergreift keine Partei: Lesen Sie beide Begründungen und entscheiden Sie jedes strittige Kriterium.
round-explain-round-limit = An der Rundengrenze ({ $limit }) sind noch Kriterien nicht bestanden. Die Prüfung endet hier: Lesen Sie die übrigen Korrekturen und entscheiden Sie selbst, was zu tun ist.
round-merged = Runde { $round } zusammengeführt:
round-merged-result = Zusammengeführtes Ergebnis, Runde { $round }
round-judge-a = Prüfer A
round-judge-b = Prüfer B
round-fixes-to-make = Vorzunehmende Korrekturen
round-fix-by-judge = (Prüfer { $judge }):
round-fixed-since = Seit Runde { $round } behoben: { $list }
round-settled-by-you = Von Ihnen entschieden
round-record-a-again = Prüfer A erneut erfassen (die spätere Antwort zählt)
round-b-confirms = Prüfer B bestätigt eine Runde, sobald Prüfer A jedes Kriterium bestanden hat.
round-record-b-anyway = Prüfer B trotzdem jetzt erfassen
round-not-asked = In dieser Runde nicht gefragt.
round-merge = Zusammenführen
round-merge-applies = Das Zusammenführen wendet { $rules } auf die bisher erfassten Antworten an und sagt Ihnen, was als Nächstes kommt.
round-the-three-rules = die drei Regeln
round-merge-the-round = Runde zusammenführen
round-record-a-first = Erfassen Sie zuerst die Antwort von Prüfer A.

## Die Überarbeitung
round-diff-counts = { $added ->
        [one] { $added } Zeile hinzugefügt
       *[other] { $added } Zeilen hinzugefügt
    }, { $removed } entfernt
round-changes = Änderungen
round-revise-title = Artefakt für Runde { $round } überarbeiten
round-revise-help = Bearbeiten Sie den Text unten (oder öffnen Sie die korrigierte Datei) und beginnen Sie dann die nächste Runde. Die Prüfer sehen den neuen Text und die Einwände der letzten Runde.
round-open-revised = Überarbeitete Datei öffnen…
round-changes-since = Änderungen seit Runde { $round }
round-start-round = Runde { $round } beginnen
round-revised-artifact = Überarbeitetes Artefakt
round-artifact-name = Name des Artefakts
round-same-text = Der Text ist derselbe wie in Runde { $round }. Sie können die nächste Runde trotzdem beginnen (ein Prüfer kann sich geirrt haben), aber die Prüfer sehen denselben Text.
round-unchanged-warning = Das Artefakt ist seit Runde { $round }, die Korrekturen verlangte, unverändert: Die Prüfer sehen denselben Text.

## Die Entscheidung
round-settle-title = Die strittigen Kriterien entscheiden
round-settle-help = Prüfer A hat diese Kriterien bestanden, Prüfer B hat sie ohne ein Zitat abgelehnt, das das Werkzeug im Text finden konnte. Lesen Sie beide Begründungen, prüfen Sie den Text selbst und entscheiden Sie. Ihre Notiz bleibt im Verlauf der Prüfung.
round-choose-first = Wählen Sie zuerst PASS oder FAIL.
round-judge-a-pass = Prüfer A (PASS)
round-judge-b-fail = Prüfer B (FAIL)
round-b-quote = Zitat von B (im Text nicht gefunden):
round-your-decision = Ihre Entscheidung zu { $criterion }
round-why-kept = Warum (bleibt im Verlauf)
round-settle = { $criterion } entscheiden

## Das Urteil
round-verdict = Urteil
round-verdict-blocked = Runde { $round }, Prüfer { $judge }, { $criterion }: { $reason }
round-verdict-blocked-quote = Runde { $round }, Prüfer { $judge }, { $criterion }: { $reason } (Zitat: „{ $quote }“)
round-verdict-not-counted = . Regel 1 hat diese Einwände nicht gezählt: Ihre Zitate wurden im Artefakt nicht gefunden.
round-rounds = Runden
round-rounds-of = { $rounds } von { $limit }
round-artifact = Artefakt
round-settled-note = — von Ihnen entschieden: { $note }
round-download-json = verdict.json herunterladen
round-download-markdown = Den Markdown-Bericht herunterladen
round-download-html = Den HTML-Bericht herunterladen
round-download-failed = Das Herunterladen ist fehlgeschlagen: { $why }
round-export-with-change = Diese Prüfung mit der Änderung in eine Datei exportieren

## Die Zeitleiste
round-timeline = Zeitleiste
round-timeline-caption = Ergebnis jedes Kriteriums in jeder Runde
round-round = Runde { $round }

## Die Demo
round-demo-title = Dies ist eine Demo
round-demo-body = Die Antworten ihrer Prüfer wurden vorab aufgezeichnet. Statt ein Modell zu fragen, spielen Sie jeden Schritt der Schleife ab und lesen, was die Regeln daraus machen. Jede Antwort, die Sie selbst einfügen, bringt die Demo von ihrem Drehbuch ab.
round-demo-next = Nächster Schritt: { $step }
round-demo-reply-a = Antwort von Prüfer A einfügen und erfassen
round-demo-reply-b = Antwort von Prüfer B einfügen und erfassen
round-demo-merge = Die Runde zusammenführen
round-demo-revise = Das Artefakt mit den Korrekturen überarbeiten
round-demo-settle = Das strittige Kriterium entscheiden
