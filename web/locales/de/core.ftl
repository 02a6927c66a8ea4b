# The core's messages (jury-core): its refusals and warnings, translated from their English Display.

# review/reply.rs

core-place = Zeile { $line } (Spalte { $column })
core-reply-no-json = Die Antwort enthält kein JSON-Objekt; fügen Sie die ganze Antwort des Jurors ein, samt dem {"{"}…{"}"}-Objekt.
core-reply-tab-in-string = Das JSON der Antwort ist in Zeile { $line }, Spalte { $column } fehlerhaft: ein Tabulator in einem String. JSON-Strings dürfen keinen getippten Tabulator enthalten; schreiben Sie \t oder ein Leerzeichen, oder bitten Sie den Juror um gültiges JSON.
core-reply-line-break-in-string = Das JSON der Antwort ist in Zeile { $line }, Spalte { $column } fehlerhaft: ein Zeilenumbruch in einem String. Ein JSON-String muss auf einer Zeile bleiben; fügen Sie die Zeilen zusammen (oder schreiben Sie \n), oder bitten Sie den Juror um gültiges JSON.
core-reply-trailing-comma = Das JSON der Antwort ist in Zeile { $line }, Spalte { $column } fehlerhaft: ein Komma nach dem letzten Element einer Liste oder eines Objekts. JSON erlaubt dort keines; entfernen Sie dieses Komma, oder bitten Sie den Juror um gültiges JSON.
core-reply-typographic-quote = Das JSON der Antwort ist in Zeile { $line }, Spalte { $column } fehlerhaft: ein typografisches Anführungszeichen. JSON braucht gerade Anführungszeichen ", die ein Chat oder Editor ersetzt haben kann; kopieren Sie die Antwort mit der Kopierschaltfläche des Chats, oder bitten Sie den Juror um reines JSON.
core-reply-single-quote = Das JSON der Antwort ist in Zeile { $line }, Spalte { $column } fehlerhaft: einfache Anführungszeichen. JSON-Strings und -Schlüssel stehen in doppelten Anführungszeichen "; bitten Sie den Juror um gültiges JSON.
core-reply-comment = Das JSON der Antwort ist in Zeile { $line }, Spalte { $column } fehlerhaft: ein Kommentar. JSON kennt keine Kommentare; löschen Sie den Kommentar, oder bitten Sie den Juror um das JSON ohne ihn.
core-reply-syntax = Das JSON der Antwort ist in Zeile { $line }, Spalte { $column } fehlerhaft: { $detail }. Bitten Sie den Juror um gültiges JSON (nichts wird repariert).
core-reply-cut-off = Die Antwort endet, bevor ihr JSON vollständig ist (in Zeile { $line }, Spalte { $column }): Kopieren Sie die ganze Antwort, oder bitten Sie den Juror, sie zu Ende zu schreiben.
core-reply-prompt-only = Das ist der Prompt für den Juror, nicht seine Antwort: Senden Sie ihn dem Juror in einem neuen Chat und fügen Sie dann ein, was der Juror geantwortet hat.
core-reply-example-only = Das ist die Beispielantwort aus dem Prompt, nicht die Antwort des Jurors: Fügen Sie ein, was der Juror geantwortet hat.
core-reply-two-replies = Der eingefügte Text enthält { $count } verschiedene Antworten, beginnend bei { $starts }; behalten Sie nur die, die der Juror gemeint hat, und erfassen Sie sie erneut.
core-reply-not-an-object = Die Antwort ist { $found_key ->
        [null] ein JSON-null
        [boolean] ein JSON-Boolean
        [number] eine JSON-Zahl
        [string] ein JSON-String
        [array] ein JSON-Array
       *[other] ein JSON-Wert ({ $found })
    }, kein Objekt; fügen Sie das Objekt mit "criteria" ein.
core-reply-wrong-type = "{ $field }" muss { $expected_key ->
        [an-array-of-objects] ein Array von Objekten
        [an-array-of-strings] ein Array von Strings
        [an-object] ein Objekt
        [a-string] ein String
        [pass--or--fail] "PASS" oder "FAIL"
       *[other] { $expected }
    } sein; korrigieren Sie das und erfassen Sie die Antwort erneut.
