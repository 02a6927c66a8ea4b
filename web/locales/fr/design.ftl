# A design shown rendered (web/src/design): the frame, its presets, the words around it, and
# what the design asked for that is not loaded.

## The rendered view

design-preset-phone = Téléphone 390
design-preset-tablet = Tablette 768
design-preset-desktop = Ordinateur 1280
design-preset-fit = Ajuster
design-viewport = Largeur de la fenêtre d’affichage
design-width = { $width } px de large
design-width-scaled = { $width } px de large, affiché à { $percent } %
design-frame-title = { $label }, rendu (sans scripts, rien n’est chargé)
design-failed = Le design n’a pas pu être affiché rendu ({ $why }) ; sa source complète figure ci-dessous.
design-quote-shown = La citation est marquée dans le design rendu.
design-quote-hidden = Le texte cité ne figure dans le design rendu qu’à des endroits masqués (non affichés à l’écran) : il n’y est donc pas marqué ; il est marqué dans la source.
design-quote-absent = La citation n’est pas un texte visible du design rendu (elle est dans le balisage) ; elle est marquée dans la source.
design-quote-too-short = Ce que la citation montre du design rendu est trop court pour l’y retrouver (moins de { $min } caractères) ; elle est marquée dans la source.
design-on-request = Ce design est arrivé par un lien partagé : il n’est rendu que si vous le demandez (il ne peut de toute façon rien exécuter ni charger).
design-show = Afficher le design
design-show-rendered = L’afficher rendu
design-hide-rendered = Masquer le design rendu
design-under-review = L’artefact en cours de relecture

## What is not loaded

design-caption = Rendu comme un navigateur l’affiche seul, avec ses propres styles. Rien n’y est exécuté, chargé ni relié ailleurs : scripts, requêtes réseau, formulaires et liens sont désactivés.
design-caption-not-loaded = Rendu comme un navigateur l’affiche seul, avec ses propres styles, hormis ce qui est listé ci-dessous comme non chargé. Rien n’y est exécuté, chargé ni relié ailleurs : scripts, requêtes réseau, formulaires et liens sont désactivés.
design-not-loaded = Non chargé ici
design-not-loaded-why = (ouvert seul, le design récupérerait ou exécuterait ceci) :
design-from = { $name } depuis { $from }
design-fonts = Polices : affichées dans la police de secours.
design-fonts-from = Polices depuis { $from } : affichées dans la police de secours.
design-font-file = { $name } (un fichier de police) : affiché dans la police de secours.
design-font = { $what } : affiché dans la police de secours.
design-stylesheet = Feuille de style { $what } : non chargée, ses styles manquent donc.
design-bootstrap = Feuille de style de Bootstrap ({ $what }) : non chargée, sa grille, sa navigation et ses composants s’affichent donc en HTML brut (cette application n’embarque pas le CSS de Bootstrap).
design-script = Script { $what } : non exécuté.
design-inline-script = Un script dans la page : non exécuté.
design-image = Image { $what } : non affichée.
design-tailwind-generating = Tailwind depuis son CDN : ses styles sont générés ici à partir des classes utilisées…
design-tailwind-ready = Tailwind depuis son CDN : généré ici à partir des classes utilisées.
design-tailwind-failed = Tailwind depuis son CDN : ses styles n’ont pas pu être générés ici ({ $why }), le design s’affiche donc sans eux.

## Why the browser could not render a design (shown inside the sentence that says so)

design-why-no-frame-document = le cadre d’aperçu n’a pas de document
design-why-no-frame-body = le cadre d’aperçu n’a pas de body
design-why-no-root = le design analysé n’a pas de racine
design-why-no-app-body = l’application n’a pas de body
design-why-no-parser-window = le cadre d’analyse n’a pas de fenêtre
design-why-no-dom-parser = le cadre d’analyse n’a pas de DOMParser
design-why-no-window = pas de fenêtre
design-why-no-document = pas de document
design-why-not-a-function = { $name } n’est pas une fonction
design-why-no-getter = { $name } n’a pas d’accesseur en lecture
design-why-no-setter = { $name } n’a pas d’accesseur en écriture
design-why-no-dom-method = ce navigateur ne dispose pas d’une méthode DOM dont l’application a besoin ({ $why })
design-why-http = { $path } a répondu HTTP { $status }
design-why-no-input-buffer = pas de tampon d’entrée
design-why-no-output = pas de sortie
design-why-no-css = la réponse du générateur ne contient pas de CSS

## The Tailwind generator's notes

design-tailwind-config-unreadable = Son tailwind.config n’a pas pu être lu (ligne { $line }, colonne { $column } : { $why }) : son thème n’est pas appliqué, le thème par défaut est utilisé.
design-tailwind-not-applied = La clé `{ $key }` de son tailwind.config n’est pas appliquée.
design-tailwind-styles = Son <style type="text/tailwindcss"> est appliqué comme du CSS ordinaire : ses règles @apply et @layer ne le sont pas.
