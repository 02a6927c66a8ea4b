# Les pages : la liste des relectures, le formulaire de nouvelle relecture, « Comment ça marche »,
# une relecture partagée, les commandes communes et les messages de stockage de l’application.

## Mots communs

pages-new-run = Nouvelle relecture
pages-how-it-works = Comment ça marche
pages-back-to-runs = Retour à vos relectures
pages-round-of = Tour { $round } sur { $limit }
pages-cancel = Annuler

## La liste des relectures

pages-list-title = Vos relectures
pages-import-run-file = Importer un fichier de relecture…
pages-list-intro = Une relecture évalue un texte selon une grille, un tour à la fois : vous copiez un prompt dans une nouvelle conversation avec ChatGPT, Claude ou un autre modèle, vous collez la réponse du juge ici, et les règles décident de la suite. Tout reste dans ce navigateur.
pages-import-not-a-run-file = { $name } n’est pas un fichier de relecture que cette application peut importer : { $reason }. Rien n’a été modifié.
pages-list-empty = Aucune relecture pour l’instant. Commencez-en une avec « Nouvelle relecture ».
pages-list-runs = Relectures
pages-list-last-change = Dernière modification : { $time }
pages-problems-intro = Certaines entrées enregistrées n’ont pas pu être chargées. Elles ont été ignorées et laissées telles quelles ; vos autres relectures ne sont pas touchées.
pages-problem-download = La télécharger
pages-problem-download-label = La télécharger ({ $key })
pages-problem-delete = La supprimer
pages-problem-delete-label = La supprimer ({ $key })

## Comment ça marche

pages-how-intro = Une relecture vérifie un texte (l’artefact) selon une grille de { $min } à { $max } critères réussi/échoué, que vous écrivez avant de lire le brouillon. Deux juges IA le lisent, chacun dans une nouvelle conversation ; l’application ne parle jamais elle-même à un modèle. Elle vérifie seulement ce que vous collez et applique trois règles, pour qu’une relecture se termine au lieu de tourner en rond.
pages-how-round-title = Un tour
pages-how-round-copy = Copiez le prompt du juge (la grille et l’artefact) dans une nouvelle conversation et envoyez-le.
pages-how-round-paste = Collez ici la réponse complète du juge. L’application la vérifie aussitôt : chaque critère a PASS ou FAIL, et chaque FAIL cite le passage qu’il conteste.
pages-how-round-record = Enregistrez-la. L’application cherche chaque citation dans l’artefact et indique si elle a été trouvée.
pages-how-round-merge = Fusionnez le tour. Les règles ci-dessous décident de la suite : corriger et réviser, demander au juge B, trancher vous-même un désaccord, ou s’arrêter.
pages-how-rules-title = Les trois règles
pages-how-why = Pourquoi :
pages-how-rule1-name = Anti-cliquet.
pages-how-rule1 = À partir du tour 2, un critère réussi au tour précédent ne peut échouer à nouveau qu’avec une citation trouvée dans le texte. Une objection sans citation est gardée comme remarque facultative et le critère reste PASS.
pages-how-rule1-why = sinon un juge peut relever la barre à chaque tour, et la boucle ne finit jamais.
pages-how-rule2-name = La limite du relecteur.
pages-how-rule2 = Seuls une erreur de fond ou un critère non rempli bloquent. Le style, les goûts et « ça pourrait être mieux » vont dans les remarques facultatives : ils vous sont montrés, sans jamais compter dans le résultat.
pages-how-rule2-why = une relecture qui bloque sur des goûts n’a pas de ligne d’arrivée.
pages-how-rule3-name = Deux juges indépendants, pas de troisième.
pages-how-rule3 = Le juge B reçoit le même prompt dès que le juge A valide tous les critères, idéalement un autre modèle, et ne voit jamais la réponse de A. Le moindre FAIL entraîne un nouveau tour ; quand B fait échouer un critère que A a validé, sans citation trouvable, le critère est DISPUTED et c’est vous qui tranchez.
pages-how-rule3-why = les angles morts d’un modèle sont repérés par un autre, et une égalité est départagée par une personne qui peut lire le texte, pas par un troisième avis.
pages-how-outcomes-title = Ce qu’une fusion peut dire
pages-how-outcome-pass = Les deux juges ont validé tous les critères. La relecture est terminée ; le verdict peut être téléchargé.
pages-how-outcome-fix = Un critère a échoué. Apportez les corrections listées et révisez l’artefact : le tour suivant commence.
pages-how-outcome-need-b = Le juge A a validé tous les critères. Demandez au juge B ; le tour reste ouvert.
pages-how-outcome-disputed = Les juges ne sont pas d’accord et la citation en cause n’a pas été trouvée. Vous tranchez chaque critère contesté, avec une remarque.
pages-how-outcome-round-limit = Des critères échouent encore au dernier tour que la relecture permet. La relecture s’arrête ; la décision sur le reste vous revient.
pages-how-refused = Une réponse, une grille ou une action que les règles ne peuvent pas accepter est refusée avec la raison, et la relecture reste exactement comme elle était.
pages-how-start = Commencer une nouvelle relecture

