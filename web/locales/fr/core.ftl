# The core's messages (jury-core): its refusals and warnings, translated from their English Display.

# review/reply.rs

core-place = ligne { $line } (colonne { $column })
core-reply-no-json = La réponse ne contient aucun objet JSON ; collez la réponse complète du juge, objet {"{"}…{"}"} compris.
core-reply-tab-in-string = Le JSON de la réponse est cassé ligne { $line }, colonne { $column } : une tabulation dans une chaîne. Une chaîne JSON ne peut pas contenir de tabulation telle quelle ; écrivez \t ou une espace à la place, ou demandez au juge un JSON valide.
core-reply-line-break-in-string = Le JSON de la réponse est cassé ligne { $line }, colonne { $column } : un saut de ligne dans une chaîne. Une chaîne JSON doit tenir sur une seule ligne ; joignez les lignes (ou écrivez \n), ou demandez au juge un JSON valide.
core-reply-trailing-comma = Le JSON de la réponse est cassé ligne { $line }, colonne { $column } : une virgule après le dernier élément d’une liste ou d’un objet. JSON n’en admet pas à cet endroit ; supprimez cette virgule, ou demandez au juge un JSON valide.
core-reply-typographic-quote = Le JSON de la réponse est cassé ligne { $line }, colonne { $column } : un guillemet typographique. JSON exige des guillemets droits ", qu’un chat ou un éditeur a pu remplacer ; copiez la réponse avec le bouton de copie du chat, ou demandez au juge du JSON brut.
core-reply-single-quote = Le JSON de la réponse est cassé ligne { $line }, colonne { $column } : des apostrophes. Les chaînes et les clés JSON prennent des guillemets doubles " ; demandez au juge un JSON valide.
core-reply-comment = Le JSON de la réponse est cassé ligne { $line }, colonne { $column } : un commentaire. JSON n’a pas de commentaires ; supprimez le commentaire, ou demandez au juge le JSON sans lui.
core-reply-syntax = Le JSON de la réponse est cassé ligne { $line }, colonne { $column } : { $detail }. Demandez au juge un JSON valide (rien n’est réparé).
core-reply-cut-off = La réponse s’arrête avant que son JSON soit complet (ligne { $line }, colonne { $column }) : copiez la réponse entière, ou demandez au juge de la terminer.
core-reply-prompt-only = Ceci est le prompt du juge, pas sa réponse : envoyez-le au juge dans une nouvelle conversation, puis collez ce que le juge a répondu.
core-reply-example-only = Ceci est la réponse d’exemple du prompt, pas la réponse du juge : collez ce que le juge a répondu.
core-reply-two-replies = Le texte collé contient { $count } réponses différentes, qui commencent { $starts } ; gardez seulement celle que le juge voulait donner et enregistrez à nouveau.
core-reply-not-an-object = La réponse est { $found_key ->
        [null] un null JSON
        [boolean] un booléen JSON
        [number] un nombre JSON
        [string] une chaîne JSON
        [array] un tableau JSON
       *[other] une valeur JSON ({ $found })
    }, pas un objet ; collez l’objet avec "criteria".
core-reply-wrong-type = "{ $field }" doit être { $expected_key ->
        [an-array-of-objects] un tableau d’objets
        [an-array-of-strings] un tableau de chaînes
        [an-object] un objet
        [a-string] une chaîne
        [pass--or--fail] "PASS" ou "FAIL"
       *[other] { $expected }
    } ; corrigez-le et enregistrez à nouveau.
core-reply-missing-field = "{ $field }" manque ; la réponse en a besoin.
core-reply-unknown-criterion = { $suggestion_key ->
        [none] Le critère "{ $id }" n’est pas dans la grille ; le juge doit utiliser exactement les ids de la grille.
       *[other] `{ $id }` n’est pas dans la grille ; vouliez-vous dire `{ $suggestion }` ? Corrigez l’id dans la réponse (le juge doit utiliser exactement les ids de la grille).
    }
core-reply-missing-criterion = Le critère "{ $id }" manque ; le juge doit répondre à chaque critère de la grille.
core-reply-duplicate-criterion = Le critère "{ $id }" a deux réponses ; gardez une seule réponse par critère.
core-reply-bad-verdict = Critère "{ $id }" : le verdict "{ $value }" n’est ni PASS ni FAIL.
core-reply-fail-without-reason = Le critère "{ $id }" est FAIL sans raison ; un FAIL doit dire pourquoi.
core-reply-duplicate-key = "{ $key }" est écrit deux fois dans { $object_key ->
        [none] la réponse
       *[other] "{ $object }"
    }, { $places } : un lecteur prend le premier, un analyseur JSON le dernier, donc aucun n’est pris ; gardez seulement celui que le juge voulait et enregistrez à nouveau.
