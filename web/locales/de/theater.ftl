# The Design Jury page (web/src/theater): the theater, its replay, the panel run form, settings.
# Roles, badges, decisions and summaries are worded as Open Design's Critique Theater words them.

## Shared words

theater-name = Design-Jury
theater-list-separator = {", "}
theater-score = { NUMBER($score, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-number = { $value }
theater-notes = Notizen
theater-must-fix-count = { $count ->
    [one] { $count } Pflichtkorrektur
   *[other] { $count } Pflichtkorrekturen
}

## The panelists' roles

theater-role-designer = Designer
theater-role-critic = Kritiker
theater-role-brand = Marke
theater-role-a11y = Barrierefreiheit
theater-role-copy = Text

## The page

theater-intro = Eine Designkritik durch eine fünfköpfige Jury, ohne Daemon: Kopieren Sie die Anweisungen für die Jury in einen Chat, fügen Sie die Antwort hier ein und sehen Sie zu, wie die Jury sie Runde für Runde bewertet. Alles bleibt in diesem Browser.
theater-on-stage = Auf der Bühne:
theater-start-link = Einen Jury-Lauf starten

## What is on stage

theater-caption-nothing = nichts
theater-demo-title = Demo: die Fixture happy-3-rounds von Open Design
theater-caption-stored = Gespeicherter Lauf: { $title }
theater-caption-panel = Jury-Lauf: { $title }
theater-caption-transcript = Transkriptdatei: { $name }
theater-caption-shared = Geteilter Jury-Lauf: { $title }

## The stage

theater-interrupt = Abbrechen
theater-stage-empty = Noch nichts auf der Bühne: Starten Sie die Jury, spielen Sie einen gespeicherten Lauf ab oder öffnen Sie ein Transkript.
theater-warnings = Warnungen
theater-warning-weak-debate = Schwache Debatte: Eine Runde verlief, ohne dass Kritiker und Fachleute uneins waren.
theater-warning-unknown-role = Ein Block nannte eine unbekannte Jury-Rolle und wurde übersprungen.
theater-warning-score-clamped = Eine Bewertung lag außerhalb der Skala und wurde auf sie begrenzt.
theater-warning-composite-mismatch = Der Gesamtscore oder die Zahl der Pflichtkorrekturen des Agenten weicht von der Zählung der App ab.
theater-warning-duplicate-ship = Ein zweites SHIP oder ein SHIP für eine nie abgeschlossene Runde wurde ignoriert.
theater-warning-times = (×{ $count })

## The score ticker and the round timeline

theater-bar = R{ $round }: { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) } / { $scale }
theater-ticker-empty = Noch keine Runde abgeschlossen
theater-composite = Gesamtscore
theater-threshold-value = Schwelle { NUMBER($threshold, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-consensus = Konsens
theater-round-of = Runde { $round } von { $limit }
theater-claimed = Agent gab { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) } an
theater-out-of = /{ $scale }
theater-decision-ship = Agent: freigeben.
theater-decision-continue = Agent: weiter.

## The lanes

theater-speaking = spricht…
theater-cell-round = R{ $round }
theater-cell-draft = Entwurf
theater-cell-notes = Notizen
theater-cell-revised = überarbeitet
theater-cell-dimension = { $name }: { NUMBER($score, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-turn-designer = Notizen des Designers
theater-turn-summary = { $notes ->
    [one] { $notes } Notiz
   *[other] { $notes } Notizen
}, { $must_fix ->
    [one] { $must_fix } Pflichtkorrektur
   *[other] { $must_fix } Pflichtkorrekturen
}
theater-must-fix-head = Pflichtkorrekturen

## How a run ended

theater-badge-shipped = Freigegeben
theater-badge-below-threshold = Unter der Schwelle
theater-badge-timed-out = Zeitüberschreitung
theater-badge-interrupted = Abgebrochen
theater-status-degraded = Eingeschränkt
theater-status-failed = Fehlgeschlagen
theater-status-legacy = Altformat
theater-status-running = Läuft
theater-shipped-summary = In Runde { $round } freigegeben · Gesamtscore { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-interrupted-summary = In Runde { $round } abgebrochen · bester Gesamtscore { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-interrupted-early = Abgebrochen, bevor eine Runde endete: Es wurde noch nichts bewertet.
theater-failed-heading = Lauf fehlgeschlagen
theater-failed-cli-exit = Agent-CLI hat vor Ende der Jury mit einem Fehler beendet.
theater-failed-per-round-timeout = Eine Runde hat ihr Zeitbudget überschritten.
theater-failed-total-timeout = Der gesamte Lauf hat sein Zeitbudget überschritten.
theater-failed-orchestrator = Interner Orchestrierungsfehler.
theater-failed-orchestrator-here = Hier bedeutet das: Die Antwort endete ohne annehmbares SHIP und ohne abgeschlossene Runde, auf die zurückgegriffen werden könnte, oder die Rückfallregel ist „Lauf fehlschlagen lassen“.
theater-degraded-heading = Jury für diesen Lauf offline
theater-degraded-malformed = Ungültige Jury-Ausgabe (Parser hat den Block abgelehnt).
theater-degraded-oversize = Jury-Ausgabe hat das sichere Byte-Budget überschritten.
theater-degraded-adapter = Adapter { $adapter } unterstützt das Critique-Protokoll nicht.
theater-degraded-protocol = Adapter { $adapter } verwendet eine nicht unterstützte Protokollversion.
theater-degraded-missing-artifact = Der Lauf endete ohne ein finales Artefakt.

## The designs

theater-design-kind = ({ $kind })
theater-kind-html = HTML, kein Typ angegeben
theater-kind-svg = SVG, kein Typ angegeben
theater-kind-none = kein Typ angegeben
theater-source-only = Weder HTML noch SVG, daher nur als Quelltext angezeigt.
theater-source = Quelltext
theater-shipped-artifact = Freigegebenes Artefakt
theater-shipped-artifact-label = Das freigegebene Artefakt
theater-round-numbered = Runde { $round }
theater-round-unnumbered = eine Runde ohne Nummer
theater-draft-option-draft = Entwurf des Designers, { $round }
theater-draft-option-notes = Notizen des Designers, { $round }
theater-draft-label = Der Entwurf des Designers: { $round }
theater-drafts = Entwürfe des Designers
theater-drafts-show = Anzeigen
theater-drafts-which = Welcher Beitrag des Designers angezeigt wird
theater-draft-none = In diesem Beitrag gibt es keinen Entwurf, nur Notizen.

## Replay

theater-speed-paused = Pausiert
theater-speed-instant = Sofort
theater-speed-live = Live ({ $ms } ms pro Ereignis)
theater-speed-fast = Schnell ({ $ms } ms pro Ereignis)
theater-speed-slow = Langsam ({ $ms } ms pro Ereignis)
theater-replay = Wiedergabe
theater-replay-speed = Wiedergabegeschwindigkeit
theater-replay-again = Von vorn abspielen
theater-previous-round = Vorige Runde
theater-next-event = Nächstes Ereignis
theater-next-round = Nächste Runde
theater-download-transcript = Transkript herunterladen
theater-download-failed = Das Transkript konnte nicht heruntergeladen werden: { $why }
theater-event-of = Ereignis { $at } von { $of }
theater-keys = Tasten (nicht beim Tippen in einem Feld):
theater-key-interrupt = abbrechen
theater-key-next-event = nächstes Ereignis
theater-key-next-round = nächste Runde
theater-key-previous-round = vorige Runde
theater-stored-runs = Gespeicherte Jury-Läufe
theater-replay-demo = Den Demo-Lauf abspielen
theater-no-stored-runs = Noch kein Jury-Lauf gespeichert. Starten Sie die Jury, um einen aufzuzeichnen.
theater-run-composite = Gesamtscore { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-run-replay = { $title } abspielen
theater-run-download = Das Transkript von { $title } herunterladen
theater-run-delete = { $title } löschen
theater-download = Herunterladen
theater-delete = Löschen
theater-unreadable = { $count ->
    [one] { $count } gespeicherter Eintrag konnte nicht gelesen werden und bleibt, wie er ist: { $keys }
   *[other] { $count } gespeicherte Einträge konnten nicht gelesen werden und bleiben, wie sie sind: { $keys }
}

## Replaying a transcript file

theater-open-title = Eine Transkriptdatei abspielen
theater-open-help = Eine transcript.ndjson oder transcript.ndjson.gz, aus dieser App oder von einem Open-Design-Daemon. Nur lesen: Sie wird abgespielt, nicht gespeichert.
theater-open-button = Ein Transkript öffnen…
theater-open-label = Ein Transkript öffnen
theater-not-a-transcript = { $name } ist eine Jury-Antwort (ein <CRITIQUE_RUN>-Stream), kein Transkript von Ereignissen: Fügen Sie ihren Text unter „Neuer Jury-Lauf“ in „Die ganze Antwort des Agenten einfügen“ ein und drücken Sie „Jury starten“. Was auf der Bühne ist, hat sich nicht geändert.
theater-cannot-replay = { $name } konnte nicht abgespielt werden: { $why }. Was auf der Bühne ist, hat sich nicht geändert.
theater-no-events = { $name } enthält kein Ereignis der Design-Jury zum Abspielen.
theater-skipped = { $name }: { $count ->
    [one] { $count } Ereignis wird abgespielt
   *[other] { $count } Ereignisse werden abgespielt
}. Nicht abgespielt: { $parts }.
theater-skipped-separator = {"; "}
theater-skipped-records = { $count ->
    [one] { $count } Zeile
   *[other] { $count } Zeilen
} mit Open Designs eigenen Datensätzen, keine Jury-Ereignisse ({ $records }: die Bewertungsprüfungen des Daemons, das freigegebene Design, die Endmarke oder ein Parserfehler, von seinem Parser neben den Ereignissen abgelegt), wie es auch die Wiedergabe von Open Design hält
theater-skipped-record = { $count } { $kind }
theater-skipped-unknown = { $count ->
    [one] { $count } Zeile
   *[other] { $count } Zeilen
} vom Typ „{ $kind }“, der kein Jury-Ereignis dieses Protokolls ist (der Datensatz eines anderen Werkzeugs oder ein neueres Open Design)
theater-skipped-invalid = { $count ->
    [one] { $count } Zeile
   *[other] { $count } Zeilen
} mit „{ $event }“-Ereignissen, deren „{ $field }“ nicht { $rule } ist (bearbeitet oder beschädigt)
theater-skipped-not-json = { $count ->
    [one] { $count } Zeile, die kein JSON ist (abgeschnitten oder bearbeitet)
   *[other] { $count } Zeilen, die kein JSON sind (abgeschnitten oder bearbeitet)
}
theater-skipped-no-type = { $count ->
    [one] { $count } Zeile
   *[other] { $count } Zeilen
} JSON ohne „type“ (kein Ereignis)

## A panel run: the form

theater-new-run = Neuer Jury-Lauf
theater-run-panel = Jury starten
theater-save-again = Erneut speichern
theater-brief = Briefing: Was soll gestaltet werden?
theater-brand = Markenquelle: Tonalität, Farben, Schrift (optional)
theater-copy-step = Kopieren Sie die Anweisungen für die Jury in einen Chat mit Ihrem KI-Modell.
theater-copy-instructions = Die Anweisungen für die Jury kopieren
theater-show-instructions = Die Anweisungen für die Jury anzeigen
theater-instructions = Anweisungen für die Jury
theater-paste-reply = Die ganze Antwort des Agenten einfügen
theater-try-fixture = …oder einen Test-Stream von Open Design ausprobieren
theater-no-fixture = (keiner)
theater-pasted-reply = Eingefügte Antwort
theater-fixture-happy = Normalfall: drei Runden, freigegeben
theater-fixture-spec-example = Beispiel aus der Spezifikation: zwei Runden, freigegeben
theater-fixture-duplicate-ship = Doppeltes SHIP: das erste gilt
theater-fixture-malformed = Fehlerhaft: ein nie geschlossener Jury-Block
theater-fixture-missing-artifact = Fehlendes Artefakt: Runde 1 ohne den Entwurf des Designers

## A panel run: what happened to it

theater-refused = { $why }.
theater-stored = Jury-Lauf in diesem Browser gespeichert: { $title }.
theater-too-big-for-tab = Diese Antwort ist zu groß für den Speicher des Tabs: Wird die Seite vor dem Ende des Laufs neu geladen, geht sie verloren.
theater-no-envelope = Die Antwort enthält keine <CRITIQUE_RUN …>-Hülle, die Jury hatte also nichts zu lesen. Fügen Sie die ganze Antwort des Agenten ein, beginnend bei <CRITIQUE_RUN.
theater-recovered = Die Seite wurde neu geladen, während der Jury-Lauf „{ $title }“ lief: Er ist als bei Ereignis { $event } abgebrochen unter „Gespeicherte Jury-Läufe“ aufbewahrt, und seine Antwort steht wieder im Antwortfeld.
theater-storage-full = Der Browserspeicher für diese Seite ist voll, daher wurde dieser Jury-Lauf nicht gespeichert. Die Bühne und Ihre eingefügte Antwort sind noch zu sehen: Laden Sie das Transkript herunter, um ihn zu behalten, oder löschen Sie gespeicherte Läufe und drücken Sie „Erneut speichern“.
theater-storage-refused = Der Browser hat das Speichern dieses Jury-Laufs verweigert ({ $why }). Die Bühne und Ihre eingefügte Antwort sind noch zu sehen: Laden Sie das Transkript herunter, um ihn zu behalten.
theater-parser-stopped = Der Parser hat angehalten: { $detail }
theater-parser-stopped-at = Der Parser hat in Zeile { $line }, Spalte { $column } der eingefügten Antwort angehalten: { $detail }
theater-cut-off-before-first = Die Antwort endet vor der ersten Runde
theater-cut-off-during = Die Antwort endet in Runde { $round }, während des Beitrags von { $role }
theater-cut-off-after = Die Antwort endet nach dem Ende von Runde { $round }, vor der nächsten Runde oder dem SHIP
theater-cut-off-in = Die Antwort endet in Runde { $round }, bevor die Runde zu Ende war
theater-cut-off = { $place }: Die Antwort des Modells scheint abgeschnitten (Chats brechen lange Antworten oft ab). Bitten Sie das Modell, „genau dort weiterzumachen, wo du aufgehört hast“, fügen Sie die Fortsetzung nach dem Ende der Antwort oben ein und starten Sie die Jury erneut.

## Settings

theater-settings = Einstellungen für neue Jury-Läufe
theater-threshold = Schwelle
theater-score-scale = Bewertungsskala
theater-round-limit = Rundenlimit
theater-whole-hint = Eine ganze Zahl von { $from } bis { $to }.
theater-threshold-hint = Eine Zahl von { $from } bis { $to }, höchstens die Skala.
theater-setting-invalid = { $field }: { $why }.
theater-rule-no-role = braucht mindestens eine Rolle
theater-rule-integer = muss eine ganze Zahl von { $min } bis { $max } sein
theater-rule-number = muss eine Zahl von { $min } bis { $max } sein
theater-rule-over-scale = darf die Bewertungsskala nicht überschreiten
theater-rule-weight = jedes Gewicht muss zwischen 0 und 1 liegen
theater-rule-at-least = muss mindestens { $min } sein
theater-settings-storage-full = Der Browserspeicher ist voll; die Einstellungen wurden nicht gespeichert.
theater-settings-not-saved = Die Einstellungen wurden nicht gespeichert ({ $why }).
theater-settings-saved = Einstellungen gespeichert; sie gelten für neue Jury-Läufe und deren Anweisungen.
theater-save-settings = Einstellungen speichern
theater-policy = Wenn die Antwort kein annehmbares SHIP hat
theater-policy-ship-best = Die beste Runde freigeben (unter der Schwelle)
theater-policy-ship-last = Die letzte Runde freigeben (unter der Schwelle)
theater-policy-fail = Lauf fehlschlagen lassen
theater-weights = Gewichte (in v1 fest)
theater-panelist = Jurymitglied
theater-weight = Gewicht

## A panel run from a share link

theater-shared-title = Design-Jury: { $title }
theater-kept-copy = Eine Kopie ist in diesem Browser gespeichert: Sie steht auf der Seite der Design-Jury unter „Gespeicherte Jury-Läufe“.
theater-keep-copy = Eine Kopie in diesem Browser behalten
theater-go-to-jury = Zur Design-Jury

## What a transcript's field must be

theater-field-run-id = eine nicht leere Zeichenkette
theater-field-text = eine Zeichenkette
theater-field-ordinal = eine ganze Zahl ab 1
theater-field-count = eine ganze Zahl ab 0
theater-field-score = eine endliche Zahl ab 0
theater-field-threshold = eine endliche Zahl von 0 bis zur Skala des Ereignisses
theater-field-role = eine Rolle im Panel
theater-field-cast = eine nicht leere Liste von Rollen im Panel
theater-field-decision = eine Rundenentscheidung
theater-field-status = ein Auslieferungsstatus
theater-field-reason = ein Grund für den eingeschränkten Betrieb
theater-field-cause = eine Fehlerursache
theater-field-kind = eine Art von Parser-Warnung
theater-field-artifact-ref = ein Objekt {"{"}projectId, artifactId{"}"} mit zwei nicht leeren Zeichenketten
