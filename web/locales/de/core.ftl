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