core-reply-verdict-mismatch = Le verdict propre du juge, "{ $summary }", contredit ses critères ({ $failed_count ->
        [0] tous les critères sont passés
       *[other] en FAIL : { $failed }
    }) ; le résultat est calculé à partir des critères.
core-reply-mangled = La réponse contient { $sequences }, absent de l’artefact : le texte a sans doute été abîmé en chemin (un mélange d’encodages, comme en passant par Windows PowerShell) ; collez-le à nouveau depuis la source.
core-reply-verdict-case = Des verdicts écrits avec une autre casse ont été lus comme PASS ou FAIL (critères : { $criteria } ; écrits : { $written }) ; le format de réponse demande "PASS" ou "FAIL" en majuscules.

# review/rubric.rs

core-rubric-not-a-criterion = Ligne { $line } de la grille : "{ $text }" n’est pas un critère ; écrivez-le sous la forme "- id: ce que le lecteur obtient" (une ligne de liste : "-", "*", "+", "1." ou "1)" ; seule la première ligne peut être un "# Titre").
core-rubric-bad-id = Ligne { $line } de la grille : "{ $id }" n’est pas un id valide ; utilisez des minuscules, des chiffres, '-' et '_', en commençant par une lettre ou un chiffre, { $max } caractères au plus.
core-rubric-capital-id = Ligne { $line } de la grille : l’id "{ $id }" contient des majuscules ; les ids sont en minuscules : écrivez "{ $lower }".
core-rubric-empty-criterion = Ligne { $line } de la grille : le critère "{ $id }" ne dit rien ; écrivez après les deux-points ce que le lecteur obtient.
core-rubric-duplicate-id = Ligne { $line } de la grille : l’id "{ $id }" est déjà utilisé ligne { $firstLine } ; donnez à chaque critère son propre id.
core-rubric-too-few = { $count ->
        [0] La grille n’a encore aucun critère ({ $count }) ; écrivez-en au moins { $min }, un par ligne, sous la forme "- id: ce que le lecteur obtient".
        [1] La grille a { $count } critère ; écrivez-en au moins { $min }.
       *[other] La grille a { $count } critères ; écrivez-en au moins { $min }.
    }
core-rubric-too-many = Ligne { $line } de la grille : avec { $count } critères, il y en a trop ; gardez-en au plus { $max } (fusionnez ou supprimez le reste).
core-rubric-vague = Ligne { $line } (`{ $id }`) : "{ $phrase }" ne se juge pas en PASS ou FAIL ; dites plutôt ce qu’un lecteur peut vérifier.
core-rubric-worded-alike = La ligne { $line } (`{ $id }`) et la ligne { $otherLine } (`{ $otherId }`) sont formulées de façon semblable ; fusionnez-les ou faites vérifier une seule chose à chacune.

# review/run.rs

core-run-closed = La relecture est close ({ $outcome }) ; elle n’accepte plus de réponses, de fusions ni de révisions ; commencez une nouvelle relecture.
core-run-empty-name = La relecture a besoin d’un nom.
core-run-empty-artifact = L’artefact est vide ; collez le texte à relire.
core-run-too-large = { core-limit-too-large } La relecture n’a pas été créée et rien n’a été enregistré.
core-run-rounds-not-a-number = La limite de tours « { $typed } » n’est pas un nombre entier ; utilisez une valeur de 1 à { $max }.
core-run-rounds-out-of-range = Une limite de { $rounds } tours est hors limites ; utilisez une valeur de 1 à { $max }.
core-run-awaiting-revision = Le tour a demandé des corrections (FIX) ; révisez d’abord l’artefact pour ouvrir le tour suivant.
core-record-too-large = { core-limit-too-large } La réponse n’a pas été enregistrée et rien n’a été stocké.
core-record-repeats-earlier-round = Cette réponse reprend celle du juge { $judge } au tour { $round } : au tour { $current }, les juges lisent un nouvel artefact, il faut donc une nouvelle réponse ; envoyez le prompt de ce tour au juge dans une nouvelle conversation et collez ce qu’il répond.
core-record-same-as-other-judge = Cette réponse est identique à celle du juge { $judge } au tour { $round } : un juge indépendant n’écrit pas deux fois la même réponse, elle a donc sans doute été collée dans la mauvaise case ; collez la réponse de ce juge pour ce tour.
core-merge-too-large = { core-limit-too-large } Rien n’a été enregistré : commencez une nouvelle relecture pour continuer.
core-merge-no-reply-from-a = Le tour { $round } n’a pas de réponse du juge A ; enregistrez la réponse du juge A avant de fusionner.
core-revise-not-after-fix = L’artefact ne peut être révisé qu’après une fusion qui a donné FIX (dernier résultat : { $outcome_key ->
        [none] aucun
       *[other] { $outcome }
    }) ; enregistrez et fusionnez d’abord.
