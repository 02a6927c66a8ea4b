# La page d’une relecture : son en-tête, le panneau de l’artefact, les tours précédents, les
# modèles, l’avis qu’un autre onglet a modifié la relecture.

run-not-found-title = Relecture introuvable
run-not-found-body = Cette relecture n’est pas enregistrée dans ce navigateur (elle a peut-être été supprimée dans un autre onglet).
run-delete-confirm = Supprimer cette relecture de ce navigateur ? Exportez-la d’abord si vous risquez d’en avoir besoin.
run-round-of = Tour { $round } sur { $limit }
run-anti-ratchet-off = anti-cliquet désactivé
run-export = Exporter la relecture
run-delete = Supprimer
run-how-it-works = Comment ça marche
run-all-runs = Toutes les relectures
run-round = Tour { $round }
run-source-caption = La source, affichée en texte brut : rien de ce qu’elle contient ne s’exécute.
run-artifact-title = { $name } (tour { $round })
run-round-label = Tour
run-round-menu = Afficher l’artefact du tour
run-changes-since = Modifications depuis le tour { $round }
run-no-changes = Aucune modification : le même texte qu’au tour précédent.
run-earlier-round = Tour { $round } : { $outcome }
run-author = Auteur
run-judge-a = Juge A
run-judge-b = Juge B
run-model = { $part } : { $name }
run-wrap-lines = Renvoyer les longues lignes à la ligne
run-artifact-text = Texte de l’artefact

run-elsewhere-title = Un autre onglet a modifié cette relecture :
run-elsewhere-now = . Cette page affiche maintenant la relecture telle qu’elle est enregistrée, avec ces modifications. Rien de ce que vous avez saisi ici n’a été enregistré ni perdu.
run-list-separator = {", "}
run-happened-replaced = la relecture entière a été remplacée (par une importation ou un lien de partage conservé)
run-happened-restarted = la relecture a été recommencée
run-happened-reply = la réponse du juge { $judge } a été enregistrée
run-happened-merged = le tour a été fusionné
run-happened-revised = l’artefact a été révisé, ce qui a ouvert un nouveau tour
run-happened-settled = « { $criterion } » a été tranché
run-happened-deleted = la relecture a été supprimée
run-kept-reply = Votre réponse non enregistrée du juge { $judge } (tour { $round })
run-kept-revision = Votre révision non enregistrée du tour { $round }
run-kept-note = Votre note non enregistrée pour trancher { $criterion }
run-kept-from-tab = { $label }, conservée depuis cet onglet :
run-copy-it = La copier
run-discard-it = L’abandonner
run-ok = OK
