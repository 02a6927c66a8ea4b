shell-skip = Aller au contenu
shell-sections = Sections
shell-review-loop = Boucle de relecture
shell-design-jury = Jury de design
shell-offline = ✓ Disponible hors ligne
shell-language = Langue
shell-language-not-loaded = Les textes en { $language } n’ont pas pu être chargés : l’application est en anglais. Rechargez pour réessayer.
shell-not-found-title = Page introuvable
shell-not-found-body = Rien ne se trouve à « { $hash } ».
shell-back-to-runs = Retour à vos relectures
shell-chunk-failed-title = Cette page n’a pas pu être chargée
shell-chunk-failed-body = Son code n’est pas arrivé ({ $why }). Vérifiez votre connexion, puis rechargez ; vos relectures restent dans ce navigateur.
shell-reload = Recharger

## The page shown while the app loads

shell-loading-title = Chargement de la boucle de relecture…
shell-loading-about = jury mène une boucle de relecture qui se termine : deux juges IA, une grille que vous écrivez et trois règles, le tout dans ce navigateur. Rien de ce que vous collez n’en sort.
shell-loading-slow = Toujours en chargement ? Ouverte comme fichier depuis votre disque (une adresse commençant par { $file }), cette page ne peut pas démarrer : les navigateurs n’exécutent pas son code depuis un fichier. Ouvrez plutôt { $offline }, dans le même dossier : il est fait pour fonctionner depuis un fichier.
shell-loading-noscript = Cette application a besoin de JavaScript et de WebAssembly. Activez-les pour cette page, ou ouvrez { $offline } depuis le téléchargement.
