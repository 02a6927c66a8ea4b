# The Design Jury page (web/src/theater): the theater, its replay, the panel run form, settings.
# Roles, badges, decisions and summaries are worded as Open Design's Critique Theater words them.

## Shared words

theater-name = Jury de design
theater-list-separator = {", "}
theater-score = { NUMBER($score, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-number = { $value }
theater-notes = Notes
theater-must-fix-count = { $count } à corriger

## The panelists' roles

theater-role-designer = Designer
theater-role-critic = Critique
theater-role-brand = Marque
theater-role-a11y = Accessibilité
theater-role-copy = Rédaction

## The page

theater-intro = Une critique de design par un panel de cinq membres, sans daemon : copiez les instructions du panel dans une conversation, collez la réponse ici, et regardez le panel la noter tour après tour. Tout reste dans ce navigateur.
theater-on-stage = Sur scène :
theater-start-link = Lancer une exécution du panel

## What is on stage

theater-caption-nothing = rien
theater-demo-title = Démo : la fixture happy-3-rounds d’Open Design
theater-caption-stored = Exécution enregistrée : { $title }
theater-caption-panel = Exécution du panel : { $title }
theater-caption-transcript = Fichier de transcription : { $name }
theater-caption-shared = Exécution du panel partagée : { $title }

## The stage

theater-interrupt = Interrompre
theater-stage-empty = Rien sur scène pour l’instant : lancez le panel, rejouez une exécution enregistrée ou ouvrez une transcription.
theater-warnings = Avertissements
theater-warning-weak-debate = Débat faible : un tour s’est poursuivi sans désaccord entre le critique et les spécialistes.
theater-warning-unknown-role = Un bloc nommait un rôle de panéliste inconnu et a été ignoré.
theater-warning-score-clamped = Un score sortait de l’échelle et a été ramené dans ses bornes.
theater-warning-composite-mismatch = Le score composite ou le nombre de points à corriger annoncé par l’agent diffère du calcul de l’application.
theater-warning-duplicate-ship = Un second SHIP, ou un SHIP pour un tour jamais clos, a été ignoré.
theater-warning-times = (×{ $count })

## The score ticker and the round timeline

theater-bar = T{ $round } : { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) } / { $scale }
theater-ticker-empty = Aucun tour n’a encore abouti
theater-composite = Score composite
theater-threshold-value = Seuil { NUMBER($threshold, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-consensus = Consensus
theater-round-of = Tour { $round } sur { $limit }
theater-claimed = l’agent annonçait { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-out-of = /{ $scale }
theater-decision-ship = Agent : livrer.
theater-decision-continue = Agent : continuer.

## The lanes

theater-speaking = a la parole…
theater-cell-round = T{ $round }
theater-cell-draft = ébauche
theater-cell-notes = notes
theater-cell-revised = révisé
theater-cell-dimension = { $name } : { NUMBER($score, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-turn-designer = Notes du designer
theater-turn-summary = { $notes ->
    [one] { $notes } note
   *[other] { $notes } notes
}, { $must_fix } à corriger
theater-must-fix-head = À corriger

## How a run ended

theater-badge-shipped = Livré
theater-badge-below-threshold = Sous le seuil
theater-badge-timed-out = Délai dépassé
theater-badge-interrupted = Interrompu
theater-status-degraded = Dégradé
theater-status-failed = Échec
theater-status-legacy = Ancien format
theater-status-running = En cours
theater-shipped-summary = Livré au tour { $round } · score composite { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-interrupted-summary = Interrompu au tour { $round } · meilleur score composite { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-interrupted-early = Interrompu avant la fin du premier tour : rien n’a encore été noté.
theater-failed-heading = Échec de l’exécution
theater-failed-cli-exit = La CLI de l’agent s’est arrêtée avec un code non nul avant la fin du panel.
theater-failed-per-round-timeout = Un tour a dépassé son budget de temps.
theater-failed-total-timeout = L’exécution complète a dépassé son budget de temps.
theater-failed-orchestrator = Erreur interne de l’orchestrateur.
theater-failed-orchestrator-here = Ici, cela signifie que la réponse s’est terminée sans SHIP acceptable et sans tour achevé sur lequel se rabattre, ou que la politique de repli est « Faire échouer l’exécution ».
theater-degraded-heading = Panel hors ligne pour cette exécution
theater-degraded-malformed = Sortie de panel mal formée (bloc rejeté par le parseur).
theater-degraded-oversize = La sortie du panel a dépassé le budget d’octets sécurisé.
theater-degraded-adapter = L’adaptateur { $adapter } ne prend pas en charge le protocole Critique.
theater-degraded-protocol = L’adaptateur { $adapter } a envoyé une version de protocole non prise en charge.
theater-degraded-missing-artifact = L’exécution s’est terminée sans artefact final.

## The designs

theater-design-kind = ({ $kind })
theater-kind-html = HTML, type non indiqué
theater-kind-svg = SVG, type non indiqué
theater-kind-none = type non indiqué
theater-source-only = Ni HTML ni SVG : seule la source est affichée.
theater-source = Source
theater-shipped-artifact = Artefact livré
theater-shipped-artifact-label = L’artefact livré
theater-round-numbered = tour { $round }
theater-round-unnumbered = un tour sans numéro
theater-draft-option-draft = Ébauche du designer, { $round }
theater-draft-option-notes = Notes du designer, { $round }
theater-draft-label = L’ébauche du designer : { $round }
theater-drafts = Ébauches du designer
theater-drafts-show = Afficher
theater-drafts-which = Quelle intervention du designer afficher
theater-draft-none = Pas d’ébauche à cette intervention, seulement des notes.

## Replay

theater-speed-paused = En pause
theater-speed-instant = Instantané
theater-speed-live = Temps réel ({ $ms } ms par événement)
theater-speed-fast = Rapide ({ $ms } ms par événement)
theater-speed-slow = Lent ({ $ms } ms par événement)
theater-replay = Rejouer
theater-replay-speed = Vitesse de relecture
theater-replay-again = Rejouer depuis le début
theater-previous-round = Tour précédent
theater-next-event = Événement suivant
theater-next-round = Tour suivant
theater-download-transcript = Télécharger la transcription
theater-download-failed = Impossible de télécharger la transcription : { $why }
theater-event-of = Événement { $at } sur { $of }
theater-keys = Raccourcis (sauf pendant la saisie dans un champ) :
theater-key-interrupt = interrompre
theater-key-next-event = événement suivant
theater-key-next-round = tour suivant
theater-key-previous-round = tour précédent
theater-stored-runs = Exécutions du panel enregistrées
theater-replay-demo = Rejouer l’exécution de démo
theater-no-stored-runs = Aucune exécution du panel enregistrée pour l’instant. Lancez le panel pour en enregistrer une.
theater-run-composite = score composite { NUMBER($composite, minimumFractionDigits: 1, maximumFractionDigits: 1) }
theater-run-replay = Rejouer { $title }
theater-run-download = Télécharger la transcription de { $title }
theater-run-delete = Supprimer { $title }
theater-download = Télécharger
theater-delete = Supprimer
theater-unreadable = { $count ->
    [one] { $count } entrée enregistrée n’a pas pu être lue et reste telle quelle : { $keys }
   *[other] { $count } entrées enregistrées n’ont pas pu être lues et restent telles quelles : { $keys }
}

## Replaying a transcript file

theater-open-title = Rejouer un fichier de transcription
theater-open-help = Un transcript.ndjson ou transcript.ndjson.gz, issu de cette application ou d’un daemon Open Design. Lecture seule : il est rejoué, pas enregistré.
theater-open-button = Ouvrir une transcription…
theater-open-label = Ouvrir une transcription
theater-not-a-transcript = { $name } est une réponse du panel (un flux <CRITIQUE_RUN>), pas une transcription d’événements : collez son texte dans « Collez la réponse complète de l’agent » sous « Nouvelle exécution du panel » et appuyez sur « Lancer le panel ». Ce qui est sur scène n’a pas changé.
theater-cannot-replay = Impossible de rejouer { $name } : { $why }. Ce qui est sur scène n’a pas changé.
theater-no-events = { $name } ne contient aucun événement du Jury de design à rejouer.
theater-skipped = { $name } : { $count ->
    [one] { $count } événement est rejoué
   *[other] { $count } événements sont rejoués
}. Non rejoué : { $parts }.
theater-skipped-separator = {" ; "}
theater-skipped-records = { $count ->
    [one] { $count } ligne
   *[other] { $count } lignes
} d’enregistrements propres à Open Design, pas d’événements du panel ({ $records } : les vérifications de score du daemon, le design livré, le marqueur de fin ou une erreur du parseur, conservés à côté des événements par son parseur), comme le fait aussi la relecture d’Open Design
theater-skipped-record = { $count } { $kind }
theater-skipped-unknown = { $count ->
    [one] { $count } ligne
   *[other] { $count } lignes
} de type « { $kind } », qui n’est pas un événement du panel de ce protocole (l’enregistrement d’un autre outil, ou un Open Design plus récent)
theater-skipped-invalid = { $count ->
    [one] { $count } ligne
   *[other] { $count } lignes
} d’événements « { $event } » dont « { $field } » n’est pas { $rule } (modifiées ou endommagées)
theater-skipped-not-json = { $count ->
    [one] { $count } ligne qui n’est pas du JSON (coupée ou modifiée)
   *[other] { $count } lignes qui ne sont pas du JSON (coupées ou modifiées)
}
theater-skipped-no-type = { $count ->
    [one] { $count } ligne
   *[other] { $count } lignes
} de JSON sans « type » (aucun événement)

## A panel run: the form

theater-new-run = Nouvelle exécution du panel
theater-run-panel = Lancer le panel
theater-save-again = Enregistrer à nouveau
theater-brief = Brief : que faut-il concevoir ?
theater-brand = Source de marque : ton, couleurs, typographie (facultatif)
theater-copy-step = Copiez les instructions du panel dans une conversation avec votre modèle d’IA.
theater-copy-instructions = Copier les instructions du panel
theater-show-instructions = Afficher les instructions du panel
theater-instructions = Instructions du panel
theater-paste-reply = Collez la réponse complète de l’agent
theater-try-fixture = …ou essayez un flux de test d’Open Design
theater-no-fixture = (aucun)
theater-pasted-reply = Réponse collée
theater-fixture-happy = Nominal : trois tours, livré
theater-fixture-spec-example = Exemple de la spécification : deux tours, livré
theater-fixture-duplicate-ship = SHIP en double : le premier l’emporte
theater-fixture-malformed = Mal formé : un bloc de panéliste jamais fermé
theater-fixture-missing-artifact = Artefact manquant : tour 1 sans l’ébauche du designer

## A panel run: what happened to it

theater-refused = { $why }.
theater-stored = Exécution du panel enregistrée dans ce navigateur : { $title }.
theater-too-big-for-tab = Cette réponse est trop volumineuse pour le stockage de l’onglet : recharger la page avant la fin de l’exécution la ferait perdre.
theater-no-envelope = La réponse ne contient aucune enveloppe <CRITIQUE_RUN …> : le panel n’avait rien à lire. Collez la réponse complète de l’agent, à partir de <CRITIQUE_RUN.
theater-recovered = La page a été rechargée pendant la lecture de l’exécution du panel « { $title } » : elle est conservée comme interrompue à l’événement { $event }, sous « Exécutions du panel enregistrées », et sa réponse est de retour dans la zone de réponse.
theater-storage-full = Le stockage du navigateur pour cette page est plein : cette exécution du panel n’a pas été enregistrée. Le théâtre et votre réponse collée restent à l’écran : téléchargez la transcription pour la conserver, ou supprimez des exécutions enregistrées et appuyez sur « Enregistrer à nouveau ».
theater-storage-refused = Le navigateur a refusé d’enregistrer cette exécution du panel ({ $why }). Le théâtre et votre réponse collée restent à l’écran : téléchargez la transcription pour la conserver.
theater-parser-stopped = Le parseur s’est arrêté : { $detail }
theater-parser-stopped-at = Le parseur s’est arrêté à la ligne { $line }, colonne { $column } de la réponse collée : { $detail }
theater-cut-off-before-first = La réponse s’arrête avant le premier tour
theater-cut-off-during = La réponse s’arrête au tour { $round }, pendant l’intervention du panéliste { $role }
theater-cut-off-after = La réponse s’arrête après la fin du tour { $round }, avant le tour suivant ou le SHIP
theater-cut-off-in = La réponse s’arrête au tour { $round }, avant la fin du tour
theater-cut-off = { $place } : la réponse du modèle semble coupée (les conversations interrompent souvent les longues réponses). Demandez au modèle de « continuer exactement là où tu t’es arrêté », collez la suite après la fin de la réponse ci-dessus, puis relancez le panel.

## Settings

theater-settings = Réglages des nouvelles exécutions du panel
theater-threshold = Seuil
theater-score-scale = Échelle de notation
theater-round-limit = Nombre maximal de tours
theater-whole-hint = Un nombre entier de { $from } à { $to }.
theater-threshold-hint = Un nombre de { $from } à { $to }, au plus égal à l’échelle.
theater-setting-invalid = { $field } : { $why }.
theater-rule-no-role = il faut au moins un rôle
theater-rule-integer = doit être un nombre entier de { $min } à { $max }
theater-rule-number = doit être un nombre de { $min } à { $max }
theater-rule-over-scale = ne doit pas dépasser l’échelle des notes
theater-rule-weight = chaque poids doit être compris entre 0 et 1
theater-rule-at-least = doit valoir au moins { $min }
theater-settings-storage-full = Le stockage du navigateur est plein ; les réglages n’ont pas été enregistrés.
theater-settings-not-saved = Les réglages n’ont pas été enregistrés ({ $why }).
theater-settings-saved = Réglages enregistrés ; ils s’appliquent aux nouvelles exécutions du panel et à leurs instructions.
theater-save-settings = Enregistrer les réglages
theater-policy = Quand la réponse n’a aucun SHIP acceptable
theater-policy-ship-best = Livrer le meilleur tour (sous le seuil)
theater-policy-ship-last = Livrer le dernier tour (sous le seuil)
theater-policy-fail = Faire échouer l’exécution
theater-weights = Pondérations (fixes en v1)
theater-panelist = Panéliste
theater-weight = Pondération

## A panel run from a share link

theater-shared-title = Jury de design : { $title }
theater-kept-copy = Une copie est conservée dans ce navigateur : elle figure sous « Exécutions du panel enregistrées » sur la page du Jury de design.
theater-keep-copy = Conserver une copie dans ce navigateur
theater-go-to-jury = Aller au Jury de design

## What a transcript's field must be

theater-field-run-id = une chaîne non vide
theater-field-text = une chaîne
theater-field-ordinal = un nombre entier de 1 ou plus
theater-field-count = un nombre entier de 0 ou plus
theater-field-score = un nombre fini de 0 ou plus
theater-field-threshold = un nombre fini de 0 à l’échelle de l’événement
theater-field-role = un rôle de panéliste
theater-field-cast = une liste non vide de rôles de panélistes
theater-field-decision = une décision de tour
theater-field-status = un état de livraison
theater-field-reason = une raison de mode dégradé
theater-field-cause = une cause d’échec
theater-field-kind = un type d’avertissement de l’analyseur
theater-field-artifact-ref = un objet {"{"}projectId, artifactId{"}"} aux deux chaînes non vides
