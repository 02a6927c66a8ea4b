# Un tour d’une relecture : le prompt, les zones de réponse, les rapports des juges, la fusion,
# la révision, l’arbitrage, le verdict, la chronologie et les étapes de la démo. PASS, FAIL et les
# codes de résultat (FIX, NEED_B, DISPUTED, ROUND_LIMIT) restent tels quels.

round-list-separator = {", "}
round-open = EN COURS

## Le prompt
round-advice-a = Ouvrez une nouvelle conversation (une nouvelle à chaque tour, pour que le juge n’ait rien vu avant), collez le prompt, envoyez-le, puis copiez toute la réponse du juge dans la zone ci-dessous.
round-advice-b = Ouvrez une autre nouvelle conversation, idéalement avec un autre modèle que le juge A (par exemple A dans ChatGPT, B dans Claude), collez le même prompt et copiez toute sa réponse dans la zone ci-dessous. Ne lui montrez pas la réponse du juge A.
round-copy-prompt = Copier le prompt pour le juge { $judge }
round-prompt-criteria = Le prompt demande au juge PASS ou FAIL pour chaque critère :
round-show-prompt = Afficher le prompt
round-prompt-for = Prompt pour le juge { $judge }

## La zone de réponse
round-error-place = Ligne { $line }, colonne { $column }
round-error-criterion = Critère « { $criterion } »
round-nothing-recorded-fix = Rien n’a été enregistré. Corrigez la réponse (ou interrogez à nouveau le juge) et collez-la ici.
round-nothing-recorded = Rien n’a été enregistré.
round-reply-label = Réponse du juge { $judge }
round-reply-placeholder = Collez ici toute la réponse du juge (l’objet JSON, avec ou sans le texte qui l’entoure).
round-reply-help = Vérifiée dès que vous collez. Ctrl+Entrée (⌘+Entrée) l’enregistre.
round-reply-valid = ✓ Une réponse valide : { $fails ->
        [one] { $fails } critère
       *[other] { $fails } critères
    } sur { $total } en FAIL. Enregistrez-la pour vérifier les citations.
round-record-and-merge = Enregistrer et fusionner le tour
round-record = Enregistrer la réponse du juge { $judge }

## Les avertissements sur une réponse
round-warn-mismatch = Le verdict du juge lui-même, « { $summary } », contredit ses critères ({ $criteria }). Le résultat est calculé à partir des critères, pas de ce verdict.
round-every-passed = tous les critères sont validés
round-failed-list = en échec : { $list }
round-warn-mangled = La réponse contient { $sequences }, que l’artefact ne contient pas : le texte a probablement été abîmé en chemin (une confusion d’encodage, comme lors d’un passage par un tube Windows PowerShell). Collez-le à nouveau depuis la source.
round-warn-case = Des verdicts qui n’étaient pas en majuscules ont été lus comme PASS ou FAIL : { $list }. Le format de réponse demande « PASS » ou « FAIL » en majuscules.
round-warn-case-item = { $id } « { $written } » lu comme { $read }

## Le rapport d’un juge
round-found-at = ✓ Citation trouvée dans l’artefact à la ligne { $line }, colonne { $column }
round-found = ✓ Citation trouvée dans l’artefact
round-found-normalized-at = ✓ Citation trouvée à la ligne { $line }, colonne { $column } après harmonisation des espaces, guillemets, tirets et balises
round-found-normalized = ✓ Citation trouvée après harmonisation des espaces, guillemets, tirets et balises
round-not-found = ✗ Citation introuvable dans l’artefact
round-too-short = ✗ Citation trop courte pour servir de preuve (moins de { $min } caractères)
round-no-quote = ✗ Aucune citation fournie
round-rule-1-counts = le juge a écrit { $written }, la règle 1 le compte comme { $counted }
round-show-in-artifact = Montrer dans l’artefact
round-closest-passage = Passage le plus proche (simple indice) :
round-judge-reply-round = Réponse du juge { $judge }, tour { $round }
round-criterion = Critère
round-result = Résultat
round-reason-quote-fix = Raison, citation et correction
round-fix = Correction :
round-quote-proves = Une citation trouvée prouve que le texte est dans l’artefact, pas que le critère échoue vraiment : lisez la raison et jugez par vous-même.
round-blocked-title = Bloqué par la règle 1 (anti-cliquet)
round-blocked-body = — déplacé dans les notes facultatives ; le FAIL de ce juge ne compte pas :
round-blocked-by-judge = { $id } (juge { $judge })
round-optional-notes = Notes facultatives ({ $count }) — jamais bloquantes

## La suite
round-next-record-a = Ensuite : interrogez le juge A. Copiez le prompt dans une nouvelle conversation, puis collez la réponse du juge ci-dessous.
round-next-record-b = Ensuite : interrogez le juge B, idéalement un autre modèle, avec le même prompt dans une nouvelle conversation, et collez sa réponse.
round-next-merge = Ensuite : fusionnez le tour pour appliquer les règles aux réponses enregistrées.
round-next-revise = Ensuite : faites les corrections, puis révisez l’artefact (sous les corrections) pour commencer le tour suivant.
round-next-settle = Ensuite : les juges sont en désaccord ; tranchez ci-dessous chaque critère contesté.
round-next-done = Cette relecture est terminée. Téléchargez le verdict ou exportez la relecture.

