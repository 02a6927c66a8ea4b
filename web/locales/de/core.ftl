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