## Le formulaire de nouvelle relecture

pages-new-replace-rubric = Remplacer la grille que vous avez écrite par cet exemple ?
pages-new-name = Nom de la relecture
pages-new-name-placeholder = p. ex. Notes de version 0.4
pages-new-start = Lancer la relecture
pages-new-rubric = Grille : { $min } à { $max } critères réussi/échoué
pages-new-examples = Partir d’un exemple :
pages-new-example = { $kind ->
    [code] exemple de code
    [design] exemple de design
   *[text] exemple de texte
}
pages-new-rubric-placeholder =
    # Titre
    - id: ce que le lecteur obtient
    - id2: …
pages-new-artifact = Artefact : le texte à relire
pages-new-open-file = Ouvrir un fichier…
pages-new-or-paste = ou collez-le ci-dessous. Le HTML et le code sont affichés comme du texte, jamais exécutés.
pages-new-artifact-unkept = Ce texte est trop grand pour le stockage de session de cet onglet : recharger la page le perdrait. Gardez son fichier (ou une copie) jusqu’au lancement de la relecture.
pages-new-artifact-name = Nom de l’artefact
pages-new-artifact-name-placeholder = artefact
pages-new-rounds = Nombre maximal de tours
pages-new-rounds-help = La relecture s’arrête à ce tour si des critères échouent encore.
pages-new-language = Langue des prompts
pages-new-language-help = Les juges reçoivent leurs prompts dans cette langue et y rédigent leurs raisons. Le format de réponse reste le même.
pages-new-anti-ratchet = L’anti-cliquet (règle 1) est activé
pages-new-anti-ratchet-help = À partir du tour 2, un juge ne peut faire échouer un critère déjà réussi qu’en citant le texte. Ne le désactivez que pour l’expérience de convergence ; le verdict le mentionnera.
pages-new-anti-ratchet-off = L’anti-cliquet est désactivé : la barre peut monter d’un tour à l’autre.
pages-new-models = Quels modèles jouent quel rôle (facultatif)
pages-new-model-author = Modèle auteur
pages-new-model-a = Modèle du juge A
pages-new-model-b = Modèle du juge B
pages-new-model-placeholder = p. ex. GPT-5, Claude Sonnet, Gemini
pages-new-problems = { $count ->
    [one] La relecture ne peut pas encore commencer : corrigez d’abord ce point.
   *[other] La relecture ne peut pas encore commencer : corrigez d’abord ces { $count } points.
}
pages-new-rubric-help = Écrivez un critère par ligne, sous la forme « - id: ce que le lecteur obtient ».
pages-new-rubric-ok = { $count ->
    [one] ✓ { $count } critère : { $ids }
   *[other] ✓ { $count } critères : { $ids }
}
pages-new-hints = Conseils (des suggestions, pas des erreurs) :

## Une relecture ouverte depuis un lien de partage

pages-shared-cannot-open = Ce lien de partage ne peut pas être ouvert
pages-shared-nothing-stored = Rien n’a été enregistré dans ce navigateur.
pages-shared-go-to-runs = Aller à vos relectures
pages-shared-keep = Garder une copie dans ce navigateur
pages-shared-export = Exporter la relecture
pages-shared-artifact-round = (tour { $round })
pages-shared-round = Tour
pages-shared-show-round = Afficher l’artefact du tour
pages-shared-source = La source, affichée en texte brut : rien ne s’y exécute.
pages-shared-verdict = Verdict
pages-shared-settled = tranché :
pages-shared-round-n = Tour { $round }
pages-shared-judge = Juge { $judge }
pages-shared-merge = Fusion

## Commandes communes : copier, ouvrir un fichier, une relecture portant le nom d’une autre

pages-copied = ✓ Copié dans le presse-papiers
pages-copy-failed = Copie impossible ({ $why }) : sélectionnez le texte ci-dessous et appuyez sur Ctrl+C (⌘C sur Mac).
pages-could-not-read = Impossible de lire { $name } : { $why }
pages-same-name-question = Une relecture nommée « { $name } » est déjà enregistrée dans ce navigateur. La remplacer par celle-ci, ou garder les deux ?
pages-same-name-replace = Remplacer la relecture enregistrée
pages-same-name-keep-both = Garder les deux (ajouter celle-ci comme copie)