## La fusion
round-explain-pass = Les deux juges ont validé tous les critères. La relecture est terminée : le verdict ci-dessus est prêt à être téléchargé.
round-explain-fix = Certains critères ont échoué. Faites dans votre texte les corrections listées ci-dessous, puis révisez l’artefact pour commencer le tour { $next } sur { $limit }.
round-explain-need-b = Le juge A a validé tous les critères. Interrogez maintenant le juge B — une nouvelle conversation, idéalement un autre modèle — avec le même prompt, et enregistrez sa réponse.
round-explain-disputed = Les juges sont en désaccord, et la citation du juge qui met en échec est introuvable dans le texte. L’outil ne prend pas parti : lisez les deux raisons et tranchez chaque critère contesté.
round-explain-round-limit = Des critères échouent encore à la limite de tours ({ $limit }). La relecture s’arrête ici : lisez les corrections restantes et décidez vous-même de la suite.
round-merged = Tour { $round } fusionné :
round-merged-result = Résultat fusionné, tour { $round }
round-judge-a = Juge A
round-judge-b = Juge B
round-fixes-to-make = Corrections à faire
round-fix-by-judge = (juge { $judge }) :
round-fixed-since = Corrigé depuis le tour { $round } : { $list }
round-settled-by-you = Tranché par vous
round-record-a-again = Enregistrer à nouveau le juge A (la dernière réponse compte)
round-b-confirms = Le juge B confirme un tour une fois que le juge A a validé tous les critères.
round-record-b-anyway = Enregistrer quand même le juge B maintenant
round-not-asked = Pas interrogé à ce tour.
round-merge = Fusion
round-merge-applies = La fusion applique { $rules } aux réponses enregistrées jusqu’ici et vous dit quoi faire ensuite.
round-the-three-rules = les trois règles
round-merge-the-round = Fusionner le tour
round-record-a-first = Enregistrez d’abord la réponse du juge A.

## La révision
round-diff-counts = { $added ->
        [one] { $added } ligne ajoutée
       *[other] { $added } lignes ajoutées
    }, { $removed ->
        [one] { $removed } supprimée
       *[other] { $removed } supprimées
    }
round-changes = Modifications
round-revise-title = Réviser l’artefact pour le tour { $round }
round-revise-help = Modifiez le texte ci-dessous (ou ouvrez le fichier corrigé), puis commencez le tour suivant. Les juges verront le nouveau texte et les objections du tour précédent.
round-open-revised = Ouvrir le fichier révisé…
round-changes-since = Modifications depuis le tour { $round }
round-start-round = Commencer le tour { $round }
round-revised-artifact = Artefact révisé
round-artifact-name = Nom de l’artefact
round-same-text = Le texte est le même qu’au tour { $round }. Vous pouvez quand même commencer le tour suivant (un juge s’est peut-être trompé), mais les juges verront le même texte.
round-unchanged-warning = L’artefact n’a pas changé depuis le tour { $round }, qui demandait des corrections : les juges verront le même texte.

## L’arbitrage
round-settle-title = Trancher les critères contestés
round-settle-help = Le juge A a validé ces critères et le juge B les a mis en échec sans une citation que l’outil ait pu trouver dans le texte. Lisez les deux raisons, vérifiez le texte vous-même et décidez. Votre note est conservée dans l’historique de la relecture.
round-choose-first = Choisissez d’abord PASS ou FAIL.
round-judge-a-pass = Juge A (PASS)
round-judge-b-fail = Juge B (FAIL)
round-b-quote = Citation de B (introuvable dans le texte) :
round-your-decision = Votre décision sur { $criterion }
round-why-kept = Pourquoi (conservé dans l’historique)
round-settle = Trancher { $criterion }

## Le verdict
round-verdict = Verdict
round-verdict-blocked = Tour { $round }, juge { $judge }, { $criterion } : { $reason }
round-verdict-blocked-quote = Tour { $round }, juge { $judge }, { $criterion } : { $reason } (citation : « { $quote } »)
round-verdict-not-counted = . La règle 1 n’a pas compté ces objections : leurs citations sont introuvables dans l’artefact.
round-rounds = Tours
round-rounds-of = { $rounds } sur { $limit }
round-artifact = Artefact
round-settled-note = — tranché par vous : { $note }
round-download-json = Télécharger verdict.json
round-download-markdown = Télécharger le rapport Markdown
round-download-html = Télécharger le rapport HTML
round-download-failed = Le téléchargement a échoué : { $why }
round-export-with-change = Exporter cette relecture, avec la modification, dans un fichier

## La chronologie
round-timeline = Chronologie
round-timeline-caption = Résultat de chaque critère à chaque tour
round-round = Tour { $round }

## La démo
round-demo-title = Ceci est une démo
round-demo-body = Les réponses de ses juges ont été enregistrées à l’avance. Au lieu d’interroger un modèle, jouez chaque étape de la boucle et lisez ce que les règles en font. Toute réponse que vous collez vous-même fait sortir la démo de son scénario.
round-demo-next = Étape suivante : { $step }
round-demo-reply-a = Coller la réponse du juge A et l’enregistrer
round-demo-reply-b = Coller la réponse du juge B et l’enregistrer
round-demo-merge = Fusionner le tour
round-demo-revise = Réviser l’artefact avec les corrections
round-demo-settle = Trancher le critère contesté