core-reply-missing-field = "{ $field }" fehlt; die Antwort braucht es.
core-reply-unknown-criterion = { $suggestion_key ->
        [none] Das Kriterium "{ $id }" steht nicht im Bewertungsraster; der Juror muss genau die IDs des Rasters verwenden.
       *[other] `{ $id }` steht nicht im Bewertungsraster; meinten Sie `{ $suggestion }`? Korrigieren Sie die ID in der Antwort (der Juror muss genau die IDs des Rasters verwenden).
    }
core-reply-missing-criterion = Das Kriterium "{ $id }" fehlt; der Juror muss jedes Kriterium des Rasters beantworten.
core-reply-duplicate-criterion = Das Kriterium "{ $id }" ist zweimal beantwortet; behalten Sie eine Antwort pro Kriterium.
core-reply-bad-verdict = Kriterium "{ $id }": Das Urteil "{ $value }" ist weder PASS noch FAIL.
core-reply-fail-without-reason = Das Kriterium "{ $id }" ist FAIL ohne Begründung; ein FAIL muss sagen, warum.
core-reply-duplicate-key = "{ $key }" steht zweimal in { $object_key ->
        [none] der Antwort
       *[other] "{ $object }"
    }, bei { $places }: Ein Mensch liest den ersten, ein JSON-Parser den letzten, daher wird keiner übernommen; behalten Sie nur den, den der Juror gemeint hat, und erfassen Sie die Antwort erneut.
core-reply-verdict-mismatch = Das eigene Urteil des Jurors, "{ $summary }", widerspricht seinen Kriterien ({ $failed_count ->
        [0] alle Kriterien haben bestanden
       *[other] mit FAIL: { $failed }
    }); das Ergebnis wird aus den Kriterien berechnet.
core-reply-mangled = Die Antwort enthält { $sequences }, was im Artefakt nicht vorkommt: Der Text wurde wahrscheinlich unterwegs verfälscht (ein Kodierungsfehler, etwa beim Weiterleiten durch Windows PowerShell); fügen Sie ihn erneut aus der Quelle ein.
core-reply-verdict-case = Urteile in anderer Groß-/Kleinschreibung wurden als PASS oder FAIL gelesen (Kriterien: { $criteria }; geschrieben als: { $written }); das Antwortformat verlangt "PASS" oder "FAIL" in Großbuchstaben.

# review/rubric.rs

core-rubric-not-a-criterion = Zeile { $line } des Bewertungsrasters: "{ $text }" ist kein Kriterium; schreiben Sie es als "- id: was der Leser bekommt" (eine Listenzeile: "-", "*", "+", "1." oder "1)"; nur die erste Zeile darf ein "# Titel" sein).
core-rubric-bad-id = Zeile { $line } des Bewertungsrasters: "{ $id }" ist keine gültige ID; verwenden Sie Kleinbuchstaben, Ziffern, '-' und '_', beginnend mit einem Buchstaben oder einer Ziffer, höchstens { $max } Zeichen.
core-rubric-capital-id = Zeile { $line } des Bewertungsrasters: Die ID "{ $id }" enthält Großbuchstaben; IDs werden kleingeschrieben: Schreiben Sie "{ $lower }".
core-rubric-empty-criterion = Zeile { $line } des Bewertungsrasters: Das Kriterium "{ $id }" sagt nichts; schreiben Sie nach dem Doppelpunkt, was der Leser bekommt.
core-rubric-duplicate-id = Zeile { $line } des Bewertungsrasters: Die ID "{ $id }" wird schon in Zeile { $firstLine } verwendet; geben Sie jedem Kriterium eine eigene ID.
core-rubric-too-few = { $count ->
        [0] Das Bewertungsraster hat noch kein Kriterium ({ $count }); schreiben Sie mindestens { $min }, eines pro Zeile als "- id: was der Leser bekommt".
        [1] Das Bewertungsraster hat { $count } Kriterium; schreiben Sie mindestens { $min }.
       *[other] Das Bewertungsraster hat { $count } Kriterien; schreiben Sie mindestens { $min }.
    }
core-rubric-too-many = Zeile { $line } des Bewertungsrasters: { $count } Kriterien sind zu viele; behalten Sie höchstens { $max } (fassen Sie den Rest zusammen oder streichen Sie ihn).
core-rubric-vague = Zeile { $line } (`{ $id }`): "{ $phrase }" lässt sich nicht mit PASS oder FAIL beurteilen; sagen Sie stattdessen, was ein Leser prüfen kann.
core-rubric-worded-alike = Zeile { $line } (`{ $id }`) und Zeile { $otherLine } (`{ $otherId }`) sind ähnlich formuliert; fassen Sie sie zusammen oder lassen Sie jede nur eine Sache prüfen.