core-revise-too-large = { core-limit-too-large } Le tour n’a pas été ouvert et rien n’a été enregistré.
core-revise-empty-artifact = L’artefact révisé est vide ; collez le texte à relire.
core-revise-unchanged = L’artefact n’a pas changé depuis le tour { $round }, qui demandait des corrections ; les juges verront le même texte.
core-settle-not-disputed = Seul un tour DISPUTED peut être tranché (dernier résultat : { $outcome_key ->
        [none] aucun
       *[other] { $outcome }
    }).
core-settle-not-a-disputed-criterion = Le critère "{ $id }" n’est pas contesté dans ce tour ; tranchez l’un des critères contestés.
core-settle-already-settled = Le critère "{ $id }" est déjà tranché.
core-settle-empty-note = Une décision demande une note qui dit pourquoi ; écrivez-en une.

# review/history.rs

core-history-not-json = Le fichier de relecture n’est pas du JSON valide : { $detail }
core-history-not-a-run = Le fichier est du JSON, mais pas une relecture jury : { $detail }
core-history-missing-schema = Le fichier de relecture n’a pas de champ "schema" ; ce n’est pas une relecture jury ("{ $expected }" attendu).
core-history-newer-schema = Le fichier de relecture est "{ $found }", plus récent que ce jury ("{ $expected }") ; ouvrez-le avec un jury plus récent.
core-history-verdict-file = Ce fichier est un verdict ("{ $found }"), le résumé d’une relecture terminée, pas la relecture elle-même ; importez plutôt le fichier de la relecture, celui qu’enregistre « Exporter la relecture » (son nom se termine par .jury.json).
core-history-unknown-schema = Le schéma "{ $found }" du fichier n’est pas celui d’une relecture jury ("{ $expected }" attendu).
core-history-bad-entry = L’entrée { $entry } du fichier de relecture est mal formée : { $detail }
core-history-init = Entrée { $entry } du fichier de relecture : une relecture commence par exactement une entrée "init", en premier.
core-history-refused = L’entrée { $entry } du fichier de relecture ne peut pas être rejouée : { $detail }
core-history-too-large = La relecture est trop grande pour être ouverte. { core-limit-too-large }

# critique/parser.rs

core-critique-malformed-block = Bloc mal formé (position { $position }) : { $detail }
core-critique-oversize-block = Bloc trop grand (position { $position }) : { $detail }
core-critique-missing-artifact = L’artefact manque : { $detail }

# critique/config.rs

core-critique-config-out-of-range = Le réglage { $field } est hors limites : { $detail }
core-critique-env-out-of-range = La variable { $variable } a une valeur non valide : { $detail }

# critique/transcript.rs

core-transcript-unreadable = Impossible de lire la transcription : { $detail }
core-transcript-too-large = Impossible de lire la transcription. { core-limit-too-large } Rien n’a été lu ni enregistré.

# limits.rs

core-limit-too-large = { $what_key ->
        [the-rubric] La grille
        [the-artifact] L’artefact
        [the-artifact-of-round-2] L’artefact du tour 2
        [the-artifact-of-round-3] L’artefact du tour 3
        [the-artifact-of-round-4] L’artefact du tour 4
        [the-artifact-of-round-5] L’artefact du tour 5
        [the-artifact-of-round-6] L’artefact du tour 6
        [the-artifact-of-round-7] L’artefact du tour 7
        [the-artifact-of-round-8] L’artefact du tour 8
        [the-artifact-of-round-9] L’artefact du tour 9
        [the-artifact-of-round-10] L’artefact du tour 10
        [judge-a-s-reply] La réponse du juge A
        [judge-b-s-reply] La réponse du juge B
        [the-run-s-history] L’historique de la relecture
        [the-pasted-reply] La réponse collée
        [the-reply] La réponse
        [the-quote] La citation
        [the-transcript] La transcription
        [the-transcript--once-inflated] La transcription, une fois décompressée,
        [the-link] Le lien
        [its-run--unpacked] La relecture du lien, une fois décompressée,
       *[other] { $what }
    } { $unit_key ->
        [bytes] fait { $found } octets
        [characters] compte { $found } caractères
        [lines] compte { $found } lignes
        [replies] compte { $found } réponses
        [entries] compte { $found } entrées
       *[other] compte { $found } { $unit }
    }, au-delà de la limite de jury de { $limit }.