## Liens de partage

pages-share-copy = Copier un lien de partage
pages-share-says = Le lien contient toute la relecture, y compris l’artefact et les réponses des juges : toute personne à qui vous l’envoyez peut tout lire. Tout se trouve dans la partie après « # », que les navigateurs n’envoient jamais à un serveur.
pages-share-copied = ✓ Lien de partage copié ({ $length } caractères)
pages-share-copy-failed = Copie impossible ({ $why }) : sélectionnez le lien ci-dessous et appuyez sur Ctrl+C (⌘C sur Mac).
pages-share-link = Lien de partage
pages-share-long = Un lien long : les navigateurs, Slack et les e-mails l’acceptent, mais les messageries aux messages courts (Discord en garde { $limit } caractères) le coupent. S’il arrive abîmé, envoyez plutôt le fichier.
pages-shared-banner = { $what ->
    [panel] Une séance de panel partagée, en lecture seule : elle est arrivée dans le lien que vous avez ouvert et n’est pas enregistrée dans ce navigateur. Gardez-en une copie pour la retrouver plus tard dans vos relectures.
   *[run] Une relecture partagée, en lecture seule : elle est arrivée dans le lien que vous avez ouvert et n’est pas enregistrée dans ce navigateur. Gardez-en une copie pour la retrouver plus tard dans vos relectures.
}

## Enregistrer les relectures dans ce navigateur

pages-run-missing = Cette relecture n’existe plus (elle a été supprimée, peut-être dans un autre onglet).
pages-save-too-big = Cette relecture est trop grande pour le stockage de ce navigateur : elle occupe { $needed }, et le stockage contient environ { $capacity } pour cette page, même vide. Rien n’a été enregistré ni modifié ; votre texte est toujours à l’écran. Exportez la relecture dans un fichier pour la garder, ou lancez-la avec un artefact plus petit.
pages-save-no-room = Cette relecture ne tient pas dans ce qui reste du stockage de ce navigateur : elle occupe { $needed }, mais il ne reste qu’environ { $left } sur les { $capacity } que cette page peut garder (vos autres relectures et données occupent le reste). Rien n’a été enregistré ni modifié ; votre texte est toujours à l’écran. Exportez la relecture dans un fichier pour la garder ; pour faire de la place, exportez les relectures dont vous n’avez plus besoin et supprimez-les, ou utilisez un artefact plus petit.
pages-save-full = Le stockage du navigateur pour cette page est plein : cette modification n’a pas été enregistrée. Tout ce qui était enregistré est intact et votre modification est toujours à l’écran. Exportez la relecture dans un fichier pour la garder, ou supprimez des relectures dont vous n’avez plus besoin, puis réessayez.
pages-save-conflict = Cette relecture a été modifiée dans un autre onglet après que cet onglet l’a chargée : cette modification n’a donc pas été enregistrée (elle aurait écrasé la plus récente). La relecture affiche maintenant l’état le plus récent. Si la zone où vous écriviez a disparu avec lui, exportez cette relecture avec votre modification pour garder ce que vous avez écrit.
pages-save-other = Le navigateur a refusé d’enregistrer cette modification ({ $why }). Rien d’enregistré n’a été modifié ; exportez la relecture dans un fichier pour la garder.
pages-amount-millions = { NUMBER($millions, minimumFractionDigits: 1, maximumFractionDigits: 1) } millions de caractères
pages-amount-thousands = { $thousands } milliers de caractères
pages-amount-characters = { $count ->
    [one] { $count } caractère
   *[other] { $count } caractères
}

## Entrées enregistrées illisibles (après la clé de l’entrée et deux-points)

pages-problem-index-version = version d’index inconnue « { $schema } » ; les relectures ont été retrouvées en parcourant le stockage
pages-problem-index-unreadable = l’index des relectures est illisible ({ $why }) ; les relectures ont été retrouvées en parcourant le stockage
pages-problem-other-id = elle se présente comme la relecture « { $inside } », et non « { $id } » comme l’indique sa clé (copiée ou modifiée à la main ?)
pages-problem-bad-field = une entrée { $schema } avec un champ incorrect ({ $why })
pages-problem-newer = écrite par une version plus récente de jury ({ $schema }) ; ouvrez-la là-bas, ou exportez-la depuis là-bas
pages-problem-not-a-run = pas une relecture jury (schéma « { $schema } »)
pages-problem-no-schema = pas une relecture jury (aucun champ schema)
pages-problem-not-json = JSON non valide ({ $why })
pages-problem-history-unreadable = son historique est illisible : { $reason }
pages-problem-history-replay = son historique ne se rejoue pas : { $reason }