# review/run.rs

core-run-closed = Die Prüfung ist abgeschlossen ({ $outcome }); sie nimmt keine Antworten, Zusammenführungen oder Überarbeitungen mehr an; beginnen Sie eine neue Prüfung.
core-run-empty-name = Die Prüfung braucht einen Namen.
core-run-empty-artifact = Das Artefakt ist leer; fügen Sie den zu prüfenden Text ein.
core-run-too-large = { core-limit-too-large } Die Prüfung wurde nicht angelegt, und nichts wurde gespeichert.
core-run-rounds-not-a-number = Die Rundengrenze „{ $typed }“ ist keine ganze Zahl; verwenden Sie 1 bis { $max }.
core-run-rounds-out-of-range = Eine Rundengrenze von { $rounds } liegt außerhalb des Bereichs; verwenden Sie 1 bis { $max }.
core-run-awaiting-revision = Die Runde hat Änderungen verlangt (FIX); überarbeiten Sie zuerst das Artefakt, um die nächste Runde zu öffnen.
core-record-too-large = { core-limit-too-large } Die Antwort wurde nicht erfasst, und nichts wurde gespeichert.
core-record-repeats-earlier-round = Diese Antwort wiederholt die Antwort von Juror { $judge } aus Runde { $round }: In Runde { $current } lesen die Juroren ein neues Artefakt, daher ist eine neue Antwort nötig; senden Sie den Prompt dieser Runde dem Juror in einem neuen Chat und fügen Sie ein, was er antwortet.
core-record-same-as-other-judge = Diese Antwort gleicht der Antwort von Juror { $judge } aus Runde { $round }: Ein unabhängiger Juror schreibt nicht zweimal dieselbe Antwort, sie wurde also wohl ins falsche Feld eingefügt; fügen Sie die eigene Antwort dieses Jurors für diese Runde ein.
core-merge-too-large = { core-limit-too-large } Nichts wurde gespeichert: Beginnen Sie eine neue Prüfung, um weiterzumachen.
core-merge-no-reply-from-a = Runde { $round } hat keine Antwort von Juror A; erfassen Sie die Antwort von Juror A, bevor Sie zusammenführen.
core-revise-not-after-fix = Das Artefakt kann erst überarbeitet werden, nachdem eine Zusammenführung FIX ergeben hat (letztes Ergebnis: { $outcome_key ->
        [none] keines
       *[other] { $outcome }
    }); erfassen Sie zuerst die Antworten und führen Sie sie zusammen.
core-revise-too-large = { core-limit-too-large } Die Runde wurde nicht geöffnet, und nichts wurde gespeichert.
core-revise-empty-artifact = Das überarbeitete Artefakt ist leer; fügen Sie den zu prüfenden Text ein.
core-revise-unchanged = Das Artefakt ist seit Runde { $round }, die Änderungen verlangt hat, unverändert; die Juroren sehen denselben Text.
core-settle-not-disputed = Nur eine DISPUTED-Runde kann entschieden werden (letztes Ergebnis: { $outcome_key ->
        [none] keines
       *[other] { $outcome }
    }).
core-settle-not-a-disputed-criterion = Das Kriterium "{ $id }" ist in dieser Runde nicht strittig; entscheiden Sie eines der strittigen Kriterien.
core-settle-already-settled = Das Kriterium "{ $id }" ist bereits entschieden.
core-settle-empty-note = Eine Entscheidung braucht eine Notiz mit der Begründung; schreiben Sie eine.

# review/history.rs