# share
core-share-too-big = Cette relecture est trop grande pour être partagée par un lien : le lien ferait { $length } caractères, et les liens de plus de { $limit } caractères sont coupés par les messageries et les e-mails (Slack coupe les messages à 40 000). Exportez la relecture dans un fichier et envoyez plutôt le fichier.
core-share-incomplete = Ce lien de partage est incomplet : il s’arrête avant la relecture qu’il devrait contenir. Redemandez le lien à l’expéditeur (copié en entier), ou le fichier de la relecture.
core-share-bad-version = Ce lien de partage est abîmé : « { $version } » n’est pas une version de lien de partage. Redemandez le lien à l’expéditeur (copié en entier), ou le fichier de la relecture.
core-share-newer-version = Ce lien de partage a été créé par une version plus récente de jury (version de lien { $version } ; celle-ci lit jusqu’à la version { $reads }). Ouvrez-le avec la version plus récente de jury, ou demandez le fichier de la relecture à l’expéditeur.
core-share-unknown-kind = Ce lien de partage est abîmé : il dit contenir « { $kind } », qui n’est ni une relecture de la boucle de relecture ni une séance de panel. Redemandez le lien à l’expéditeur (copié en entier), ou le fichier de la relecture.
core-share-not-base64 = Ce lien de partage est abîmé : le caractère { $at } de ses données est { $what ->
    [space] une espace
    [line-break] un saut de ligne
    [tab] une tabulation
    [invisible] le caractère invisible { $found }
   *[character] « { $found } »
}, qu’un lien de partage ne contient jamais (il a été modifié, ou quelque chose y a été ajouté). Redemandez le lien à l’expéditeur (copié en entier), ou le fichier de la relecture.
core-share-truncated = Ce lien de partage est tronqué : sa fin manque (les messageries et les e-mails coupent parfois les liens longs). Redemandez le lien à l’expéditeur (copié en entier), ou le fichier de la relecture.
core-share-altered = Ce lien de partage est abîmé : ses données ne correspondent pas à leur somme de contrôle, une partie a donc été modifiée. Redemandez le lien à l’expéditeur (copié en entier), ou le fichier de la relecture.
core-share-too-large = Ce lien de partage contient plus que ce que jury ouvre : { $reason }. Il n’a pas été ouvert, il ne peut donc ni ralentir ni bloquer cette page.
core-share-not-a-run = Ce lien de partage se décompresse, mais ce qu’il contient n’est pas { $kind ->
    [panel] une séance de panel du Jury de design
   *[run] une relecture de la boucle de relecture
} : { $reason }. Redemandez le lien à l’expéditeur (copié en entier), ou le fichier de la relecture.
core-share-not-a-run-detail = Ce lien de partage se décompresse, mais ce qu’il contient n’est pas { $kind ->
    [panel] une séance de panel du Jury de design
   *[run] une relecture de la boucle de relecture
} : { $detail }. Redemandez le lien à l’expéditeur (copié en entier), ou le fichier de la relecture.
core-share-not-text = ce n’est pas du texte

# review
core-family-same = Les juges A et B semblent tous deux être des modèles { $family }. La règle 3 fonctionne mieux quand le juge B est un autre modèle, afin que les deux juges n’aient pas les mêmes angles morts.

# design
core-design-too-large = Ce design est trop volumineux pour être affiché rendu : il a { $measures }. Rien n’a été rendu ni enregistré ; sa source complète figure ci-dessous.
core-design-and = { $first } ; et { $rest }
core-design-over-bytes = { $found } octets de balisage, soit { $over } de plus que les { $limit } que l’application rend
core-design-over-nodes = { $found } éléments et fragments de texte, soit { $over } de plus que les { $limit } que l’application rend
core-design-over-depth = { $found } niveaux d’imbrication, soit { $over } de plus que les { $limit } que l’application rend
core-design-over-css = { $found } octets de feuille de style, soit { $over } de plus que les { $limit } que l’application rend
core-design-over-copies = { $found } éléments et fragments de texte copiés par ses éléments <use>, soit { $over } de plus que les { $limit } que l’application rend
core-design-endless-copies = un élément <use> à l’intérieur de ce qu’il copie, si bien que ses copies ne s’arrêtent jamais
core-critique-paste-empty = collez d’abord la réponse de l’agent (ou choisissez une fixture d’Open Design)
core-critique-paste-too-large = la réponse collée fait { $found } octets, au-delà de la limite de jury de { $limit } octets ; le panel n’a pas été lancé et rien n’a été enregistré. Collez seulement la réponse de l’agent
core-critique-paste-prompt-only = ceci est le prompt, pas la réponse du panel : envoyez les instructions du panel à votre modèle d’IA dans une conversation, puis collez sa réponse (à partir de <CRITIQUE_RUN, ou toute la conversation)
