# Die Seite einer Prüfung: ihr Kopf, der Bereich des Artefakts, die früheren Runden, die Modelle,
# der Hinweis, dass ein anderer Tab die Prüfung geändert hat.

run-not-found-title = Prüfung nicht gefunden
run-not-found-body = Diese Prüfung ist in diesem Browser nicht gespeichert (vielleicht wurde sie in einem anderen Tab gelöscht).
run-delete-confirm = Diese Prüfung aus diesem Browser löschen? Exportieren Sie sie vorher, falls Sie sie noch brauchen könnten.
run-round-of = Runde { $round } von { $limit }
run-anti-ratchet-off = Anti-Ratsche aus
run-export = Prüfung exportieren
run-delete = Löschen
run-how-it-works = So funktioniert es
run-all-runs = Alle Prüfungen
run-round = Runde { $round }
run-source-caption = Der Quelltext, als reiner Text angezeigt: Nichts darin wird ausgeführt.
run-artifact-title = { $name } (Runde { $round })
run-round-label = Runde
run-round-menu = Artefakt dieser Runde anzeigen
run-changes-since = Änderungen seit Runde { $round }
run-no-changes = Keine Änderungen: derselbe Text wie in der Runde davor.
run-earlier-round = Runde { $round }: { $outcome }
run-author = Autor
run-judge-a = Prüfer A
run-judge-b = Prüfer B
run-model = { $part }: { $name }
run-wrap-lines = Lange Zeilen umbrechen
run-artifact-text = Text des Artefakts

run-elsewhere-title = Ein anderer Tab hat diese Prüfung geändert:
run-elsewhere-now = . Diese Seite zeigt die Prüfung jetzt so, wie sie gespeichert ist, mit diesen Änderungen. Nichts, was Sie hier eingegeben haben, wurde erfasst oder ist verloren.
run-list-separator = {", "}
run-happened-replaced = die ganze Prüfung wurde ersetzt (durch einen Import oder einen behaltenen Teilen-Link)
run-happened-restarted = die Prüfung wurde neu begonnen
run-happened-reply = die Antwort von Prüfer { $judge } wurde erfasst
run-happened-merged = die Runde wurde zusammengeführt
run-happened-revised = das Artefakt wurde überarbeitet, eine neue Runde hat begonnen
run-happened-settled = „{ $criterion }“ wurde entschieden
run-happened-deleted = die Prüfung wurde gelöscht
run-kept-reply = Ihre nicht erfasste Antwort für Prüfer { $judge } (Runde { $round })
run-kept-revision = Ihre nicht erfasste Überarbeitung von Runde { $round }
run-kept-note = Ihre nicht gespeicherte Notiz zur Entscheidung über { $criterion }
run-kept-from-tab = { $label }, aus diesem Tab aufbewahrt:
run-copy-it = Kopieren
run-discard-it = Verwerfen
run-ok = OK