core-history-not-json = Die Prüfungsdatei ist kein gültiges JSON: { $detail }
core-history-not-a-run = Die Datei ist JSON, aber keine jury-Prüfung: { $detail }
core-history-missing-schema = Die Prüfungsdatei hat kein Feld "schema"; sie ist keine jury-Prüfung (erwartet: "{ $expected }").
core-history-newer-schema = Die Prüfungsdatei ist "{ $found }", neuer als dieses jury ("{ $expected }"); öffnen Sie sie mit einem neueren jury.
core-history-verdict-file = Diese Datei ist ein Urteil ("{ $found }"), die Zusammenfassung einer abgeschlossenen Prüfung, nicht die Prüfung selbst; importieren Sie stattdessen die Datei der Prüfung, die „Prüfung exportieren“ speichert (ihr Name endet auf .jury.json).
core-history-unknown-schema = Das Schema "{ $found }" der Datei ist keine jury-Prüfung (erwartet: "{ $expected }").
core-history-bad-entry = Eintrag { $entry } der Prüfungsdatei ist fehlerhaft: { $detail }
core-history-init = Eintrag { $entry } der Prüfungsdatei: Eine Prüfung beginnt mit genau einem "init"-Eintrag, als erstem.
core-history-refused = Eintrag { $entry } der Prüfungsdatei kann nicht nachgespielt werden: { $detail }
core-history-too-large = Die Prüfung ist zu groß zum Öffnen. { core-limit-too-large }

# critique/parser.rs

core-critique-malformed-block = Fehlerhafter Block (Position { $position }): { $detail }
core-critique-oversize-block = Zu großer Block (Position { $position }): { $detail }
core-critique-missing-artifact = Das Artefakt fehlt: { $detail }

# critique/config.rs

core-critique-config-out-of-range = Die Einstellung { $field } liegt außerhalb des Bereichs: { $detail }
core-critique-env-out-of-range = Die Variable { $variable } hat einen ungültigen Wert: { $detail }

# critique/transcript.rs

core-transcript-unreadable = Das Transkript kann nicht gelesen werden: { $detail }
core-transcript-too-large = Das Transkript kann nicht gelesen werden. { core-limit-too-large } Nichts wurde gelesen oder gespeichert.

# limits.rs

core-limit-too-large = { $what_key ->
        [the-rubric] Das Bewertungsraster
        [the-artifact] Das Artefakt
        [the-artifact-of-round-2] Das Artefakt von Runde 2
        [the-artifact-of-round-3] Das Artefakt von Runde 3
        [the-artifact-of-round-4] Das Artefakt von Runde 4
        [the-artifact-of-round-5] Das Artefakt von Runde 5
        [the-artifact-of-round-6] Das Artefakt von Runde 6
        [the-artifact-of-round-7] Das Artefakt von Runde 7
        [the-artifact-of-round-8] Das Artefakt von Runde 8
        [the-artifact-of-round-9] Das Artefakt von Runde 9
        [the-artifact-of-round-10] Das Artefakt von Runde 10
        [judge-a-s-reply] Die Antwort von Juror A
        [judge-b-s-reply] Die Antwort von Juror B
        [the-run-s-history] Der Verlauf der Prüfung
        [the-pasted-reply] Die eingefügte Antwort
        [the-reply] Die Antwort
        [the-quote] Das Zitat
        [the-transcript] Das Transkript
        [the-transcript--once-inflated] Das entpackte Transkript
        [the-link] Der Link
        [its-run--unpacked] Die entpackte Prüfung im Link
       *[other] { $what }
    } { $unit_key ->
        [bytes] ist { $found } Bytes groß
        [characters] hat { $found } Zeichen
        [lines] hat { $found } Zeilen
        [replies] hat { $found } Antworten
        [entries] hat { $found } Einträge
       *[other] hat { $found } { $unit }
    }, über jurys Grenze von { $limit }.

