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