# share
core-share-too-big = Diese Prüfung ist zu groß, um sie als Link zu teilen: Der Link wäre { $length } Zeichen lang, und Links mit mehr als { $limit } Zeichen werden von Chat-Apps und E-Mail abgeschnitten (Slack schneidet Nachrichten bei 40.000 ab). Exportieren Sie die Prüfung in eine Datei und senden Sie stattdessen die Datei.
core-share-incomplete = Dieser Link zum Teilen ist unvollständig: Er endet vor der Prüfung, die er enthalten sollte. Bitten Sie den Absender erneut um den Link (vollständig kopiert) oder um die Prüfungsdatei.
core-share-bad-version = Dieser Link zum Teilen ist beschädigt: „{ $version }“ ist keine Version eines Links zum Teilen. Bitten Sie den Absender erneut um den Link (vollständig kopiert) oder um die Prüfungsdatei.
core-share-newer-version = Dieser Link zum Teilen wurde von einer neueren Version von jury erstellt (Link-Version { $version }; diese liest bis Version { $reads }). Öffnen Sie ihn mit dem neueren jury, oder bitten Sie den Absender um die Prüfungsdatei.
core-share-unknown-kind = Dieser Link zum Teilen ist beschädigt: Er gibt an, ein „{ $kind }“ zu enthalten, was weder eine Prüfung der Prüfschleife noch eine Panel-Sitzung ist. Bitten Sie den Absender erneut um den Link (vollständig kopiert) oder um die Prüfungsdatei.
core-share-not-base64 = Dieser Link zum Teilen ist beschädigt: Zeichen { $at } seiner Daten ist { $what ->
    [space] ein Leerzeichen
    [line-break] ein Zeilenumbruch
    [tab] ein Tabulator
    [invisible] das unsichtbare Zeichen { $found }
   *[character] „{ $found }“
}, was ein Link zum Teilen nie enthält (er wurde verändert, oder es wurde etwas angehängt). Bitten Sie den Absender erneut um den Link (vollständig kopiert) oder um die Prüfungsdatei.
core-share-truncated = Dieser Link zum Teilen ist abgeschnitten: Sein Ende fehlt (Chat-Apps und E-Mail schneiden lange Links manchmal ab). Bitten Sie den Absender erneut um den Link (vollständig kopiert) oder um die Prüfungsdatei.
core-share-altered = Dieser Link zum Teilen ist beschädigt: Seine Daten passen nicht zu ihrer Prüfsumme, ein Teil davon wurde also verändert. Bitten Sie den Absender erneut um den Link (vollständig kopiert) oder um die Prüfungsdatei.
core-share-too-large = Dieser Link zum Teilen enthält mehr, als jury öffnet: { $reason }. Er wurde nicht geöffnet und kann diese Seite daher weder verlangsamen noch anhalten.
core-share-not-a-run = Dieser Link zum Teilen lässt sich entpacken, aber sein Inhalt ist { $kind ->
    [panel] keine Panel-Sitzung der Design-Jury
   *[run] keine Prüfung der Prüfschleife
}: { $reason }. Bitten Sie den Absender erneut um den Link (vollständig kopiert) oder um die Prüfungsdatei.
core-share-not-a-run-detail = Dieser Link zum Teilen lässt sich entpacken, aber sein Inhalt ist { $kind ->
    [panel] keine Panel-Sitzung der Design-Jury
   *[run] keine Prüfung der Prüfschleife
}: { $detail }. Bitten Sie den Absender erneut um den Link (vollständig kopiert) oder um die Prüfungsdatei.
core-share-not-text = es ist kein Text

# review
core-family-same = Prüfer A und B scheinen beide { $family }-Modelle zu sein. Regel 3 wirkt am besten, wenn Prüfer B ein anderes Modell ist, damit die beiden Prüfer nicht dieselben blinden Flecken haben.

# design
core-design-too-large = Dieses Design ist zu groß, um gerendert angezeigt zu werden: Es hat { $measures }. Nichts wurde gerendert und nichts gespeichert; sein vollständiger Quelltext steht unten.
core-design-and = { $first }; und { $rest }
core-design-over-bytes = { $found } Bytes Markup, { $over } mehr als die { $limit }, die die App rendert
core-design-over-nodes = { $found } Elemente und Textstücke, { $over } mehr als die { $limit }, die die App rendert
core-design-over-depth = { $found } Verschachtelungsebenen, { $over } mehr als die { $limit }, die die App rendert
core-design-over-css = { $found } Bytes Stylesheet-Text, { $over } mehr als die { $limit }, die die App rendert
core-design-over-copies = { $found } von seinen <use>-Elementen kopierte Elemente und Textstücke, { $over } mehr als die { $limit }, die die App rendert
core-design-endless-copies = ein <use>-Element innerhalb dessen, was es kopiert, sodass seine Kopien nie enden
core-critique-paste-empty = Fügen Sie zuerst die Antwort des Agenten ein (oder wählen Sie eine Fixture von Open Design)
core-critique-paste-too-large = die eingefügte Antwort hat { $found } Bytes und liegt über dem Limit von jury von { $limit } Bytes; die Jury lief nicht und nichts wurde gespeichert. Fügen Sie nur die Antwort des Agenten ein
core-critique-paste-prompt-only = das ist der Prompt, nicht die Antwort der Jury: Senden Sie die Anweisungen für die Jury in einem Chat an Ihr KI-Modell und fügen Sie dann ein, was es antwortet (ab <CRITIQUE_RUN oder den ganzen Chat)
